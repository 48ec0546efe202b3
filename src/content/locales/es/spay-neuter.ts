import type { Translated } from '../types.ts';
import { spayNeuterFigures as englishSpayNeuterFigures } from '../../pages/spay-neuter.ts';
import { SPEC_PRICING_DATES } from './resources.ts';
import type {
  resourceHubLinks as englishResourceHubLinks,
  spayNeuterPage as englishSpayNeuterPage,
} from '../../pages/spay-neuter.ts';

// Spanish copy for /es/spay-neuter, translated from src/content/pages/spay-neuter.ts (terms: docs/glossary/es.md).
// The figures are the English ones (only the word "free" is translated) and are written into the copy from
// `spayNeuterFigures`, as in English.

export const spayNeuterFigures: Translated<typeof englishSpayNeuterFigures> = {
  ...englishSpayNeuterFigures,
  mobileFree: 'gratis',
};

const f = spayNeuterFigures;

export const spayNeuterPage: Translated<typeof englishSpayNeuterPage> = {
  lead: 'Esterilizar o castrar a su gato de bodega evita camadas de sorpresa y le da una vida más tranquila al gato y al negocio. En NYC hay opciones gratis y de bajo costo — aquí le decimos cómo encontrar una y cómo prepararse.',
  why: {
    title: 'Por qué esterilizar o castrar a su gato de bodega',
    items: [
      'No hay gatitos de sorpresa. Una gata de bodega sin esterilizar puede convertirse en cinco gatos en pocos meses.',
      'Menos orina marcando, menos maullidos fuertes y menos peleas, así que la bodega huele y suena mejor.',
      'Se va menos de paseo: un gato esterilizado se queda más cerca de la bodega y lejos del tráfico.',
      'Menos riesgo de algunos cánceres y de infecciones de la matriz más adelante.',
      'Los grupos de rescate y de TNR le pueden ayudar más fácil con un gato que ya está esterilizado.',
    ],
  },
  citywide: {
    title: 'Programas de bajo costo en toda la ciudad',
    intro:
      'Estos programas atienden a gente de toda la ciudad. Las listas de espera pueden ser largas, así que llame o apúntese temprano.',
  },
  brooklyn: {
    title: 'Opciones en Brooklyn',
    intro:
      'Clínicas en Brooklyn con esterilización de bajo costo. Si una clínica no tiene aquí un teléfono confirmado, revise su página web o pregúntele a un grupo de rescate del barrio cómo hacer la cita.',
  },
  communityCats: {
    title: 'Ayuda para gatos de la calle (comunitarios)',
    intro:
      'Si el gato vive afuera y usted hace TNR (atrapar, esterilizar y soltar), este programa le puede ayudar a pagar la operación.',
  },
  costs: {
    title: 'Cuánto cuesta y quién recibe ayuda',
    intro: `Los precios de abajo son las cifras comunes que teníamos en ${SPEC_PRICING_DATES}. Los precios y las reglas cambian — confírmelo con el lugar antes de ir.`,
    items: [
      `En un veterinario privado, esterilizar o castrar cuesta normalmente unos ${f.typicalRange}.`,
      `Un programa móvil ha sido ${f.mobileFree} o de unos ${f.mobileFee} para personas con ingresos en el hogar de menos de ${f.mobileIncomeLimit} o que reciben ayuda del gobierno.`,
      `Algunas clínicas de bajo costo cobran unos ${f.spay} por esterilizar una hembra y ${f.neuter} por castrar un macho, o unos ${f.spayAssisted} / ${f.neuterAssisted} si recibe ayuda del gobierno.`,
      `Límites de ingresos que puede ver: unos ${f.reducedRateIncomeLimit} al año para las listas de precio rebajado, y unos ${f.communityCenterIncomeLimit} para los centros veterinarios comunitarios.`,
    ],
    note: 'Cuando nuestras fuentes dan el precio o la regla de un lugar, está en la tarjeta de ese lugar, con la fecha. Si una tarjeta dice “confírmelo con el lugar”, el precio o la regla puede haber cambiado.',
  },
  documents: {
    title: 'Papeles que debe llevar para pedir ayuda con el pago',
    items: [
      'Identificación con foto y prueba de su dirección en NYC.',
      'Prueba de ayuda del gobierno si la tiene: Medicaid, SNAP (cupones de alimentos), SSI, discapacidad, o un recibo de renta de vivienda pública.',
      'Si no, prueba de ingresos: la declaración de impuestos del año pasado o dos talones de pago recientes.',
      'Los papeles de vacunas del gato, si los tiene.',
    ],
  },
  preSurgery: {
    title: 'Antes de la operación: lista',
    items: [
      'Haga la cita con 2-4 semanas de tiempo — las clínicas de bajo costo se llenan rápido.',
      'Nada de comida por unas 12 horas antes de la operación (ayuno de 12 horas). Siga al pie de la letra lo que diga la clínica sobre comida y agua.',
      'Consiga una transportadora fuerte con una toalla adentro. Un gato por transportadora.',
      'Planifique cómo va a ir y volver, y quién se queda cuidando la bodega.',
      'Lleve sus papeles y los papeles de vacunas que tenga.',
      'Dígale a la clínica si la gata está preñada o en celo, o si el gato está enfermo o es muy asustadizo.',
    ],
  },
  postSurgery: {
    title: 'Después de la operación: cuidados en la bodega o en la casa',
    items: [
      'Mantenga al gato adentro en un cuarto tranquilo y calientito por 7-10 días, lejos de los clientes y de otros animales.',
      'Mírele la herida una vez al día: un poco rojo es normal; hinchado, sangrando o con pus no lo es.',
      'No deje que se lama ni se muerda la herida — use el cono o la camisita que le da la clínica.',
      'Nada de brincar, nada de baños y nada de juego brusco hasta que el veterinario diga que la herida sanó.',
      'Use papel picado o arena de papel por unos días para que la arena no se pegue a la herida.',
      'Ofrézcale una comida pequeña cuando regresen, y su comida normal al otro día, a menos que la clínica diga otra cosa.',
    ],
  },
  emergency: {
    title: 'Llame ya a un veterinario si, después de la operación, su gato:',
    items: [
      'sangra por la herida y no para, o la herida se abrió;',
      'tiene las encías pálidas o azules, o problemas para respirar;',
      'no se puede parar, o está muy débil o frío;',
      'vomita una y otra vez, o no come por más de un día;',
      'puja para orinar y no le sale nada.',
    ],
    callLabel: 'Llame al hospital de animales 24/7',
  },
  hub: {
    title: 'Todo para el gato de bodega',
    intro: 'Todo lo demás que necesita un gato de bodega, en un solo lugar.',
    whyItMatters: {
      title: 'Por qué importa',
      body: 'Un gato de bodega sano, esterilizado y vacunado mantiene lejos a los ratones, contentos a los clientes y a usted sin problemas. No tiene que hacerlo solo — hay ayuda gratis y de bajo costo.',
    },
  },
  providerCard: {
    cost: 'Costo',
    whoQualifies: 'Quién califica',
    book: 'Pida cita en línea',
    bookWith: 'con {name}',
  },
};

