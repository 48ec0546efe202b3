// What care costs: vet visits, spay/neuter, vaccines, a year of care, checkups. Part of the guide index
// (../entries.ts).
import type { GuideEntry } from '../../../core/search/types.ts';
import dataLines from '../data-lines.json' with { type: 'json' };
import { guideLink, tabLink } from '../../../config/guide-link.ts';

const { aspcaMobile } = dataLines;

export const costEntries: readonly GuideEntry[] = [
  {
    id: 'vet-visit-costs',
    title: 'How Much a Vet Visit Costs',
    description: 'Typical NYC prices: a checkup $75-200, an emergency visit $150-300 (January 2025).',
    section: 'Cost Guide',
    icon: 'info',
    path: guideLink('vets'),
    urgency: 'normal',
    keywords: ['cost', 'price', 'checkup cost', 'vet bill', 'exam fee'],
    synonyms: ['how much', 'prices', 'expensive', 'vet cost', 'checkup price', 'cost of vet'],
    content:
      'A routine checkup typically costs $75-200 in NYC and an emergency visit $150-300 before tests and treatment (January 2025 prices). Ask for an estimate before treatment and about payment plans.',
  },
  {
    id: 'spay-neuter-cost',
    title: 'Spay/Neuter Cost',
    description: 'Typically $200-600, or free to $125 through low-cost programs for people who qualify.',
    section: 'Cost Guide',
    icon: 'scissors',
    path: guideLink('spayNeuter', 'costs'),
    urgency: 'normal',
    keywords: ['spay cost', 'neuter cost', 'price', 'free spay', 'low cost spay'],
    synonyms: ['how much to fix', 'fix cost', 'spey', 'nueter', 'spay neuter cost', 'cheap spay'],
    content: `Spay/neuter typically costs $200-600 at a private vet. Low-cost programs charge about $150 for a spay and $130 for a neuter, less with public assistance, or free to $125 for incomes under $50,000 (January 2025; confirm with the provider). ${aspcaMobile}.`,
  },
  {
    id: 'vaccine-costs',
    title: 'Vaccine and Preventive Care Costs',
    description: 'Vaccines $15-28 each; rabies is required by law. Yearly costs of keeping a shop cat healthy.',
    section: 'Cost Guide',
    icon: 'info',
    path: tabLink('preventiveHealth', 'vaccines'),
    urgency: 'normal',
    keywords: ['vaccine cost', 'rabies', 'shots', 'flea treatment cost', 'yearly cost'],
    synonyms: ['vaccines', 'vacine', 'shots price', 'rabies shot', 'how much are shots'],
    content:
      'Each vaccine typically costs $15-28; a rabies vaccine about $20-30 and it is required by law. Parasite prevention $30-50 a month, dental care $200-400 a year, food and litter $85-100 a month: about $500-1,000 a year in all (January 2025).',
  },
  {
    id: 'yearly-care-costs',
    title: 'What a Shop Cat Costs Each Year',
    description: 'Food, litter, checkups and prevention: a typical yearly budget for a bodega cat.',
    section: 'Cost Guide',
    icon: 'info',
    path: tabLink('preventiveHealth', 'preventive'),
    urgency: 'normal',
    keywords: ['budget', 'yearly cost', 'monthly cost', 'food cost', 'litter cost'],
    synonyms: ['how much does a cat cost', 'cat expenses', 'save money'],
    content:
      'Food and litter about $85-100 a month, environment $100-200 a year, checkups $75-200: roughly $500-1,000 a year in all (January 2025).',
  },
  {
    id: 'checkups',
    title: 'Vet Checkups and Home Health Checks',
    description: 'How often a cat needs an exam, and the quick daily, weekly and monthly checks you do yourself.',
    section: 'Daily Care',
    icon: 'info',
    path: tabLink('preventiveHealth', 'checkups'),
    urgency: 'normal',
    keywords: ['checkup', 'annual exam', 'wellness exam', 'health check', 'senior cat'],
    synonyms: ['check up', 'yearly vet visit', 'how often vet', 'vet visit', 'older cat'],
    content:
      'Adult cats need an exam once a year, senior cats (7+) every 6 months. At home: eating, litter and mood daily; eyes, ears, coat and teeth weekly; weight monthly.',
  },
];
