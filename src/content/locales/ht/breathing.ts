import type { breathingPage as englishBreathingPage } from '../../pages/breathing.ts';
import type { Translated } from '../types.ts';

// Haitian Creole /breathing (src/content/pages/breathing.ts); words as in docs/glossary/ht.md.

export const breathingPage: Translated<typeof englishBreathingPage> = {
  title: 'Ijans respirasyon pou chat',
  lead: 'Nòmalman chat pa respire ak bouch louvri e yo pa soufle fò tankou chen. Si chat ou gen mizè pou respire, rele yon veterinè 24/7 epi ale kounye a.',
  callNowTitle: 'Rele yon veterinè ijans 24/7 kounye a',
  critical: {
    title: 'Siy grav — ale kounye a',
    items: [
      'L ap respire ak bouch louvri, oswa l ap soufle fò',
      'Jansiv oswa lang ble, gri, blan oswa pal anpil',
      'Li respire vit e di, vant li ap monte desann anpil',
      'Kou l lonje, koud li louvri sou kote, l ap goumen pou jwenn lè',
      'Li tonbe san fòs oswa li pa reponn',
      'L ap toufe oswa l ap fè jès pou vomi e sa pa sispann',
    ],
  },
  warning: {
    title: 'Siy avètisman — rele yon veterinè jodi a',
    items: [
      'Li respire pi vit pase nòmal lè l ap repoze oswa l ap dòmi (plis pase anviwon 30 respirasyon nan yon minit)',
      'Li touse oswa li respire ak yon ti sifle, menm si sa sispann',
      'Yon nouvo bri lè l ap respire oswa l ap ronfle',
      'Li estène ak yon likid epè k ap soti nan nen oswa nan je',
      'Li fatige, l ap kache oswa li pa manje, ansanm ak nenpòt chanjman nan respirasyon l',
    ],
  },
  dont: {
    title: 'Sa pou w PA fè',
    items: [
      'Pa mete dwèt ou nan gòj chat la si ou pa wè yon bagay ladan l.',
      'Pa ba li manje, dlo oswa okenn medikaman — medikaman pou moun ka touye yon chat.',
      'Pa sere chat la fò, pa kenbe l atè, pa peze sou pwatrin li.',
      'Pa tann pou wè si l ap vin pi byen, e pa tann demen maten.',
      'Pa kite chat la twò cho oswa sou estrès.',
    ],
  },
  transport: {
    title: 'Mennen l kay veterinè',
    items: [
      'Rele lopital la pandan w ap fè wout la pou yo pare pou ou.',
      'Mete chat la dousman nan yon kalòj transpò oswa yon bwat ki gen twou pou lè antre; kite anlè a louvri oswa fasil pou louvri.',
      'Kite chat la kouche sou pwatrin li si se konsa li pi alèz; pa fòse l kouche sou kote.',
      'Kenbe machin nan oswa taksi a fre ak lè fre, epi pa fè bri.',
      'Pote nenpòt bagay chat la ka te manje oswa respire (pakè, plant, pwodui chimik).',
    ],
  },
  causes: {
    title: 'Sa ki konn lakòz sa',
    intro: 'Se sèlman yon veterinè ki ka di sa chat la genyen. Pwoblèm respirasyon nan chat ka soti nan, pa egzanp:',
    items: [
      'Opresyon (asm) ak alèji (lafimen, pousyè, espre, pwodui ki gen odè)',
      'Maladi kè, ki ka pa t montre okenn siy anvan',
      'Dlo nan pwatrin',
      'Blesi paske li tonbe oswa yon machin frape l',
      'Yon bagay ki kole nan gòj oswa nan nen',
      'Kou chalè',
      'Enfeksyon tankou yon move grip oswa nemoni',
      'Pwazon',
    ],
  },
  prevention: {
    title: 'Prevansyon',
    items: [
      'Pa fimen, pa sèvi ak espre, dezodoran lè oswa pwodui netwayaj fò toupre chat la.',
      'Kenbe boutik la fre nan ete epi bay chat la yon kote ki gen lonbraj ak dlo.',
      'Kenbe fil, elastik, sachè ak ti bagay piti lwen li.',
      'Mete grilaj nan fenèt yo, epi fè sousòl ak eskalye yo an sekirite pou li pa tonbe.',
      'Mennen l kay veterinè chak ane pou yo jwenn pwoblèm kè ak poumon bonè.',
      'Aprann konbyen fwa chat ou respire nòmalman lè l ap dòmi.',
    ],
  },
  firstAidLink: 'Etap premye swen pou respirasyon',
};
