// The emergency red flags the assistant reads in Haitian Creole (src/core/triage/world.ts), keyed by flag id: what
// the answer calls each one and the title of its section on the Haitian Creole emergency pages.
import type { FlagText } from '../../../core/reply-copy.ts';

export const redFlagsHt: Readonly<Record<string, FlagText>> = {
  poisoning: {
    label: 'petèt se pwazon',
    guide: 'Pwazon',
  },
  'urinary-blockage': {
    label: 'yon chat ki fòse pou pipi e ki pa fè anyen ka bloke',
    guide: 'Pipi bloke',
  },
  breathing: {
    label: 'pwoblèm pou respire',
    guide: 'Pwoblèm pou respire',
  },
  'heat-stroke': {
    label: 'kou chalè',
    guide: 'Premye swen pou kou chalè',
  },
  seizure: {
    label: 'yon kriz',
    guide: 'Kriz',
  },
  trauma: {
    label: 'yon blesi machin, yon bèt oswa yon kou',
    guide: 'Blesi ak tonbe',
  },
  crush: {
    label: 'li te kraze oswa kwense',
    guide: 'Blesi ak tonbe',
  },
  fall: {
    label: 'li tonbe sot byen wo',
    guide: 'Blesi ak tonbe',
  },
  'vomiting-blood': {
    label: 'vomi plizyè fwa oswa san nan vomi oswa nan poupou',
    guide: 'Lopital ijans ki ouvè 24/7',
  },
  bleeding: {
    label: 'senyen',
    guide: 'Senyen anpil',
  },
  'difficult-birth': {
    label: 'yon akouchman difisil',
    guide: 'Lopital ijans ki ouvè 24/7',
  },
  string: {
    label: 'li vale fil, kòd oswa riban',
    guide: 'Lopital ijans ki ouvè 24/7',
  },
  electrical: {
    label: 'kouran elektrik oswa boule',
    guide: 'Premye swen pou boule',
  },
  'hind-legs': {
    label: 'pye dèyè l fèb toudenkou',
    guide: 'Lopital ijans ki ouvè 24/7',
  },
  'eye-injury': {
    label: 'je l blese',
    guide: 'Premye swen',
  },
  allergic: {
    label: 'figi anfle oswa alèji',
    guide: 'Premye swen',
  },
  'swollen-belly': {
    label: 'vant di e anfle',
    guide: 'Lopital ijans ki ouvè 24/7',
  },
  jaundice: {
    label: 'jansiv, po oswa je jòn',
    guide: 'Lopital ijans ki ouvè 24/7',
  },
  hypothermia: {
    label: 'twò frèt oswa jele',
    guide: 'Premye swen',
  },
  'fading-kitten': {
    label: 'yon ti chat ki frèt oswa fèb',
    guide: 'Lopital ijans ki ouvè 24/7',
  },
  'not-eating': {
    label: 'li pa manje depi yon jou oswa plis',
    guide: 'Lopital ijans ki ouvè 24/7',
  },
  collapse: {
    label: 'li tonbe san fòs oswa li pèdi konesans',
    guide: 'Lopital ijans ki ouvè 24/7',
  },
};
