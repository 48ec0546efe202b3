import type { chrome as englishChrome } from '../en/chrome.ts';
import type { Translated } from '../types.ts';

// The Spanish page chrome (src/content/locales/en/chrome.ts); words as in docs/glossary/es.md. Every {slot} of
// the English text is kept: the code fills in the number, name, place or date.

export const chrome: Translated<typeof englishChrome> = {
  routes: {
    home: {
      title: 'Ayuda gratis para los gatos de bodega de NYC',
      breadcrumb: 'Inicio',
    },
    search: {
      title: 'Buscar en las guías',
      breadcrumb: 'Buscar',
    },
    emergency: {
      title: 'Emergencia con su gato en NYC — veterinarios 24/7 y qué hacer primero',
      breadcrumb: 'Emergencias',
    },
    check: {
      title: '¿Es una emergencia? Averígüelo en unos toques',
      breadcrumb: '¿Es una emergencia?',
    },
    findHelp: {
      title: 'Ayuda de bajo costo para su gato en NYC',
      breadcrumb: 'Buscar ayuda',
    },
    dailyCare: {
      title: 'Cuidado diario del gato de bodega',
      breadcrumb: 'Cuidado diario',
    },
    spayNeuter: {
      title: 'Esterilice a su gato de bodega en NYC',
      breadcrumb: 'Esterilización',
    },
    surrender: {
      title: 'Entregar o dar en adopción un gato en NYC',
      breadcrumb: 'Entregar un gato',
    },
    workingWithRescues: {
      title: 'Cómo trabajar con grupos de rescate',
      breadcrumb: 'Grupos de rescate',
    },
    behavioralWellness: {
      title: 'El bienestar y la conducta del gato de negocio',
      breadcrumb: 'Conducta y bienestar',
    },
    vets: {
      title: 'Directorio de veterinarios de NYC',
      breadcrumb: 'Veterinarios',
    },
    rehoming: {
      title: 'Buscarle un nuevo hogar a un gato, por condado',
      breadcrumb: 'Nuevo hogar',
    },
    breathing: {
      title: 'Emergencia: el gato no puede respirar',
      breadcrumb: 'No puede respirar',
    },
    firstAid: {
      title: 'Primeros auxilios para gatos',
      breadcrumb: 'Primeros auxilios',
    },
    feeding: {
      title: 'Cómo alimentar al gato de bodega',
      breadcrumb: 'Comida',
    },
    grooming: {
      title: 'Aseo del gato de negocio',
      breadcrumb: 'Aseo',
    },
    preventiveHealth: {
      title: 'Cómo prevenir enfermedades en su gato',
      breadcrumb: 'Prevención',
    },
    financialAssistance: {
      title: 'Ayuda para pagar el veterinario en NYC',
      breadcrumb: 'Ayuda para pagar',
    },
    communityCats: {
      title: 'Un gato afuera de su tienda',
      breadcrumb: 'Un gato afuera de su tienda',
    },
    feedback: {
      title: 'Comentarios',
      breadcrumb: 'Comentarios',
    },
    terms: {
      title: 'Condiciones de uso',
      breadcrumb: 'Condiciones de uso',
    },
    privacy: {
      title: 'Política de privacidad',
      breadcrumb: 'Privacidad',
    },
    about: {
      title: 'Sobre Bodega Cat Care NYC',
      breadcrumb: 'Quiénes somos',
    },
  },
  nav: {
    home: 'Inicio',
    emergency: 'Emergencia',
    findHelp: 'Buscar ayuda',
    dailyCare: 'Cuidado diario',
    spayNeuter: 'Esterilización',
    surrender: 'Entregar',
  },
  landmarks: { primary: 'Principal', breadcrumb: 'Ruta de navegación', footer: 'Pie de página' },
  skipLink: 'Saltar al contenido principal',
  header: { free: 'GRATIS', home: 'Inicio' },
  emergencyBar: {
    question: '¿Emergencia con su gato?',
    open: 'abierto 24/7',
    callLabel: 'Llame al veterinario de emergencia 24/7, {name}, al {phone}',
  },
  call: {
    button: 'Llame al veterinario 24/7',
    homeButton: 'Veterinario 24/7:',
    allHours: '24/7:',
    callNamed: 'Llame a {name} al {phone}',
    openAllHours: 'abierto 24/7',
  },
  footer: {
    disclaimer:
      'Solo información educativa — no es un consejo veterinario. Consulte siempre con un veterinario con licencia sobre la salud de su gato. En una emergencia, llame ya a un hospital de animales 24/7.',
  },
  loading: {
    page: 'Cargando...',
    emergency: 'Cargando la información de emergencia...',
    findHelp: 'Cargando los recursos de ayuda...',
    dailyCare: 'Cargando la información de cuidado diario...',
  },
  offline: {
    notice:
      'No tiene internet. Los pasos de emergencia, los primeros auxilios y la lista de veterinarios siguen funcionando. Para llamar no hace falta internet: veterinario de emergencia 24/7 {phone}.',
  },
  notFound: {
    title: 'No encontramos esta página',
    body: 'La página que busca no existe o se movió.',
    homeLink: 'Volver al inicio',
  },
  routeError: {
    title: 'Esta página no cargó',
    body: 'Revise su conexión y vuelva a cargar la página. Si su gato necesita ayuda ya, llame al hospital de animales 24/7:',
    call: 'Llame al {phone}',
    reload: 'Volver a cargar la página',
  },
  back: 'Atrás',
  backToTop: 'Volver arriba',
  newTab: '(se abre en otra pestaña)',
  languageMenu: {
    button: 'Idioma',
    ours: 'Lea este sitio en',
    notTranslated: 'Esta página todavía no está traducida: el enlace abre la página de inicio en ese idioma.',
    other: 'Otros idiomas (traducción automática)',
    otherHint: 'Carga la traducción de Google de esta página. Necesita señal, y la página se envía a Google.',
    loading: 'Cargando...',
    failed: 'La traducción no está disponible',
  },
  languageOffer: 'Lea esta guía en español',
  translationNotice: {
    title: 'Sobre esta traducción',
    body: 'Traducido de la guía en inglés el {date}. Todavía no lo ha revisado un profesional veterinario que hable español como lengua materna. Los números de teléfono y los pasos son los mismos que en la página en inglés.',
    englishLink: 'Leer la página en inglés',
  },
};
