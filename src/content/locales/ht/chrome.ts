import type { chrome as englishChrome } from '../en/chrome.ts';
import type { Translated } from '../types.ts';

// Haitian Creole page chrome (src/content/locales/en/chrome.ts); words as in docs/glossary/ht.md. Every
// {placeholder} of the English is kept; the code fills in phones, prices and dates.

export const chrome: Translated<typeof englishChrome> = {
  routes: {
    home: {
      title: 'Èd gratis pou swen chat bodega Nouyòk yo',
      breadcrumb: 'Akèy',
    },
    search: {
      title: 'Chèche nan gid swen chat yo',
      breadcrumb: 'Chèche',
    },
    emergency: {
      title: 'Èd ijans pou chat nan Nouyòk — veterinè 24/7 ak premye etap yo',
      breadcrumb: 'Swen ijans',
    },
    check: {
      title: 'Èske se yon ijans? Konnen nan kèk tap',
      breadcrumb: 'Èske se yon ijans?',
    },
    findHelp: {
      title: 'Swen pou chat ki pa chè nan Nouyòk',
      breadcrumb: 'Jwenn èd',
    },
    dailyCare: {
      title: 'Swen chak jou pou chat bodega',
      breadcrumb: 'Swen chak jou',
    },
    spayNeuter: {
      title: 'Esterilize chat bodega ou nan Nouyòk',
      breadcrumb: 'Esterilizasyon',
    },
    surrender: {
      title: 'Renmèt oswa jwenn yon nouvo kay pou yon chat nan Nouyòk',
      breadcrumb: 'Renmèt chat la',
    },
    workingWithRescues: {
      title: 'Travay ak gwoup sovtaj',
      breadcrumb: 'Gwoup sovtaj',
    },
    behavioralWellness: {
      title: 'Konpòtman ak byennèt chat boutik',
      breadcrumb: 'Konpòtman ak byennèt',
    },
    vets: {
      title: 'Lis veterinè Nouyòk',
      breadcrumb: 'Veterinè',
    },
    rehoming: {
      title: 'Èd pou jwenn yon nouvo kay, pa borough',
      breadcrumb: 'Nouvo kay',
    },
    breathing: {
      title: 'Ijans respirasyon pou chat',
      breadcrumb: 'Ijans respirasyon',
    },
    firstAid: {
      title: 'Premye swen ijans pou chat',
      breadcrumb: 'Premye swen',
    },
    feeding: {
      title: 'Gid pou bay chat bodega manje',
      breadcrumb: 'Gid manje',
    },
    grooming: {
      title: 'Swen pwal ak pwòpte pou chat boutik',
      breadcrumb: 'Pwòpte',
    },
    preventiveHealth: {
      title: 'Prevansyon pou sante chat',
      breadcrumb: 'Prevansyon',
    },
    financialAssistance: {
      title: 'Èd lajan pou swen chat nan Nouyòk',
      breadcrumb: 'Èd lajan',
    },
    communityCats: {
      title: 'Yon chat deyò boutik ou',
      breadcrumb: 'Yon chat deyò boutik ou',
    },
    feedback: {
      title: 'Kòmantè',
      breadcrumb: 'Kòmantè',
    },
    terms: {
      title: 'Kondisyon pou itilize sit la',
      breadcrumb: 'Kondisyon itilizasyon',
    },
    privacy: {
      title: 'Règ sou vi prive',
      breadcrumb: 'Vi prive',
    },
    about: {
      title: 'Konsènan Bodega Cat Care NYC',
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
