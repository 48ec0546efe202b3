import type { Translated } from '../types.ts';
import type {
  behavioralWellnessFigures as englishBehavioralWellnessFigures,
  behavioralWellnessPage as englishBehavioralWellnessPage,
} from '../../pages/behavioral-wellness.ts';

// Spanish copy for /es/behavioral-wellness, translated from src/content/pages/behavioral-wellness.ts (terms:
// docs/glossary/es.md). Tab and severity keys stay as in English; their labels are translated.

const BEHAVIOR_CHANGE_LIMIT = 'más de 3 días';

export const behavioralWellnessPage: Translated<typeof englishBehavioralWellnessPage> = {
  lead: 'Una bodega es un lugar muy movido para un gato: puertas, entregas, ruido y gente extraña. Estas señales, ideas y soluciones ayudan a que su gato se sienta seguro — y un gato tranquilo es mejor compañía para los clientes.',
  tabsLabel: 'Temas de comportamiento y bienestar',
  tabs: {
    stress: 'Señales de estrés',
    enrichment: 'Entretenimiento',
    problems: 'Problemas comunes',
  },
  defaultTab: 'stress',
  severityLabels: { mild: 'Leve', moderate: 'Moderado', severe: 'Grave' },
  stress: {
    title: 'Señales de estrés',
    intro: 'El estrés no es portarse mal. Es el gato diciéndole que algo anda mal.',
    actionLabel: 'Qué hacer',
    signs: [
      {
        sign: 'Se esconde más que de costumbre',
        severity: 'mild',
        action: 'Dele un escondite tranquilo lejos de la puerta, y no lo saque a la fuerza.',
      },
      {
        sign: 'Se lame demasiado en un mismo lugar',
        severity: 'mild',
        action: 'Fíjese qué cambió (un ruido nuevo, mercancía nueva, otro animal). Juegue más con él.',
      },
      {
        sign: 'Mueve la cola o echa las orejas hacia atrás cuando se acercan los clientes',
        severity: 'mild',
        action: 'Pídales a los clientes que dejen que el gato se acerque a ellos; dele un lugar alto donde subirse.',
      },
      {
        sign: 'Orina o hace caca fuera de la caja de arena',
        severity: 'moderate',
        action:
          'Limpie el lugar con un limpiador de enzimas, mantenga la caja limpia, y llame a su veterinario — puede ser dolor.',
      },
      {
        sign: 'Duerme mucho más que antes, o no le interesa jugar ni la gente',
        severity: 'moderate',
        action:
          'Un gato adulto sano duerme de 12 a 16 horas al día, así que las siestas largas son normales. Lo que cuenta es el cambio: si dura más de uno o dos días, llame a su veterinario — puede ser dolor.',
      },
      {
        sign: 'Come menos',
        severity: 'moderate',
        action: 'Dele de comer en un lugar tranquilo. Si no come en todo un día, llame a su veterinario.',
      },
      {
        sign: 'Bufa, da zarpazos o muerde',
        severity: 'moderate',
        action: 'Dele espacio al gato y un lugar donde esconderse; avísele a los clientes que no lo toquen por ahora.',
      },
      {
        sign: 'No come nada, o se esconde y no sale',
        severity: 'severe',
        action: 'Llame a su veterinario hoy — puede ser una enfermedad, no solo estrés.',
      },
      {
        sign: 'Llora en la caja de arena o puja',
        severity: 'severe',
        action: 'Esto es una emergencia, sobre todo en un gato macho. Llame ya a un hospital de animales 24/7.',
      },
    ],
  },
  enrichment: {
    title: 'Ideas para entretenerlo',
    intro: 'Entretenerlo es darle al gato cosas que hacer. La mayoría de las ideas cuestan poco o nada.',
    categories: [
      {
        category: 'Juego',
        ideas: [
          'Dos ratos cortos de juego al día con una varita con plumas',
          'Bolitas de papel arrugado y tapas de botella (grandes, para que no se las trague)',
          'Cambie los juguetes de vez en cuando para que parezcan nuevos',
        ],
      },
      {
        category: 'Trepar y lugares altos',
        ideas: [
          'Una repisa o un árbol para gatos en alto, lejos de la puerta',
          'Un lugar en la ventana para mirar la calle',
          'Deje libre un estante alto y seguro que sea del gato',
        ],
      },
      {
        category: 'Esconderse y descansar',
        ideas: [
          'Una caja de cartón con una mantita en una esquina tranquila',
          'Una camita detrás del mostrador, lejos de donde camina la gente',
          'Un lugar para descansar donde los clientes no lleguen',
        ],
      },
      {
        category: 'Juegos con comida',
        ideas: [
          'Esconda unas cuantas croquetas por la bodega',
          'Un juguete para comida o un cartón de huevos con croquetas adentro',
          'Riegue parte de una comida para que el gato la busque como si cazara',
        ],
      },
      {
        category: 'Rascar',
        ideas: [
          'Un rascador fuerte cerca del lugar favorito del gato',
          'Los rascadores de cartón son baratos y les encantan',
          'Dele un premio cuando use el rascador',
        ],
      },
    ],
  },
  problems: {
    title: 'Problemas de comportamiento comunes',
    solutionsLabel: 'Lo que ayuda',
    list: [
      {
        problem: 'Araña la mercancía o los muebles',
        solutions: [
          'Ponga un rascador justo al lado de ese lugar',
          'Cubra ese lugar con papel de aluminio o cinta adhesiva por un tiempo',
          'Córtele las uñas cada 2-3 semanas',
        ],
      },
      {
        problem: 'Se sale corriendo por la puerta',
        solutions: [
          'Dele al gato un lugar favorito lejos de la entrada',
          'Dele de comer y juegue con él lejos de la puerta',
          'Asegúrese de que esté esterilizado y tenga microchip',
        ],
      },
      {
        problem: 'Muerde o araña a los clientes',
        solutions: [
          'Un letrero pidiendo a los clientes que no carguen al gato',
          'Deje que el gato se acerque a la gente, no al revés',
          'Si de repente se pone agresivo, puede ser dolor — llévelo al veterinario',
        ],
      },
      {
        problem: 'Dos gatos que pelean',
        solutions: [
          'Dele a cada gato su propio plato de comida, agua, caja de arena y lugar para descansar, lejos de los del otro',
          'Después de una pelea fuerte, sepárelos por unos días, y después déjelos verse otra vez poco a poco, con comida y juego',
          'Esterilice a los dos: pelean mucho menos después',
          'Una mordida o un arañazo de una pelea se puede volver un absceso — llévelo al veterinario en un día',
        ],
      },
      {
        problem: 'Le bufa a una persona (un empleado nuevo, un repartidor)',
        solutions: [
          'Deje que esa persona le dé la comida y los premios por un tiempo',
          'Pídale que no trate de agarrar ni cargar al gato; que deje que el gato se le acerque',
          'Dele al gato un lugar alto o un escondite lejos de donde trabaja esa persona',
        ],
      },
      {
        problem: 'Maúlla fuerte o corre por todos lados de noche',
        solutions: [
          'Un rato largo de juego y una comida justo antes de cerrar',
          'Esterilícelo — los maullidos fuertes son comunes en los gatos sin esterilizar',
          'Una camita calientita y una lucecita de noche',
        ],
      },
      {
        problem: 'Marca con orina (paredes y mercancía)',
        solutions: [
          'Esterilícelo: la mayoría de los gatos dejan de marcar después de la operación',
          'Limpie cada lugar con un limpiador de enzimas, para que el olor no haga que el gato vuelva',
          'Tape la vista de la ventana o la puerta para que no vea gatos de afuera',
          'Si empieza a marcar de repente, puede ser un problema de la vejiga — llévelo al veterinario',
        ],
      },
      {
        problem: 'Orina fuera de la caja',
        solutions: [
          'Saque los grumos todos los días y limpie toda la caja 2 veces por semana',
          'Ponga la caja en un lugar tranquilo',
          'Llame al veterinario: muchas veces es un problema de la vejiga, no maldad',
        ],
      },
    ],
  },
  professionalHelp: {
    title: 'Cuándo buscar ayuda de un profesional',
    body: `Si un cambio de comportamiento dura ${BEHAVIOR_CHANGE_LIMIT}, hable con un veterinario. Muchos “problemas de comportamiento” son dolor o enfermedad, y el veterinario puede revisar eso primero y mandarlo a un especialista en comportamiento.`,
  },
};

export const behavioralWellnessFigures: Translated<typeof englishBehavioralWellnessFigures> = [BEHAVIOR_CHANGE_LIMIT];