export const resourceHubLinks: Translated<typeof englishResourceHubLinks> = [
  {
    title: 'Veterinarios',
    body: 'Clínicas de bajo costo y hospitales 24/7 en los cinco condados.',
    route: 'vets',
    linkLabel: 'Buscar un veterinario',
  },
  {
    title: 'Ayuda económica',
    body: 'Programas que ayudan a pagar el veterinario, y cómo pedirlos.',
    route: 'financialAssistance',
    linkLabel: 'Ayuda para pagar',
  },
  {
    title: 'Comida',
    body: 'Qué darle de comer a un gato de bodega y cada cuánto, sin gastar mucho.',
    route: 'feeding',
    linkLabel: 'Guía de comida',
  },
  {
    title: 'TNR',
    body: 'Atrapar, esterilizar y soltar gatos de la calle, y cómo ayudan los grupos de rescate.',
    route: 'workingWithRescues',
    linkLabel: 'Trabajar con grupos de rescate',
  },
  {
    title: 'Seguridad',
    body: 'Señales de emergencia y qué hacer primero.',
    route: 'emergency',
    linkLabel: 'Emergencias',
  },
  {
    title: 'Grupos de rescate',
    body: 'Grupos de rescate por condado.',
    route: 'rehoming',
    linkLabel: 'Grupos de rescate por condado',
  },
];
