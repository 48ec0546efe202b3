import type {
  firstAidPage as englishFirstAidPage,
  firstAidTopics as englishFirstAidTopics,
} from '../../pages/first-aid.ts';
import type { Translated } from '../types.ts';

// Haitian Creole /first-aid (src/content/pages/first-aid.ts); words as in docs/glossary/ht.md. The figures of
// `firstAidFigures` are written here in the same digits; same safety rules as the English page
// (docs/assistant-safety.md): no medicine names or doses, never "make the cat vomit".

export const firstAidTopics: Translated<typeof englishFirstAidTopics> = [
  {
    id: 'cuts-wounds',
    title: 'Koupi ak blesi',
    icon: 'bandage',
    steps: [
      'Vlope chat la nan yon sèvyèt pou li santi l an sekirite epi pou li pa ka grafouyen oswa mòde.',
      'Peze yon twal pwòp oswa yon gaz fò sou blesi a pandan 2-3 minit. Pa leve l pou gade.',
      'Si san an travèse twal la, mete yon lòt twal sou li epi kontinye peze.',
      'Lè san an sispann, lave ti koupi yo dousman ak dlo pwòp oswa ak dlo sale (saline).',
      'Kouvri blesi a ak gaz san sere l, epi kenbe chat la anndan e kalm.',
    ],
    warnings: [
      'PA rale anyen ki kole nan blesi a — kite sa pou veterinè a.',
      'PA mare yon bagay sere (garo).',
      'PA mete krèm pou moun, alkòl oswa medikaman sou blesi a.',
    ],
    whenToCall: [
      'San an pa sispann apre ou fin peze',
      'Yon blesi ki fon oswa ki louvri, oswa yon blesi mòde (yo enfekte vit)',
      'Yon bagay ki kole nan blesi a',
      'Blesi a anfle, li fè pij oswa li santi move nan jou ki vin apre yo',
    ],
  },
  {
    id: 'breathing',
    title: 'Pwoblèm pou respire',
    icon: 'wind',
    steps: [
      'Rele veterinè 24/7 la kounye a — sa se yon ijans.',
      'Kenbe chat la kalm, trankil e nan fre. Fè moun ak lòt bèt rete lwen.',
      'Gade nan bouch li sèlman si ou ka fè l san danje. Si ou wè yon bagay devan nan bouch li, ou ka retire l dousman.',
      'Mete chat la nan yon kalòj transpò epi ale. Kite lè fre antre nan machin nan oswa taksi a.',
    ],
    warnings: [
      'PA mete dwèt ou nan gòj li si ou pa wè yon bagay.',
      'PA sere chat la fò nan pwatrin.',
      'PA ba li manje, dlo oswa medikaman.',
    ],
    whenToCall: [
      'Toujou, touswit: respire ak bouch louvri, soufle fò, respire ak bri',
      'Jansiv oswa lang ble, gri oswa pal',
      'Li respire pi vit pase nòmal lè l ap repoze',
    ],
  },
  {
    id: 'poisoning',
    title: 'Pwazon/Pwodui chimik',
    icon: 'flask',
    steps: [
      'Retire chat la lwen pwazon an epi louvri pou lè antre nan pyès la.',
      'Rele veterinè 24/7 la oswa yon liy kontwòl pwazon pou bèt kounye a, menm si chat la sanble byen.',
      'Kenbe pakè a, etikèt la oswa plant lan pou montre veterinè a.',
      'Si gen pwodui chimik sou pwal li oswa sou pat li, vlope chat la nan yon sèvyèt pou li pa ka niche l, epi mande veterinè a kijan pou lave l.',
    ],
    warnings: [
      'PA JANM eseye fè chat la vomi — ni ak sèl, ni ak lwil, ni ak oksijene (peroksid idwojèn). Sa ka touye yon chat.',
      'PA ba li lèt, manje, lwil oswa okenn medikaman.',
      'Pa janm ba li medikaman doulè pou moun: Tylenol (asetaminofèn) ak ibipwofèn se pwazon pou chat.',
      'Flè lis ka touye chat — menm polèn nan oswa dlo ki nan vaz la.',
    ],
    whenToCall: [
      'Nenpòt lè ou panse chat la manje, niche oswa manyen yon bagay ki gen pwazon',
      'Bave, vomi, tranble, li pa kanpe byen oswa li tonbe san fòs',
    ],
  },
  {
    id: 'seizures',
    title: 'Kriz konvilsyon',
    icon: 'bolt',
    steps: [
      'Rete kalm. Deplase mèb ak bagay yo pou chat la pa blese.',
      'Kalkile konbyen tan kriz la dire ak telefòn ou.',
      'Bese limyè a epi kenbe kote a trankil.',
      'Lè kriz la fini, vlope chat la nan yon sèvyèt, kenbe l cho epi rele veterinè a.',
    ],
    warnings: ['PA mete men ou oswa anyen nan bouch chat la.', 'PA kenbe chat la atè ak fòs.'],
    whenToCall: [
      'Yon kriz ki dire plis pase 2 minit — ale kounye a',
      'Plis pase yon kriz nan yon jou',
      'Premye kriz chat la janm fè',
    ],
  },
  {
    id: 'burns',
    title: 'Boule',
    icon: 'flame',
    steps: [
      'Fè dlo fre k ap koule (pa dlo glase) pase sou boule a pandan 5-10 minit.',
      'Tapote l dousman pou seche l, epi kouvri l san sere ak yon twal pwòp ki mouye.',
      'Pou yon boule pwodui chimik, mete gan epi rense ak anpil dlo.',
      'Kenbe chat la cho ak yon sèvyèt sou rès kò li.',
    ],
    warnings: ['PA mete glas, bè, lwil oswa krèm sou yon boule.', 'PA pete zanpoud yo.'],
    whenToCall: [
      'Boule ki pi gwo pase yon pyès ka dola (quarter)',
      'Nenpòt boule sou figi, pat oswa pati prive',
      'Boule elektrik (li mòde yon fil kouran) oswa boule pwodui chimik',
    ],
  },
  {
    id: 'heat-stroke',
    title: 'Kou chalè',
    icon: 'sun',
    steps: [
      'Mete chat la nan yon kote ki fre e ki gen lonbraj touswit.',
      'Mouye pwal li ak dlo fre (pa dlo frèt), sitou pat yo, vant li ak zòrèy li, epi sèvi ak yon vantilatè.',
      'Ba li ti kras dlo si li byen reveye — pa fòse l.',
      'Si ou gen yon tèmomèt pou bèt, tanperati nòmal la se 100-102°F. Pa pèdi tan pou mezire l anvan ou ale kay veterinè.',
      'Ale kay veterinè menm si chat la sanble pi byen.',
    ],
    warnings: [
      'PA sèvi ak glas oswa dlo glase — sa fè kò a pran plis tan pou l fre.',
      'PA kite yon chat nan yon machin cho, yon sousòl oswa yon boutik ak chofaj la limen.',
    ],
    whenToCall: [
      'Toujou — kou chalè gate ògàn anndan kò a menm lè chat la sanble li refè',
      'L ap soufle fò, l ap bave, jansiv wouj fonse, li pa kanpe byen oswa li tonbe san fòs',
    ],
  },
];

