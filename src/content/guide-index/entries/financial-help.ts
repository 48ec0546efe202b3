// Help paying: financial assistance, free spay/neuter programs, TNR, pet food pantries. Part of the guide index
// (../entries.ts).
import type { GuideEntry } from '../../../core/search/types.ts';
import dataLines from '../data-lines.json' with { type: 'json' };
import { guideLink } from '../../../config/guide-link.ts';

const { aspcaMobile } = dataLines;

export const financialHelpEntries: readonly GuideEntry[] = [
  {
    id: 'financial-assistance',
    title: 'Financial Assistance for Vet Bills',
    description: 'Emergency funds, charity care, grants and payment plans when you can’t afford the vet.',
    section: 'Financial Help',
    icon: 'help',
    path: guideLink('financialAssistance'),
    urgency: 'normal',
    keywords: ['financial assistance', 'free vet care', 'grants', 'payment plan', 'low cost'],
    synonyms: ["can't afford vet", 'cant afford', 'money', 'help paying', 'charity', 'financial help', 'broke'],
    content:
      'Charitable funds at animal hospitals, national grant programs and payment plans can help with vet bills. Ask the clinic before treatment; many programs need proof of income.',
  },
  {
    id: 'free-spay-neuter-programs',
    title: 'Free and Low-Cost Spay/Neuter Programs',
    description: 'Mobile clinics and programs that spay or neuter shop and community cats for free or little.',
    section: 'Financial Help',
    icon: 'scissors',
    path: guideLink('spayNeuter', 'citywide'),
    urgency: 'normal',
    keywords: ['free spay', 'low cost neuter', 'mobile clinic', 'public assistance'],
    synonyms: ['free fix', 'spay van', 'aspca mobile', 'free neuter'],
    content: `${aspcaMobile}. Free or about $125 for people with income under $50,000 or on public assistance (January 2025; confirm with the provider).`,
  },
  {
    id: 'spay-neuter-brooklyn',
    title: 'Low-Cost Spay/Neuter in Brooklyn',
    description: 'Brooklyn clinics that spay or neuter for less: the ASPCA clinic in East New York and Flatbush Cats.',
    section: 'Financial Help',
    icon: 'scissors',
    path: guideLink('spayNeuter', 'brooklyn'),
    urgency: 'normal',
    keywords: ['brooklyn spay', 'brooklyn neuter', 'flatbush', 'east new york'],
    synonyms: ['spay brooklyn', 'neuter brooklyn', 'bk', 'bushwick', 'bed stuy', 'crown heights'],
    content:
      'Clinics in Brooklyn with subsidized or low-cost spay/neuter for residents who qualify; Flatbush Cats is also a hub for TNR groups.',
  },
  {
    id: 'community-cats-tnr',
    title: 'Spay/Neuter for Community (Outdoor) Cats',
    description: 'Trap-neuter-return programs for the outdoor and feral cats around your shop.',
    section: 'Financial Help',
    icon: 'scissors',
    path: guideLink('spayNeuter', 'community-cats'),
    urgency: 'normal',
    keywords: ['trap neuter return', 'community cats', 'outdoor cats', 'feral'],
    synonyms: ['feral cats', 'stray cats', 'strays', 'street cats', 'colony', 'gatos callejeros'],
    content:
      'If the cats live outside and you trap, neuter and return them, a community cat program can cover the surgery.',
  },
  {
    id: 'pet-food-pantries',
    title: 'Pet Food Pantries and Supplies',
    description: 'Free cat food and litter for people going through a hard time.',
    section: 'Financial Help',
    icon: 'help',
    path: guideLink('financialAssistance', 'food'),
    urgency: 'normal',
    keywords: ['food pantry', 'free cat food', 'free litter', 'supplies'],
    synonyms: ['pet food bank', 'food bank', 'free food', 'cant afford food'],
    content: 'Pet food pantries in the city give free cat food and litter. Bring ID and call ahead for hours.',
  },
];
