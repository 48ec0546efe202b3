// Haitian Creole copy for the checker (/ht/check): the same names and shape as src/content/pages/check.ts, written
// in plain words a shop owner uses, with the words of docs/glossary/ht.md; red-flag ids, icons and paths stay as they
// are (src/content/locales/types.ts). The outcome pages' red-flag steps come from the triage data, not from here.
import type { Translated } from '../types.ts';
import type { checkPage as English } from '../../pages/check.ts';

export const checkPage: Translated<typeof English> = {
  title: 'Èske se yon ijans?',
  lead: 'Yon sèl kesyon chak fwa. Peze sou premye repons ki mache ak sa w wè a. Nou pa anrejistre ni voye anyen ou peze.',
  progress: 'Kesyon {n} sou {total}',
  back: 'Retounen',
  startAgain: 'Rekòmanse',
  steps: [
    {
      id: 'now',
      question: 'Èske chat ou gen youn nan pwoblèm sa yo kounye a?',
      hint: 'Si w pa sèten, peze sou sa ki pi pre a: li pi an sekirite pou w ale.',
      options: [
        {
          flag: 'breathing',
          icon: 'wind',
          text: 'Li gen pwoblèm pou respire, l ap respire ak bouch louvri, oswa l ap toufe',
        },
        {
          flag: 'collapse',
          icon: 'emergency',
          text: 'Li tonbe san fòs, li pa ka kanpe, oswa li difisil pou reveye l',
        },
        {
          flag: 'seizure',
          icon: 'bolt',
          text: 'Yon kriz: l ap tranble oswa l ap sakade e li pa rekonèt ou, kounye a oswa depi mwens pase yon jou',
        },
        { flag: 'bleeding', icon: 'bandage', text: 'L ap senyen e san an pa sispann menm lè w peze' },
        { flag: 'hind-legs', icon: 'heart', text: 'Toudenkou l ap trennen pye dèyè l, l ap kriye ak doulè' },
      ],
      none: 'Non, okenn nan yo',
    },
    {
      id: 'happened',
      question: 'Èske youn nan bagay sa yo te rive?',
      hint: 'Menm si chat ou sanble byen kounye a.',
      options: [
        {
          flag: 'poisoning',
          icon: 'flask',
          text: 'Li manje, niche oswa mòde yon flè lis, yon medikaman, yon pwazon oswa yon pwodui chimik',
        },
        {
          flag: 'trauma',
          icon: 'car',
          text: 'Yon machin oswa yon bisiklèt frape l, yon chen atake l, oswa yon moun ba l kout pye',
        },
        { flag: 'fall', text: 'Li tonbe sot byen wo: yon etajè, yon fenèt, yon eskalye dife (fire escape)' },
        { flag: 'crush', text: 'Li kwense oswa li kraze: nan yon pòt, anba pòt fè boutik la, anba yon bagay lou' },
        { flag: 'string', text: 'Li vale fil, kòd, riban oswa dekorasyon briyan (tinsel)' },
        { flag: 'electrical', text: 'Li mòde yon fil kouran, kouran pran l, oswa li boule' },
        {
          flag: 'heat-stroke',
          icon: 'sun',
          text: 'Li te twò cho: l ap soufle fò oswa li pa ka kanpe dwat nan yon kote ki cho',
        },
        { flag: 'hypothermia', text: 'Li te fèmen oswa li te rete deyò nan frèt, e kò l frèt' },
      ],
      none: 'Non, okenn nan yo',
    },
    {
      id: 'pee-birth-kitten',
      question: 'Èske se pou pipi, pou yon akouchman oswa pou yon ti chat?',
      options: [
        {
          flag: 'urinary-blockage',
          icon: 'droplet',
          text: 'L ap fòse nan bwat litye a, ti kras pipi oswa anyen pa soti',
        },
        { flag: 'no-urine', text: 'Yon chat mal pa fè pipi depi 12 èdtan oswa plis' },
        {
          flag: 'difficult-birth',
          text: 'L ap akouche: l ap pouse depi inèdtan e okenn ti chat pa soti, oswa yon ti chat kole',
        },
        { flag: 'fading-kitten', text: 'Yon ti chat piti ki frèt, ki mou san fòs, oswa ki pa vle tete' },
      ],
      none: 'Non, okenn nan yo',
    },
    {
      id: 'signs',
      question: 'Èske w wè youn nan bagay sa yo?',
      options: [
        {
          flag: 'vomiting-blood',
          text: 'L ap vomi plizyè fwa youn dèyè lòt, oswa gen san nan vomi a oswa nan poupou a',
        },
        { flag: 'not-eating', text: 'Li pa manje anyen depi yon jou oswa plis' },
        {
          flag: 'eye-injury',
          text: 'Yon je ki blese: li kenbe l fèmen apre yon grafouyen, gen bagay k ap koule, oswa gen yon bagay ladan l',
        },
        { flag: 'allergic', text: 'Figi l, lèv li oswa gòj li anfle' },
        { flag: 'jaundice', text: 'Jansiv li, po l oswa blan je l jòn' },
        { flag: 'swollen-belly', text: 'Vant li di e anfle' },
      ],
      none: 'Non, okenn nan yo',
    },
    {
      id: 'eating-litter',
      question: 'Èske se pou manje, vomi oswa bwat litye a?',
      options: [
        { flag: 'vomiting', text: 'Li vomi plis pase yon fwa', worseIf: ['vomiting-blood', 'not-eating'] },
        {
          flag: 'eating-less',
          text: 'Li manje mwens pase dabitid, oswa li prèske pa manje',
          worseIf: ['not-eating', 'collapse'],
        },
        {
          flag: 'peeing-less',
          text: 'Li fè mwens pipi, li fè pipi deyò bwat la, oswa pipi a woz oswa gen san ladan l',
          worseIf: ['urinary-blockage', 'no-urine'],
        },
        { flag: 'diarrhea', text: 'Dyare (poupou likid)', worseIf: ['vomiting-blood', 'collapse'] },
        {
          flag: 'constipation',
          text: 'Li pa fè poupou depi de jou, oswa l ap fòse pou l fè poupou',
          worseIf: ['urinary-blockage', 'vomiting-blood'],
        },
      ],
      none: 'Non, okenn nan yo',
    },
    {
      id: 'other-signs',
      question: 'Èske se youn nan sa yo?',
      options: [
        { flag: 'limping', text: 'L ap bwete, oswa li pa mete yon pat atè', worseIf: ['hind-legs', 'trauma'] },
        {
          flag: 'wound',
          text: 'Yon mòde, yon koupi ki sispann senyen, yon boul oswa yon absè (yon kote ki anfle ak pi)',
          worseIf: ['bleeding'],
        },
        {
          flag: 'breathing-fast',
          text: 'Li respire pi vit pase dabitid pandan l ap repoze, ak bouch li fèmen',
          worseIf: ['breathing'],
        },
        {
          flag: 'eye-problem',
          text: 'Yon je ki fè l mal, li kenbe l mwatye fèmen, oswa je a ap kouri dlo',
          worseIf: ['eye-injury'],
        },
        {
          flag: 'incision',
          text: 'Koupi operasyon an wouj, anfle oswa mouye',
          worseIf: ['bleeding'],
        },
        {
          flag: 'unwell',
          text: 'Li pa nan nòmal li: l ap kache, li gen doulè lè w manyen l, li bwè anpil dlo, l ap megri, l ap touse, zòrèy li fè l mal',
          worseIf: ['not-eating', 'breathing', 'collapse'],
        },
      ],
      none: 'Non, okenn nan yo',
    },
    {
      id: 'at-home',
      question: 'Chat ou manje, fè pipi e mache tankou dabitid? Alò, se pou kisa?',
      options: [
        {
          topic: 'hairball',
          text: 'Yon boul pwal, oswa li vomi yon sèl fwa epi li byen kounye a',
          guide: { title: 'Pwòpte ak boul pwal', path: '/grooming' },
        },
        {
          topic: 'sneezing',
          text: 'Li estènen detanzantan, men li toujou manje e jwe',
          guide: { title: 'Siy ki montre chat ou malad', path: '/daily-care#sick-signs' },
        },
        {
          topic: 'poop',
          text: 'Poupou mou yon sèl fwa, li nòmal depi lè sa a',
          guide: { title: 'Sa bwat litye a di w', path: '/daily-care#litter' },
        },
        {
          topic: 'coat',
          text: 'Pis, grate, pwal mele oswa zong',
          guide: { title: 'Swen pwal ak pwòpte', path: '/grooming' },
        },
        {
          topic: 'behaviour',
          text: 'Konpòtman: li grafouyen, li gwonde, yon nouvo chat, estrès',
          guide: { title: 'Konpòtman ak byennèt', path: '/behavioral-wellness' },
        },
        {
          topic: 'checkup',
          text: 'Manje, pwa, vaksen oswa yon egzamen',
          guide: { title: 'Vaksen ak egzamen', path: '/preventive-health' },
        },
        {
          topic: 'other',
          text: 'Yon lòt bagay',
          guide: { title: 'Siy ki montre chat ou malad', path: '/daily-care#sick-signs' },
        },
      ],
    },
  ],
  goNow: {
    heading: 'Ale kounye a nan yon lopital bèt ki ouvè 24/7',
    because: 'Ou di nou:',
    callTitle: 'Rele pandan w ap fè wout la',
    boroughQuestion: 'Nan ki borough ou ye?',
    onTheWay: 'Sou wout la',
    dont: 'PA fè sa',
    dontGeneral: [
      'Pa tann pou wè si l ap vin pi byen.',
      'Pa ba li okenn medikaman, manje oswa bwason si veterinè a pa di w fè l.',
    ],
    guide: 'Li tout etap yo:',
  },
  vet24h: {
    heading: 'Mennen l kay yon veterinè nan 24 èdtan',
    because: 'Ou di nou:',
    now: 'Sa pou w fè kounye a',
    worseIf: 'Pa tann, ale kounye a nan yon lopital ki ouvè 24/7 si w wè:',
    watch: 'Sa pou w siveye pandan lannwit lan',
    watchList: [
      'Èske chat ou ap manje e bwè? Ekri ki lè dènye fwa li te manje.',
      'Èske pipi ap soti? Gade bwat litye a nan maten.',
      'Èske chat ou ap respire kalm, ak bouch li fèmen?',
      'Èske chat ou ap vin pi trankil, l ap kache plis, oswa li pi difisil pou reveye l?',
    ],
    lowCost: 'Veterinè ki pa chè pa borough',
    lowCostNone: 'Nou pa gen okenn klinik ki pa chè nan {borough} sou lis nou.',
    directory: 'Tout veterinè ki sou lis la',
    guide: 'Li plis:',
  },
  home: {
    heading: 'Pran swen l ou menm epi veye l',
    because: 'Ou di nou:',
    guide: 'Gid pou sa:',
    callIf: 'Rele yon veterinè si',
    callIfList: [
      'sa rive ankò, oswa li dire plis pase yon jou;',
      'chat ou sispann manje, l ap kache, oswa li sanble l gen doulè;',
      'ou enkyete: se ou ki konnen chat ou pi byen.',
    ],
    goNowIf: 'Ale kounye a nan yon lopital ki ouvè 24/7 pou nenpòt siy ki toujou yon ijans.',
    goNowLink: 'Siy ki toujou yon ijans',
  },
  notFound: 'Kesyon sa a pa egziste.',
};
