import type { emergencyPage as englishEmergencyPage } from '../../pages/emergency.ts';
import type { Translated } from '../types.ts';

// Haitian Creole /emergency (src/content/pages/emergency.ts); words as in docs/glossary/ht.md. Same safety rules
// as the English page (docs/assistant-safety.md): no medicine names or doses, never "make the cat vomit".

export const emergencyPage: Translated<typeof englishEmergencyPage> = {
  lead: 'Si chat ou nan pwoblèm, rele yon lopital bèt ki ouvè 24/7 kounye a epi swiv etap yo pou sa k ap pase a. Ale dirèk kay veterinè a — pa tann pou wè si l ap vin pi byen.',
  stepsHeading: 'Fè sa kounye a',
  dontHeading: 'PA fè sa',
  jumpHeading: 'Kisa k ap pase?',
  situations: [
    {
      id: 'breathing',
      icon: 'wind',
      title: 'Li pa ka respire oswa l ap respire di',
      urgency:
        'Respire ak bouch louvri, soufle fò tankou chen, respire ak bri, oswa jansiv ble, gri oswa pal: se yon ijans. Nòmalman chat pa soufle konsa.',
      steps: [
        'Rele veterinè 24/7 la kounye a epi di chat ou gen pwoblèm pou respire.',
        'Kenbe chat la kalm e trankil. Fèmen mizik fò, fè moun ak lòt bèt rete lwen.',
        'Mete chat la dousman nan yon kalòj transpò oswa yon bwat ki gen twou pou lè antre. Pa sere l fò nan pwatrin.',
        'Ale kounye a. Kenbe machin nan oswa taksi a fre epi kite lè fre antre.',
      ],
      dont: [
        'Pa mete dwèt ou nan gòj chat la.',
        'Pa ba li manje, dlo oswa okenn medikaman.',
        'Pa tann pou wè si l ap vin pi byen.',
      ],
      guide: { kind: 'breathing', label: 'Tout gid ijans pou pwoblèm respirasyon' },
    },
    {
      id: 'bleeding',
      icon: 'bandage',
      title: 'L ap senyen',
      urgency:
        'San ki pa sispann lè ou peze, oswa nenpòt blesi ki fon, bezwen yon veterinè jodi a — si l ap senyen anpil, li bezwen youn kounye a.',
      steps: [
        'Peze yon twal pwòp oswa yon gaz fò sou blesi a pandan 2-3 minit san ou pa leve l pou gade.',
        'Si san an travèse twal la, mete yon lòt twal sou li epi kontinye peze.',
        'Vlope chat la nan yon sèvyèt pou li santi l an sekirite epi pou li pa ka grafouyen oswa mòde.',
        'Rele veterinè 24/7 la epi ale si san an pa sispann.',
      ],
      dont: [
        'Pa rale anyen ki kole nan blesi a.',
        'Pa mare yon bagay sere (garo) nan pat li.',
        'Pa mete krèm oswa medikaman pou moun sou blesi a.',
      ],
      guide: { kind: 'firstAid', topic: 'cuts-wounds', label: 'Premye swen pou koupi ak blesi' },
    },
    {
      id: 'poisoning',
      icon: 'flask',
      title: 'Pwazon',
      urgency:
        'Aji menm si chat la sanble byen: gen pwazon ki pran plizyè èdtan anvan yo montre siy. Bagay sa yo se pwazon pou chat: flè lis (nenpòt pati, menm polèn oswa dlo nan vaz la), Tylenol (asetaminofèn), ibipwofèn ak lòt medikaman doulè pou moun, pwazon rat, antijèl machin, pwodui kont pis pou chen ak pwodui chimik pou netwaye.',
      steps: [
        'Retire chat la lwen pwazon an.',
        'Rele veterinè 24/7 la oswa yon liy kontwòl pwazon pou bèt kounye a.',
        'Kenbe pakè a, plant lan oswa etikèt la epi pote l avè w.',
        'Si gen pwodui chimik sou pwal li, vlope chat la nan yon sèvyèt pou li pa ka niche l, epi mande veterinè a sa pou w fè.',
      ],
      dont: [
        'Pa janm eseye fè chat la vomi — ni ak sèl, ni ak lwil, ni ak oksijene (peroksid idwojèn). Sa ka touye yon chat.',
        'Pa ba li lèt, manje oswa okenn medikaman.',
        'Pa tann siy yo parèt.',
      ],
      guide: { kind: 'firstAid', topic: 'poisoning', label: 'Premye swen pou pwazon' },
    },
    {
      id: 'urinary',
      icon: 'droplet',
      title: 'Chat mal la pa ka fè pipi',
      urgency:
        'Yon chat mal k ap ale vini nan bwat litye a, k ap fòse oswa k ap kriye, ak ti kras pipi oswa pa menm ditou k ap soti, ka mouri nan 1-2 jou. Moun souvan konfonn li ak konstipasyon.',
      steps: [
        'Rele veterinè 24/7 la kounye a epi di: “chat mal mwen an ap fòse e li pa ka fè pipi.”',
        'Mete chat la nan yon kalòj transpò epi ale kounye a, menm si se lannwit.',
        'Pote yon papye ki di ki lè dènye fwa li te fè pipi, si w konnen.',
      ],
      dont: ['Pa tann demen maten.', 'Pa peze sou vant li.', 'Pa ba li okenn medikaman.'],
    },
    {
      id: 'seizure',
      icon: 'bolt',
      title: 'Kriz konvilsyon',
      urgency:
        'Yon kriz ki dire plis pase 2 minit, oswa plis pase yon kriz, bezwen yon veterinè kounye a. Premye kriz yon chat fè toujou bezwen yon veterinè.',
      steps: [
        'Retire bagay yo pou chat la pa frape sou yo. Bese limyè a epi kenbe kote a trankil.',
        'Kalkile konbyen tan kriz la dire ak telefòn ou.',
        'Kenbe men ou lwen bouch chat la.',
        'Lè kriz la fini, vlope chat la nan yon sèvyèt, mete l nan yon kalòj transpò epi rele veterinè a.',
      ],
      dont: ['Pa mete anyen nan bouch chat la — chat pa vale lang yo.', 'Pa kenbe chat la atè ak fòs.'],
      guide: { kind: 'firstAid', topic: 'seizures', label: 'Premye swen pou kriz konvilsyon' },
    },
    {
      id: 'injury',
      icon: 'car',
      title: 'Machin frape l oswa li tonbe',
      urgency:
        'Ale kay veterinè menm si chat la sanble byen: san k ap koule anndan kò a ak blesi nan poumon ka parèt plizyè èdtan apre.',
      steps: [
        'Pwoteje tèt ou: gade machin yo anvan ou ale bò chat la.',
        'Glise yon sèvyèt, yon planch oswa yon bwat katon plat anba chat la epi leve l dousman, kenbe do l dwat.',
        'Mete chat la nan yon kalòj transpò oswa yon bwat, kenbe l cho e san li pa bouje.',
        'Rele veterinè 24/7 la pandan w ap fè wout la.',
      ],
      dont: ['Pa kite chat la mache pou “teste” li.', 'Pa ba li manje, dlo oswa okenn medikaman.'],
      guide: { kind: 'firstAid', topic: 'cuts-wounds', label: 'Premye swen pou koupi ak blesi' },
    },
  ],
  poisonControl: {
    title: 'Liy kontwòl pwazon pou bèt',
    intro:
      'Liy nasyonal sa yo gen espesyalis pwazon bèt 24 èdtan pa jou. Yo fè w peye pou chak ka. Rele yon veterinè 24/7 anvan si chat ou gen pwoblèm pou respire, l ap fè kriz oswa li tonbe san fòs — fè yon lòt moun rele kontwòl pwazon pandan n ap fè wout la.',
  },
  emergencyVet: {
    id: 'emergency-vet',
    title: 'Veterinè ijans 24/7',
    intro:
      'Lopital bèt sa yo ouvè 24 èdtan pa jou, 7 jou pa semèn. Nou mete sèlman lopital nou te ka verifye yo ouvè 24/7.',
    callBoxTitle: 'Rele kounye a',
    nycHeading: 'Nan vil Nouyòk',
    nearbyHeading: 'Andeyò vil la (wout la pi long)',
    vetsLink: 'Gade tout veterinè yo, ansanm ak klinik ki pa chè yo',
  },
  printNote: 'Enprime paj sa a epi kenbe l bò kès la.',
};
