// The red flags (src/core/triage/flags.ts) in Haitian Creole, keyed by flag id: what the assistant and the emergency
// checker call each one, the title of its guide as the Creole pages call it, and what to do now (the English steps,
// in plain words; the numbers are the English steps' numbers). Words as in docs/glossary/ht.md.
import type { FlagText } from '../../../core/reply-copy.ts';

const GO_NOW = 'Ale kounye a kay veterinè ijans lan; rele yo pandan w sou wout la pou yo ka pare.';
const EMERGENCY_VET = 'Veterinè ijans 24/7';
const INJURY = 'Blesi ak tonbe';
const FIRST_AID = 'Premye swen ijans pou chat';
const SICK_SIGNS = 'Siy ki montre chat ou malad';

export const redFlagsHt: Readonly<Record<string, FlagText>> = {
  'urinary-blockage': {
    label: 'yon chat ki fòse pou pipi e ki pa fè anyen ka bloke',
    guide: 'Pipi bloke',
    steps: [
      'Yon chat ki bloke ka mouri nan 24-48 èdtan. Souvan moun konprann se konstipasyon.',
      'Ale kounye a kay veterinè ijans lan. Pa tann pou wè si l ap pase, epi pa peze sou vant li.',
    ],
  },
  'no-urine': {
    label: 'yon chat mal ki pa fè pipi depi 12 èdtan oswa plis ka bloke',
    guide: 'Pipi bloke',
    steps: ['Yon chat mal ki pa fè pipi depi 12 èdtan ka bloke, e sa ka touye l nan yon jou.', GO_NOW],
  },
  poisoning: {
    label: 'petèt se pwazon',
    guide: 'Pwazon',
    steps: [
      'Retire chat la bò kote pwazon an. Kenbe bwat la, etikèt la oswa plant lan pou montre veterinè a.',
      'Pa fè chat la vomi, epi pa ba l okenn medikaman, lèt oswa manje.',
      'Medikaman doulè pou moun, tankou Tylenol (asetaminofèn) ak ibipwofèn, se pwazon pou chat, menm yon ti moso.',
    ],
  },
  'heat-stroke': {
    label: 'kou chalè',
    guide: 'Premye swen pou kou chalè',
    steps: [
      'Mete chat la yon kote ki fre. Mouye pwal li ak dlo fre, pa dlo glase, epi kite van pase sou li.',
      'Ale kounye a kay veterinè ijans lan, menm si li sanble l ap refè.',
    ],
  },
  breathing: {
    label: 'pwoblèm pou respire',
    guide: 'Pwoblèm pou respire',
    steps: [
      'Chat pa konn soufle fò konsa. Kenbe chat la kalm, trankil e kanpe dwat nan yon kalòj transpò ki gen lè; pa kenbe l fò.',
      'Pa mete anyen nan bouch li. Ale kounye a kay veterinè ijans lan.',
    ],
  },
  bleeding: {
    label: 'senyen',
    guide: 'Senyen anpil',
    steps: [
      'Peze fò ak yon moso twal pwòp oswa gaz sou blesi a epi kontinye peze; pa leve l pou gade.',
      'Si li pa sispann senyen apre anviwon 5 minit w ap peze, kontinye peze epi ale kounye a.',
    ],
  },
  seizure: {
    label: 'yon kriz',
    guide: 'Kriz',
    steps: [
      'Retire bagay ki bò kote l pou chat la pa blese. Pa kenbe l epi pa mete anyen nan bouch li.',
      'Gade ki lè li ye. Kenbe chanm nan fènwa e trankil, epi ale kay veterinè a depi kriz la fin pase.',
    ],
  },
  trauma: {
    label: 'yon blesi machin, yon bèt oswa yon kou',
    guide: INJURY,
    steps: [
      'Menm si chat la sanble l byen, li ka gen blesi anndan ou pa wè. Deplase l mwens posib.',
      'Glise l dousman sou yon sèvyèt oswa yon planch, mete l nan yon kalòj transpò, epi ale kounye a kay veterinè ijans lan.',
    ],
  },
  fall: {
    label: 'li tonbe sot byen wo',
    guide: INJURY,
    steps: [
      'Chat ki tonbe souvan kache blesi nan pwatrin ak nan machwè, epi yo sanble byen nan kòmansman. Deplase l mwens posib.',
      GO_NOW,
    ],
  },
  crush: {
    label: 'li te kraze oswa kwense',
    guide: INJURY,
    steps: [
      'Yon chat ki te kraze oswa kwense ka senyen anndan san ou pa wè anyen. Kenbe l san l pa bouje nan yon kalòj transpò.',
      GO_NOW,
    ],
  },
  collapse: {
    label: 'li tonbe san fòs oswa li pèdi konesans',
    guide: EMERGENCY_VET,
    steps: ['Gade si chat la ap respire. Kenbe l cho e trankil, epi ale kounye a kay veterinè ijans lan.'],
  },
  'hind-legs': {
    label: 'pye dèyè l fèb toudenkou',
    guide: EMERGENCY_VET,
    steps: [
      'Lè pye dèyè yon chat vin fèb toudenkou epi l ap kriye, sa ka se yon boul san ki bloke. Kenbe chat la san l pa bouje epi ale kounye a.',
    ],
  },
  'not-eating': {
    label: 'li pa manje depi yon jou oswa plis',
    guide: EMERGENCY_VET,
    steps: [
      'Yon chat ki pa manje anyen pandan yon jou oswa plis ka fè yon maladi fwa ki danjere, sitou yon chat ki gra.',
      'Pa fòse l manje. Mennen l kay veterinè ijans lan jodi a.',
    ],
  },
  'vomiting-blood': {
    label: 'vomi plizyè fwa oswa san nan vomi oswa nan poupou',
    guide: EMERGENCY_VET,
    steps: ['Retire manje a pou kounye a, men kite dlo a. Pran yon foto vomi a oswa poupou a pou montre yo.', GO_NOW],
  },
  'difficult-birth': {
    label: 'yon akouchman difisil',
    guide: EMERGENCY_VET,
    steps: [
      'Si l ap pouse depi inèdtan san yon ti chat pa soti, oswa si yon ti chat kole, li bezwen yon veterinè kounye a. Pa rale ti chat la.',
      GO_NOW,
    ],
  },
  string: {
    label: 'li vale fil, kòd oswa riban',
    guide: EMERGENCY_VET,
    steps: [
      'Pa janm rale yon fil ki pandye nan bouch li oswa nan dèyè l: li ka koupe trip li. Ale kay veterinè a kounye a.',
    ],
  },
  electrical: {
    label: 'kouran elektrik oswa boule',
    guide: 'Premye swen pou boule',
    steps: [
      'Dekonekte kouran an anvan ou touche chat la. Mete yon boule anba dlo fre k ap koule pandan kèk minit.',
      'Dlo ka ranpli nan poumon l kèk èdtan apre kouran an. Ale kounye a kay veterinè ijans lan.',
    ],
  },
  'eye-injury': {
    label: 'je l blese',
    guide: FIRST_AID,
    steps: ['Pa touche je a, pa lave l, epi anpeche chat la grate l ak pat li. Ale kounye a kay veterinè ijans lan.'],
  },
  hypothermia: {
    label: 'twò frèt oswa jele',
    guide: FIRST_AID,
    steps: ['Chofe chat la dousman nan yon lenn kole sou kò w. Pa sechwa, pa dlo cho. Ale kay veterinè a kounye a.'],
  },
  'fading-kitten': {
    label: 'yon ti chat ki frèt oswa fèb',
    guide: EMERGENCY_VET,
    steps: [
      'Chofe ti chat la dousman kole sou kò w oswa ak yon boutèy cho ki vlope nan twal. Pa bay yon ti chat ki frèt manje.',
      GO_NOW,
    ],
  },
  allergic: {
    label: 'figi anfle oswa alèji',
    guide: FIRST_AID,
    steps: ['Lè figi oswa gòj li anfle, sa ka bouche pasaj lè a. Ale kounye a kay veterinè ijans lan.'],
  },
  jaundice: {
    label: 'jansiv, po oswa je jòn',
    guide: EMERGENCY_VET,
    steps: ['Jansiv oswa je jòn vle di fwa a oswa san an gen pwoblèm. Mennen l kay veterinè ijans lan jodi a.'],
  },
  'swollen-belly': {
    label: 'vant di e anfle',
    guide: EMERGENCY_VET,
    steps: [
      'Yon vant di e anfle ka se yon bagay ki bloke oswa dlo. Pa peze sou li. Ale kounye a kay veterinè ijans lan.',
    ],
  },
  vomiting: {
    label: 'li vomi plis pase yon fwa',
    guide: SICK_SIGNS,
    steps: ['Ba l dlo. Si l vomi ankò, si l vomi san oswa si l sispann manje, ale kay veterinè ijans lan.'],
  },
  'eating-less': {
    label: 'li pa manje',
    guide: SICK_SIGNS,
    steps: [
      'Ekri ki lè li te manje dènye fwa. Yon chat ki pa manje anyen pandan yon jou antye bezwen veterinè ijans lan.',
    ],
  },
  'peeing-less': {
    label: 'li fè mwens pipi oswa li pipi deyò bwat litye a, oswa gen san nan pipi a',
    guide: SICK_SIGNS,
    steps: ['Yon chat mal ki fòse san anyen pa soti se yon ijans: si sa kòmanse, ale kounye a.'],
  },
  diarrhea: {
    label: 'dyare (poupou likid)',
    guide: SICK_SIGNS,
    steps: ['Kite dlo fre pou li toujou. Si gen san nan poupou a oswa chat la vin fèb e mou, ale kounye a.'],
  },
  constipation: {
    label: 'li pa fè poupou depi de jou, oswa konstipasyon',
    guide: SICK_SIGNS,
    steps: [
      'Gade pipi a tou: yon chat mal ki fòse nan bwat litye a e ki fè ti kras pipi oswa anyen ditou ka bloke. Sa se yon ijans.',
    ],
  },
  limping: {
    label: 'li bwete',
    guide: SICK_SIGNS,
    steps: [
      'Kenbe chat la kalm epi pa kite l moute kote ki wo. Si gen yon pye li pa vle mete atè, li bezwen yon veterinè jodi a.',
    ],
  },
  'breathing-fast': {
    label: 'li respire pi vit pase nòmal lè l ap repoze',
    guide: 'Siy avètisman pou respirasyon',
    steps: [
      'Yon chat k ap repoze respire anviwon 20-30 fwa nan yon minit. Si bouch li louvri, si vant li ap monte desann fò, oswa si jansiv li vin ble oswa pal, ale kounye a kay veterinè ijans lan.',
    ],
  },
  'eye-problem': {
    label: 'yon je ki fè l mal oswa li fèmen je a mwatye',
    guide: SICK_SIGNS,
    steps: ['Pa mete gout pou je moun. Yon je ki sanble blese, twoub oswa ki soti deyò bezwen yon veterinè kounye a.'],
  },
  incision: {
    label: 'koupi operasyon an wouj, anfle oswa mouye',
    guide: 'Apre operasyon an',
    steps: [
      'Anpeche l niche ak kòn nan (kolye plastik la) oswa yon mayo, epi rele klinik ki te fè operasyon an jodi a.',
    ],
  },
  wound: {
    label: 'yon blesi, yon anflamasyon oswa yon absè',
    guide: 'Premye swen pou koupi ak blesi',
    steps: ['Blesi mòde souvan tounen absè (yon kote ki anfle ak pi). Kenbe l pwòp e sèk; pa peze l.'],
  },
  unwell: {
    label: 'siy li pa santi l byen',
    guide: SICK_SIGNS,
    steps: [
      'Lè yon chat chanje jan l kache, jan l bwè oswa jan l manje, se konsa li montre li malad. Pran yon randevou ak yon veterinè.',
    ],
  },
  'described-emergency': {
    label: 'sa w ap dekri a ka se yon ijans',
    guide: 'Toujou yon ijans',
    steps: [
      'Siy konsa ka vin pi mal vit, e se yon veterinè sèlman ki ka di ki jan sa grav.',
      'Kenbe chat la kalm nan yon kalòj transpò ki fèmen epi pa ba l okenn medikaman. ' + GO_NOW,
    ],
  },
};