export const firstAidPage: Translated<typeof englishFirstAidPage> = {
  title: 'Premye swen ijans pou chat',
  lead: 'Etap senp pou kenbe chat ou an sekirite pandan w ap mennen l kay veterinè.',
  callButton: 'RELE VETERINÈ AN PREMYE',
  important: {
    title: 'Enpòtan',
    body: 'Sa yo se mezi ijans sèlman, pou w fè pandan w ap mennen chat ou kay veterinè. Yo pa ranplase swen veterinè. Toujou rele yon veterinè an premye.',
  },
  topicsHeading: 'Chwazi sa k ap pase a',
  topicsIntro: 'Peze sou yon sijè pou wè etap yo. Yon sèl sijè louvri alafwa.',
  stepsHeading: 'Etap pou w fè',
  warningsHeading: 'PA fè sa',
  whenToCallHeading: 'Ki lè pou rele veterinè',
  kit: {
    title: 'Twous premye swen ou bezwen',
    intro: 'Ou ka fè yon twous debaz pou mwens pase $50 (pri nòmal, janvye 2025).',
    essentialHeading: 'Bagay ou bezwen',
    additionalHeading: 'Lòt bagay ki ka itil',
    items: [
      { item: 'Konprès gaz ak yon woulo gaz', essential: true },
      { item: 'Bandaj ki kole sou li menm (kalite ki pa kole nan pwal)', essential: true },
      { item: 'Dlo sale esteril (saline) pou lave blesi ak je', essential: true },
      { item: 'Sizo ak pwent won', essential: true },
      { item: 'Gan ou jete apre yon sèl fwa', essential: true },
      { item: 'De sèvyèt pwòp (pou vlope chat la)', essential: true },
      { item: 'Yon kalòj transpò pou chat ki solid', essential: true },
      { item: 'Yon kat ak nimewo veterinè 24/7 la ak nimewo kontwòl pwazon', essential: true },
      { item: 'Tèmomèt dijital pou bèt', essential: false },
      { item: 'Ti pens', essential: false },
      { item: 'Ti flach', essential: false },
      { item: 'Pake glas (vlope l nan yon twal anvan ou sèvi avè l)', essential: false },
      { item: 'Kolye an fòm kòne (cone) pou l pa niche', essential: false },
    ],
    noMedicines: 'Pa mete okenn medikaman pou moun ni oksijene nan twous la: yo danjere pou chat.',
    storageTitle: 'Konsèy pou sere l',
    storage:
      'Sere tout bagay nan yon bwat dlo pa ka antre, tcheke dat ekspirasyon yo chak 6 mwa, epi mete l yon kote tout anplwaye ka jwenn li vit.',
  },
  vitals: {
    title: 'Siy vital nòmal yon chat',
    rows: [
      { label: 'Tanperati', value: '100-102.5°F' },
      { label: 'Batman kè', value: '120-140 batman nan yon minit' },
      { label: 'Respirasyon', value: '20-30 respirasyon nan yon minit' },
    ],
    howToCheck:
      'Kijan pou tcheke: konte respirasyon yo pandan chat la ap repoze oswa l ap dòmi (chak fwa pwatrin li monte epi desann se yon respirasyon) pandan 30 segonn, epi miltipliye l pa de. Santi batman kè a sou bò gòch pwatrin lan, jis dèyè pat devan an. Pou tanperati a fòk ou gen yon tèmomèt pou bèt — si ou pa sèten kijan pou fè l, kite veterinè a fè l. Lè ou konnen chif nòmal chat ou, sa ede w wè yon pwoblèm.',
  },
  alwaysEmergency: {
    title: 'Toujou yon ijans',
    intro: 'Ale kay yon veterinè 24/7 kounye a — pa tann — si ou wè nenpòt nan bagay sa yo:',
    items: [
      'Pwoblèm pou respire, respire ak bouch louvri, oswa jansiv ble, gri oswa pal',
      'Yon chat mal k ap fòse pou fè pipi e ti kras oswa anyen pa soti',
      'San ki pa sispann lè ou peze',
      'Nenpòt pwazon li ka pran: flè lis, Tylenol (asetaminofèn), ibipwofèn, pwazon rat, antijèl, pwodui chimik',
      'Yon kriz ki dire plis pase 2 minit, oswa plis pase yon kriz',
      'Machin frape l oswa li tonbe, menm si chat la sanble byen',
      'Li tonbe san fòs, li pa ka kanpe, oswa toudenkou l ap trennen pat dèyè yo',
    ],
  },
  prevention: {
    title: 'Prevansyon ak preparasyon',
    items: [
      'Anrejistre nimewo veterinè 24/7 la nan telefòn chak anplwaye epi kole l bò kès la.',
      'Pa mete flè lis ni bouke flè nan boutik la.',
      'Sere pwodui netwayaj, pwazon rat ak antijèl kote chat la pa ka rive.',
      'Kenbe chat la lwen fou cho, gri ak chofaj elektrik, epi kenbe l fre nan ete.',
      'Kenbe twous premye swen an ak kalòj transpò a pare nan yon sèl kote.',
      'Konnen kijan chat ou manje, fè pipi ak respire nòmalman pou w wè chanjman bonè.',
    ],
  },
  whileYouWait: {
    title: 'Pandan w ap tann veterinè a',
    items: [
      'Kenbe chat la nan yon kote ki trankil, ki fè nwa e ki cho, oswa nan kalòj transpò li.',
      'Manyen chat la pi piti posib, dousman, ak yon sèvyèt.',
      'Pa ba li manje, dlo oswa okenn medikaman sof si veterinè a di w fè l.',
      'Ekri sa ki te pase ak ki lè, ak sa chat la ka te manje.',
      'Pote nenpòt pakè, plant oswa etikèt ki gen rapò ak sa.',
      'Veye respirasyon li ak koulè jansiv li, epi di veterinè a si yo chanje.',
    ],
  },
  bottomLine: {
    title: 'Sa pou w retni',
    body: 'Premye swen fè w genyen tan — se pa yon tretman. Lè ou gen dout, rele veterinè a: yon ti apèl pa koute anyen, men si w tann sa ka koute chat ou lavi l.',
  },
  printButton: 'Enprime paj sa a',
};
