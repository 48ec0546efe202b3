// Site-wide copy shown in the common layout (docs/requirements.md, "Common layout").

export const site = {
  name: 'Bodega Cat Care NYC',
  tagline: 'Free cat care help for NYC bodegas and shop cats',
  disclaimer:
    'Educational information only — not veterinary advice. Always consult a licensed veterinarian about your cat’s health. In an emergency, call a 24/7 animal hospital now.',
  educationalBanner: {
    title: 'For educational purposes only',
    body: 'This guide shares general information to help you make informed choices. It is not veterinary or legal advice. For your cat’s health, talk to a licensed veterinarian; for legal questions, talk to a qualified professional.',
  },
  notFound: {
    title: 'Oops! Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    homeLink: 'Return to Home',
  },
} as const;
