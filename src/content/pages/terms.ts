// Copy for /terms (docs/requirements.md "Legal and About"; dated January 2025 per docs/requirements.md#constants).
import type { TextSection } from './text-section';

export const termsPage = {
  lastUpdatedLabel: 'Last updated',
  lastUpdated: 'January 2025',
  lead: 'Please read these terms before using Bodega Cat Care NYC. By using the site you agree to them.',
  sections: [
    {
      id: 'educational-purposes-only',
      title: 'Educational Purposes Only',
      paragraphs: [
        'Bodega Cat Care NYC is a free, public source of general information for people who care for shop and community cats in New York City. It is educational only.',
        'Nothing on this site — the guides, the vet directory, the cost figures, the search results or the chat assistant’s answers — is veterinary, medical or legal advice, and using the site does not create a veterinarian–client relationship. Always consult a licensed veterinarian about your cat’s health. In an emergency, call a 24/7 animal hospital right away.',
      ],
    },
    {
      id: 'no-warranties',
      title: 'No Warranties',
      paragraphs: [
        'The site is provided “as is” and “as available”. We work to keep it accurate, and every clinic, phone number and price we list comes from a recorded source with the date it was last confirmed, but details change: clinics move, prices rise, programmes close.',
        'We make no warranty, express or implied, that the information is complete, current or fit for a particular purpose, or that the site will always be available or free of errors. Call ahead before you travel to any clinic or service.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent the law allows, Bodega Cat Care NYC and the people who build it are not liable for any loss, injury, illness of an animal, cost or damage arising from the use of, or reliance on, the information on this site or on any third-party service it links to.',
      ],
    },
    {
      id: 'user-agreement-and-risk',
      title: 'User Agreement and Risk',
      paragraphs: ['By using this site you agree that:'],
      items: [
        'you use the information at your own risk and remain responsible for the care of any animal in your charge;',
        'you will seek professional veterinary care for any health concern, and emergency care without delay;',
        'you are responsible for following the laws and rules that apply to your business and your animals;',
        'you will not misuse the site, the chat assistant or the feedback form (for example by sending spam, harmful content or automated requests).',
      ],
    },
    {
      id: 'copyright-and-intellectual-property',
      title: 'Copyright and Intellectual Property',
      paragraphs: [
        'The site’s original text and design are © 2025 Bodega Cat Care NYC. You may share and print the guides for non-commercial, educational use, such as posting a first-aid page behind a shop counter, as long as you do not change them or present them as your own.',
        'Names of clinics, shelters and other organisations belong to their owners and are listed for information only; listing one is not an endorsement, and no organisation has paid to be listed.',
      ],
    },
    {
      id: 'right-to-modify',
      title: 'Right to Modify',
      paragraphs: [
        'We may change these terms or any part of the site at any time. The date at the top of this page shows when the terms last changed; continuing to use the site after a change means you accept the updated terms.',
      ],
    },
    {
      id: 'legal-compliance',
      title: 'Legal Compliance',
      paragraphs: [
        'These terms are governed by the laws of the State of New York. Keeping a cat in a food store is currently restricted by New York City and New York State rules; our About page explains the legal context. The site describes those rules for information only and does not tell anyone to break them.',
      ],
    },
    {
      id: 'contact-information',
      title: 'Contact Information',
      paragraphs: ['Questions about these terms? Send them through our feedback form and we will reply by email.'],
      link: { label: 'Contact us through the feedback form', to: 'feedback' },
    },
  ] satisfies TextSection[],
} as const;
