import type { chrome as englishChrome } from '../en/chrome.ts';
import type { Translated } from '../types.ts';

// The Spanish page chrome (src/content/locales/en/chrome.ts); words as in docs/glossary/es.md. Every {slot} of
// the English text is kept: the code fills in the number, name, place or date.

export const chrome: Translated<typeof englishChrome> = {
  routes: {
    home: {
      title: 'Ayuda gratis para los gatos de bodega de NYC',
      description:
        'Ayuda gratis y en palabras sencillas para quien cuida gatos de bodega y de negocio en NYC: qué hacer en una emergencia, veterinarios 24/7, clínicas de bajo costo, costos, cuidado diario y rescates.',
      breadcrumb: 'Inicio',
    },
    search: {
      title: 'Buscar en las guías',
      description:
        'Busque en todas las guías de Bodega Cat Care NYC: emergencias, veterinarios, costos, comida, esterilización y más.',
      breadcrumb: 'Buscar',
    },
    emergency: {
      title: 'Emergencia con su gato en NYC — veterinarios 24/7 y qué hacer primero',
      description:
        'Qué hacer ya si su gato no puede respirar, está sangrando o se envenenó, y los hospitales de animales de NYC abiertos 24/7.',
      breadcrumb: 'Emergencias',
    },
    check: {
      title: '¿Es una emergencia? Averígüelo en unos toques',
      description:
        '¿No sabe si su gato necesita un veterinario ya? Conteste con unos toques y sepa si debe ir ahora a un hospital de animales 24/7, ver a un veterinario en un día, o cuidarlo en casa.',
      breadcrumb: '¿Es una emergencia?',
    },
    findHelp: {
      title: 'Ayuda de bajo costo para su gato en NYC',
      description:
        'Veterinarios de bajo costo, ayuda para pagar, esterilización, cómo dar un gato en adopción y grupos de rescate para gatos de bodega y de la calle en NYC.',
      breadcrumb: 'Buscar ayuda',
    },
    dailyCare: {
      title: 'Cuidado diario del gato de bodega',
      description:
        'Comida, arena, aseo, vacunas y señales de alarma para gatos que viven en negocios de NYC, y las reglas para gatos de negocio.',
      breadcrumb: 'Cuidado diario',
    },
    spayNeuter: {
      title: 'Esterilice a su gato de bodega en NYC',
      description:
        'Esterilización gratis y de bajo costo en NYC, cómo prepararse y cómo cuidar al gato después de la operación.',
      breadcrumb: 'Esterilización',
    },
    surrender: {
      title: 'Entregar o dar en adopción un gato en NYC',
      description:
        'Refugios, otras opciones antes de entregar un gato y cómo buscarle un nuevo hogar con cuidado en NYC.',
      breadcrumb: 'Entregar un gato',
    },
    workingWithRescues: {
      title: 'Cómo trabajar con grupos de rescate',
      description:
        'Qué puede ofrecer un grupo de rescate a un gato de negocio, buenas señales, señales de alerta y qué preguntar.',
      breadcrumb: 'Grupos de rescate',
    },
    behavioralWellness: {
      title: 'El bienestar y la conducta del gato de negocio',
      description:
        'Señales de estrés, ideas para entretenerlo y soluciones a problemas de conducta comunes en gatos de negocio.',
      breadcrumb: 'Conducta y bienestar',
    },
    vets: {
      title: 'Directorio de veterinarios de NYC',
      description:
        'Hospitales de emergencia y veterinarios de bajo costo en los cinco condados, con la fecha en que se confirmó cada uno.',
      breadcrumb: 'Veterinarios',
    },
    rehoming: {
      title: 'Buscarle un nuevo hogar a un gato, por condado',
      description:
        'Grupos de rescate y adopción de NYC por condado, y cómo buscarle un nuevo hogar a un gato con cuidado.',
      breadcrumb: 'Nuevo hogar',
    },
    breathing: {
      title: 'Emergencia: el gato no puede respirar',
      description:
        'Señales de que la respiración de un gato es una emergencia, qué no hacer y cómo llegar a un veterinario 24/7.',
      breadcrumb: 'No puede respirar',
    },
    firstAid: {
      title: 'Primeros auxilios para gatos',
      description:
        'Primeros auxilios paso a paso para heridas, problemas para respirar, envenenamiento, convulsiones, quemaduras y golpe de calor.',
      breadcrumb: 'Primeros auxilios',
    },
    feeding: {
      title: 'Cómo alimentar al gato de bodega',
      description:
        'Qué, cuándo y cuánto darle de comer a un gato de negocio, las comidas que son veneno y cómo ahorrar.',
      breadcrumb: 'Comida',
    },
    grooming: {
      title: 'Aseo del gato de negocio',
      description: 'Aseo diario, herramientas, baños, problemas comunes y precios de peluquería para gatos en NYC.',
      breadcrumb: 'Aseo',
    },
    preventiveHealth: {
      title: 'Cómo prevenir enfermedades en su gato',
      description:
        'Vacunas, chequeos, costos del cuidado preventivo y las primeras señales de alarma en gatos de negocio.',
      breadcrumb: 'Prevención',
    },
    financialAssistance: {
      title: 'Ayuda para pagar el veterinario en NYC',
      description:
        'Clínicas gratis y de bajo costo, fondos para emergencias, despensas de comida para mascotas y otras ayudas para pagar el cuidado del gato.',
      breadcrumb: 'Ayuda para pagar',
    },
    communityCats: {
      title: 'Un gato afuera de su tienda',
      description:
        'Un gato callejero en la puerta, gatitos detrás de las cajas, una colonia de gatos ferales en el lote o un gato perdido: qué hacer en NYC y quién ayuda.',
      breadcrumb: 'Un gato afuera de su tienda',
    },
    feedback: {
      title: 'Comentarios',
      description: 'Recomiende un veterinario o un recurso, avísenos de un dato equivocado o sugiera una mejora.',
      breadcrumb: 'Comentarios',
    },
    terms: {
      title: 'Condiciones de uso',
      description: 'Condiciones de uso de Bodega Cat Care NYC, un recurso educativo.',
      breadcrumb: 'Condiciones de uso',
    },
    privacy: {
      title: 'Política de privacidad',
      description: 'Qué datos recoge Bodega Cat Care NYC, para qué, y sus derechos.',
      breadcrumb: 'Privacidad',
    },
    about: {
      title: 'Sobre Bodega Cat Care NYC',
      description: 'Nuestra misión, a quién ayudamos, cómo revisamos la información y cómo contactarnos.',
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
