// Site-wide copy shown in the common layout (docs/requirements.md, "Common layout"); the words every language
// translates are in src/content/locales/en/chrome.ts.

export const site = {
  name: 'Bodega Cat Care NYC',
  tagline: 'Free cat care help for NYC bodegas and shop cats',
  educationalBanner: {
    title: 'For educational purposes only',
    body: 'This guide shares general information to help you make informed choices. It is not veterinary or legal advice. For your cat’s health, talk to a licensed veterinarian; for legal questions, talk to a qualified professional.',
  },
} as const;
