import type { chrome as englishChrome } from '../en/chrome.ts';
import type { Translated } from '../types.ts';

// Haitian Creole page chrome (src/content/locales/en/chrome.ts); words as in docs/glossary/ht.md. Every
// {placeholder} of the English is kept; the code fills in phones, prices and dates.

export const chrome: Translated<typeof englishChrome> = {
  routes: {
    home: {
      title: 'Èd gratis pou swen chat bodega Nouyòk yo',
      description:
        'Èd gratis, an mo senp, pou moun k ap okipe chat bodega ak chat boutik nan Nouyòk: sa pou fè an ijans, veterinè 24/7, klinik ki pa chè, konbyen sa koute, swen chak jou ak konsèy sou sovtaj.',
      breadcrumb: 'Akèy',
    },
    search: {
      title: 'Chèche nan gid swen chat yo',
      description:
        'Chèche nan tout gid Bodega Cat Care NYC yo: ijans, veterinè, konbyen sa koute, manje, esterilizasyon ak plis ankò.',
      breadcrumb: 'Chèche',
    },
    emergency: {
      title: 'Èd ijans pou chat nan Nouyòk — veterinè 24/7 ak premye etap yo',
      description:
        'Sa pou fè kounye a si chat ou pa ka respire, l ap senyen oswa li pran pwazon, ak lopital bèt Nouyòk ki ouvè 24/7 yo.',
      breadcrumb: 'Swen ijans',
    },
    check: {
      title: 'Èske se yon ijans? Konnen nan kèk tap',
      description:
        'Ou pa sèten si chat ou bezwen yon veterinè kounye a? Reponn ak kèk tap pou konnen si pou w ale kounye a nan yon lopital bèt ki louvri 24/7, wè yon veterinè nan yon jou, oswa pran swen l lakay.',
      breadcrumb: 'Èske se yon ijans?',
    },
    findHelp: {
      title: 'Swen pou chat ki pa chè nan Nouyòk',
      description:
        'Veterinè ki pa chè, èd pou lajan, pwogram esterilizasyon, jwenn yon nouvo kay ak gwoup sovtaj pou chat bodega ak chat katye nan Nouyòk.',
      breadcrumb: 'Jwenn èd',
    },
    dailyCare: {
      title: 'Swen chak jou pou chat bodega',
      description:
        'Manje, bwat litye, netwaye, vaksen ak siy danje pou chat k ap viv nan boutik Nouyòk, ak règ ki aplike pou chat boutik.',
      breadcrumb: 'Swen chak jou',
    },
    spayNeuter: {
      title: 'Esterilize chat bodega ou nan Nouyòk',
      description:
        'Esterilizasyon gratis oswa ki pa chè nan Nouyòk, kijan pou prepare ak kijan pou okipe chat ou apre operasyon an.',
      breadcrumb: 'Esterilizasyon',
    },
    surrender: {
      title: 'Renmèt oswa jwenn yon nouvo kay pou yon chat nan Nouyòk',
      description:
        'Abri pou bèt, lòt solisyon pase renmèt chat la, ak kijan pou jwenn yon nouvo kay pou yon chat san danje nan vil Nouyòk.',
      breadcrumb: 'Renmèt chat la',
    },
    workingWithRescues: {
      title: 'Travay ak gwoup sovtaj',
      description: 'Sa gwoup sovtaj ka fè pou yon chat boutik, bon siy, siy danje ak kesyon pou poze.',
      breadcrumb: 'Gwoup sovtaj',
    },
    behavioralWellness: {
      title: 'Konpòtman ak byennèt chat boutik',
      description:
        'Siy estrès, lide pou okipe chat la ak solisyon pou pwoblèm konpòtman ki konn rive ak chat nan boutik.',
      breadcrumb: 'Konpòtman ak byennèt',
    },
    vets: {
      title: 'Lis veterinè Nouyòk',
      description:
        'Lopital ijans ak veterinè ki pa chè nan tout senk borough yo, ak dènye fwa yo te verifye enfòmasyon chak.',
      breadcrumb: 'Veterinè',
    },
    rehoming: {
      title: 'Èd pou jwenn yon nouvo kay, pa borough',
      description:
        'Gwoup sovtaj ak gwoup ki jwenn nouvo kay pou chat nan Nouyòk, pa borough, ak kijan pou fè l san danje.',
      breadcrumb: 'Nouvo kay',
    },
    breathing: {
      title: 'Ijans respirasyon pou chat',
      description:
        'Siy ki montre respirasyon yon chat se yon ijans, sa pou w pa fè ak kijan pou rive kay yon veterinè 24/7.',
      breadcrumb: 'Ijans respirasyon',
    },
    firstAid: {
      title: 'Premye swen ijans pou chat',
      description:
        'Premye swen etap pa etap pou blesi, pwoblèm pou respire, pwazon, kriz konvilsyon, boule ak kou chalè.',
      breadcrumb: 'Premye swen',
    },
    feeding: {
      title: 'Gid pou bay chat bodega manje',
      description:
        'Kisa, ki lè ak konbyen pou bay yon chat boutik manje, manje ki se pwazon pou li ak kijan pou ekonomize lajan.',
      breadcrumb: 'Gid manje',
    },
    grooming: {
      title: 'Swen pwal ak pwòpte pou chat boutik',
      description: 'Swen chak jou, zouti, benyen, rezoud pwoblèm ak pri pwofesyonèl ki okipe pwal chat nan Nouyòk.',
      breadcrumb: 'Pwòpte',
    },
    preventiveHealth: {
      title: 'Prevansyon pou sante chat',
      description: 'Vaksen, egzamen sante, konbyen swen prevansyon koute ak premye siy danje pou chat boutik.',
      breadcrumb: 'Prevansyon',
    },
    financialAssistance: {
      title: 'Èd lajan pou swen chat nan Nouyòk',
      description: 'Klinik gratis ak klinik ki pa chè, fon pou ijans, bank manje pou bèt ak lòt èd pou peye swen chat.',
      breadcrumb: 'Èd lajan',
    },
    communityCats: {
      title: 'Yon chat deyò boutik ou',
      description:
        'Yon chat lari devan pòt la, ti chat dèyè bwat yo, yon koloni chat sovaj nan teren an oswa yon chat ki pèdi: sa pou fè nan NYC ak kiyès ki ka ede.',
      breadcrumb: 'Yon chat deyò boutik ou',
    },
    feedback: {
      title: 'Kòmantè',
      description:
        'Rekòmande yon veterinè oswa yon resous, siyale yon enfòmasyon ki pa kòrèk oswa pwopoze yon amelyorasyon.',
      breadcrumb: 'Kòmantè',
    },
    terms: {
      title: 'Kondisyon pou itilize sit la',
      description: 'Kondisyon pou itilize Bodega Cat Care NYC, yon sit pou enfòmasyon.',
      breadcrumb: 'Kondisyon itilizasyon',
    },
    privacy: {
      title: 'Règ sou vi prive',
      description: 'Kisa Bodega Cat Care NYC ranmase, poukisa, ak ki dwa ou genyen.',
      breadcrumb: 'Vi prive',
    },
    about: {
      title: 'Konsènan Bodega Cat Care NYC',
      description: 'Misyon nou, pou ki moun nou travay, kijan nou verifye enfòmasyon nou yo ak kijan pou kontakte nou.',
      breadcrumb: 'Konsènan nou',
    },
  },
  nav: {
    home: 'Akèy',
    emergency: 'Ijans',
    findHelp: 'Jwenn èd',
    dailyCare: 'Swen chak jou',
    spayNeuter: 'Esterilizasyon',
    surrender: 'Renmèt chat',
  },
  landmarks: { primary: 'Meni prensipal', breadcrumb: 'Chemen paj la', footer: 'Pye paj la' },
  skipLink: 'Ale dirèk nan kontni prensipal la',
  header: { free: 'GRATIS', home: 'Akèy' },
  emergencyBar: {
    question: 'Ijans pou chat?',
    open: 'ouvè 24/7',
    callLabel: 'Rele veterinè ijans 24/7 la, {name}, nan {phone}',
  },
  call: {
    button: 'Rele veterinè 24/7',
    homeButton: 'Veterinè 24/7:',
    allHours: '24/7:',
    callNamed: 'Rele {name} nan {phone}',
    openAllHours: 'ouvè 24/7',
  },
  footer: {
    disclaimer:
      'Se enfòmasyon sèlman — se pa konsèy veterinè. Toujou pale ak yon veterinè ki gen lisans sou sante chat ou. An ijans, rele yon lopital bèt ki ouvè 24/7 kounye a.',
  },
  loading: {
    page: 'L ap chaje...',
    emergency: 'Enfòmasyon ijans yo ap chaje...',
    findHelp: 'Resous èd yo ap chaje...',
    dailyCare: 'Enfòmasyon swen chak jou yo ap chaje...',
  },
  offline: {
    notice:
      'Ou pa konekte. Etap ijans yo, premye swen ak lis veterinè yo toujou mache. Pou rele nan telefòn ou pa bezwen entènèt: veterinè ijans 24/7 {phone}.',
  },
  notFound: {
    title: 'Oups! Nou pa jwenn paj la',
    body: 'Paj w ap chèche a pa egziste oswa li chanje plas.',
    homeLink: 'Retounen nan paj akèy la',
  },
  routeError: {
    title: 'Paj sa a pa chaje',
    body: 'Tcheke koneksyon ou epi rechaje paj la. Si chat ou bezwen èd kounye a, rele lopital bèt ki ouvè 24/7 la:',
    call: 'Rele {phone}',
    reload: 'Rechaje paj la',
  },
  back: 'Retounen',
  backToTop: 'Monte anlè',
  newTab: '(li louvri nan yon nouvo onglè)',
  languageMenu: {
    button: 'Lang',
    ours: 'Li sit sa a an',
    notTranslated: 'Paj sa a poko tradui: lyen an ap louvri paj akèy la nan lang sa a.',
    other: 'Lòt lang (tradiksyon otomatik)',
    otherHint: 'Li chaje tradiksyon Google pou paj sa a. Fòk ou gen siyal, e paj la ale jwenn Google.',
    loading: 'L ap chaje...',
    failed: 'Tradiksyon pa disponib',
  },
  languageOffer: 'Gid sa a egziste an kreyòl ayisyen. Li l an kreyòl →',
  translationNotice: {
    title: 'Sou tradiksyon sa a',
    body: 'Tradui soti nan gid angle a nan dat {date}. Okenn pwofesyonèl veterinè ki pale kreyòl poko revize l. Nimewo telefòn yo ak etap yo se menm bagay ak paj angle a.',
    englishLink: 'Li paj angle a',
  },
};
