import type { Translated } from '../types.ts';
import { SURRENDER_FEE_RANGE } from '../../pages/surrender.ts';
import type {
  alternativeOptions as englishAlternativeOptions,
  surrenderPage as englishSurrenderPage,
  surrenderTabs as englishSurrenderTabs,
} from '../../pages/surrender.ts';
import { SPEC_PRICING_DATES } from './resources.ts';

// Spanish copy for /es/surrender, translated from src/content/pages/surrender.ts (terms: docs/glossary/es.md).
// The fee range is the English figure itself; shelters, phones and fees come from the sourced data.

export const surrenderTabs: Translated<typeof englishSurrenderTabs> = [
  { value: 'options', label: 'Dónde entregarlo' },
  { value: 'alternatives', label: 'Otras opciones' },
  { value: 'safety', label: 'Seguridad' },
];

export const surrenderPage: Translated<typeof englishSurrenderPage> = {
  lead: 'A veces una bodega no puede quedarse con su gato — una mudanza, un casero nuevo, una inspección, alergias, dinero. Eso le pasa a muchos dueños. Aquí le decimos cómo encontrarle al gato un próximo hogar seguro.',
  options: {
    title: 'Refugios que reciben gatos',
    intro:
      'NYC Animal Care Centers (ACC) es el refugio de la ciudad. Recibe gatos que entregan sus dueños con cita, y primero le pregunta si le puede ayudar a quedarse con el gato. El espacio cambia, así que llame antes de llevar un gato.',
    fees: `Lo que cobran por recibir un gato es normalmente unos ${SURRENDER_FEE_RANGE} en refugios y grupos de rescate (cifras de ${SPEC_PRICING_DATES}). Cambia según el lugar y con el tiempo — confírmelo con el lugar.`,
    accCentersTitle: 'Centros de ACC por condado',
    otherTitle: 'Otros refugios y centros de adopción',
    otherIntro:
      'No sabemos si estos lugares reciben gatos de sus dueños. Muchos tienen listas de espera o solo reciben gatos del refugio de la ciudad — pregunte primero.',
    checklist: {
      title: 'Antes de entregarlo: lista para prepararse',
      items: [
        'Llame primero y haga una cita si puede.',
        'Junte los papeles del veterinario: vacunas (sobre todo la de la rabia), esterilización, cualquier enfermedad o medicina.',
        'Anote las costumbres del gato: comida, arena, cómo se lleva con la gente, los niños, los perros y otros gatos.',
        'Lleve una identificación con foto y una transportadora fuerte.',
        'Lleve un poco de la comida de siempre del gato para que el cambio no le caiga mal al estómago.',
        'Diga la verdad sobre su salud y su comportamiento — así el refugio le encuentra el hogar correcto.',
      ],
    },
  },
  alternatives: {
    title: 'Otras opciones antes de entregarlo',
    intro: 'Un refugio no es la única salida. Estas opciones pueden mantener al gato fuera del sistema de refugios.',
    organisationsLabel: 'Grupos que pueden ayudar',
    pros: 'A favor',
    cons: 'En contra',
  },
  safety: {
    title: 'Buscarle hogar sin peligro',
    intro:
      'La mayoría de la gente que contesta un anuncio tiene buenas intenciones, pero no todos. Estos pasos protegen al gato y a usted.',
    redFlags: {
      title: 'Señales de alerta',
      items: [
        'Quiere el gato gratis y ya mismo, y no pregunta nada sobre él.',
        'No quiere dar su nombre completo, dirección o teléfono, o no deja que usted lo visite.',
        'Dice que el gato es para otra persona, o para “una finca”, o para “cazar ratas” en un lugar que usted no puede ver.',
        'Quiere varios gatos o gatitos a la vez.',
        'Se enoja o lo presiona cuando usted hace preguntas.',
        'Ofrece pagar más de lo que usted pide, o manda un cheque o un enlace para pagar.',
      ],
    },
    screening: {
      title: 'Cómo escoger a la persona',
      items: [
        'Hágale unas preguntas por escrito o por teléfono: su casa, otras mascotas, las reglas del casero, gatos que ha tenido.',
        'Pídale el nombre de su veterinario y llámelo.',
        'Mire su identificación con foto y anote el nombre y la dirección.',
        'Pida un pago pequeño por el gato — la gente que paga es menos probable que ande buscando animales gratis.',
        'Hágale caso a su instinto. Siempre puede decir que no.',
      ],
    },
    meeting: {
      title: 'Cómo hacer la entrega',
      items: [
        'Encuéntrense primero en un lugar público, o en su bodega en horas de trabajo.',
        'Vaya con un amigo o un compañero de trabajo.',
        'Si puede, lleve usted mismo al gato a su nuevo hogar y mire cómo es.',
        'Firmen un acuerdo sencillo: van a tener al gato adentro, lo van a esterilizar y se lo devuelven si no funciona.',
        'Pida una foto o un mensaje una semana después.',
      ],
    },
    abuse: {
      title: 'Denuncie el maltrato o la crueldad',
      body: 'NYC recibe las denuncias de crueldad contra animales por el 311 (la policía, NYPD, se encarga de las quejas de crueldad). Si un animal está en peligro ahora mismo, llame al 911.',
      gap: 'No hay un número aparte para la crueldad contra animales: use el 311, o el 911 en una emergencia.',
      nonEmergencyLabel: 'Llamar al 311',
      emergencyLabel: 'Llamar al 911',
    },
  },
};

