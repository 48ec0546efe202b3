import type { homePage as englishHomePage } from '../../pages/home.ts';
import type { Translated } from '../types.ts';

// Haitian Creole home page (src/content/pages/home.ts); words as in docs/glossary/ht.md.

export const homePage: Translated<typeof englishHomePage> = {
  title: 'Èd gratis pou chat bodega Nouyòk yo',
  emergencyHeading: 'Chat la nan pwoblèm kounye a? Peze sou sa k ap pase a:',
  emergencyCards: [
    { anchor: 'breathing', label: 'Li pa ka respire', icon: 'wind' },
    { anchor: 'bleeding', label: 'L ap senyen', icon: 'bandage' },
    { anchor: 'poisoning', label: 'Pwazon', icon: 'flask' },
    { anchor: 'urinary', label: 'Chat mal la pa ka fè pipi', icon: 'droplet' },
    { anchor: 'seizure', label: 'Kriz konvilsyon', icon: 'bolt' },
    { anchor: 'injury', label: 'Machin frape l oswa li tonbe', icon: 'car' },
  ],
  lead: 'Èd an mo senp pou mèt boutik ak moun k ap okipe chat: sa pou fè an ijans, veterinè 24/7 ak veterinè ki pa chè, konbyen sa koute ak swen chak jou. Se pou enfòmasyon sèlman — se pa konsèy veterinè.',
  categories: [
    {
      route: 'emergency',
      title: 'Swen ijans',
      body: 'Premye sa pou fè lè chat la gen pwoblèm pou respire, l ap senyen, li pran pwazon ak lòt ankò, epi lopital bèt ki ouvè 24/7 yo.',
      tone: 'emergency',
    },
    {
      route: 'findHelp',
      title: 'Jwenn èd',
      body: 'Veterinè ki pa chè, èd pou lajan, esterilizasyon, gwoup sovtaj ak jwenn yon nouvo kay pou chat la nan tout senk borough yo.',
      tone: 'brand',
    },
    {
      route: 'dailyCare',
      title: 'Swen chak jou',
      body: 'Manje, bwat litye, netwaye, vaksen ak siy ki montre chat ou malad.',
      tone: 'brand',
    },
  ],
  categoriesHeading: 'Kisa ou bezwen?',
  factsHeading: 'Bon pou konnen',
  facts: {
    vetsListed: (count: number) => `${count} veterinè Nouyòk sou lis la`,
    vetsNote: 'Lopital ijans ak klinik nan senk borough yo, chak ak dat dènye fwa nou te verifye enfòmasyon li.',
    checkup: '$75-200',
    checkupLabel: 'Konbyen yon egzamen nòmal konn koute',
    checkupNote: 'Pri nòmal nan Nouyòk an janvye 2025 — mande klinik la pri pa l.',
    freeLabel: 'Gratis',
    freeNote: 'Sit sa a gratis: ou pa bezwen enskri, ou pa bezwen kont.',
  },
  healthCheck: {
    title: 'Ti egzamen sante rapid',
    intro: 'Gade chat ou pandan yon minit chak jou. Yon chanjman souvan se premye siy yon pwoblèm.',
    goodTitle: 'Bon siy',
    good: [
      'Li manje e li bwè nòmal',
      'Li fè pipi ak poupou nan bwat litye a chak jou',
      'Je li klè e yo klere, nen li pwòp',
      'Jansiv woz',
      'Li respire kalm, fasil, ak bouch li fèmen',
      'Li netwaye tèt li e li mache nòmal',
    ],
    warningTitle: 'Siy danje — rele yon veterinè',
    warning: [
      'Li pa manje depi yon jou, oswa l ap kache',
      'Vomi oswa dyare plis pase yon fwa, oswa ak san',
      'L ap fòse nan bwat litye a (si se yon chat mal: ale kounye a)',
      'L ap respire ak bouch li louvri, oswa jansiv li pal oswa ble (ale kounye a)',
      'L ap bwete, li gen yon blesi oswa yon kote ki anfle',
      'Li pèdi pwa, oswa l ap bwè dlo pi plis pase nòmal',
    ],
    moreLink: 'Plis siy ki montre chat ou malad',
  },
};