export const alternativeOptions: Translated<typeof englishAlternativeOptions> = [
  {
    id: 'rehoming-networks',
    title: 'Buscarle hogar con su gente',
    description:
      'Busque usted mismo el próximo hogar, con ayuda de grupos de rescate, clientes y vecinos. El gato va directo de su bodega a su nuevo hogar.',
    options: [
      'Pregunte primero a los clientes de siempre, a los empleados, a amigos y a la familia — ya conocen al gato.',
      'Ponga una foto y una descripción honesta en grupos y tablones del barrio.',
      'Pídale a un grupo de rescate de su condado que anuncie al gato o que comparta su anuncio.',
    ],
    pros: [
      'El gato nunca va a un refugio.',
      'Usted escoge el nuevo hogar.',
      'Muchas veces es más rápido que la lista de espera de un refugio.',
    ],
    cons: [
      'Tiene que escoger a la gente usted mismo.',
      'Puede tardar semanas.',
      'El gato se queda con usted hasta que aparezca un hogar.',
    ],
  },
  {
    id: 'tnr-programs',
    title: 'Programas de TNR',
    description:
      'Si el gato vive afuera o es de la comunidad, con TNR (atrapar, esterilizar y soltar) se queda en su territorio, esterilizado y vacunado, con alguien que lo cuida.',
    options: [
      'Tome el curso gratis de TNR y pida trampas prestadas.',
      'Pida ayuda para pagar la operación.',
      'Busque un vecino o un grupo para turnarse dándole comida.',
    ],
    pros: ['El gato se queda en su territorio.', 'No más gatitos.', 'Hay cursos y apoyo gratis.'],
    cons: ['Solo para gatos que pueden vivir afuera.', 'Alguien tiene que darle comida y vigilarlo todos los días.'],
  },
  {
    id: 'temporary-foster',
    title: 'Hogar temporal',
    description:
      'Si el problema es por poco tiempo — una remodelación, una inspección, una enfermedad — un hogar temporal puede cuidar al gato hasta que usted lo pueda recoger, o hasta que un grupo de rescate le encuentre hogar.',
    options: [
      'Pregunte a un grupo de rescate que tenga hogares temporales.',
      'Pídale a un cliente o amigo de confianza que lo cuide por un tiempo fijo.',
      'Pongan por escrito quién paga la comida y el veterinario.',
    ],
    pros: ['El gato puede volver con usted.', 'Menos estrés que un refugio.'],
    cons: [
      'Hay pocos hogares temporales y se llenan rápido.',
      'Algunos grupos de rescate solo cuidan gatos que ellos mismos van a dar en adopción.',
    ],
  },
];
