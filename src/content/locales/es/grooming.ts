import type { Translated } from '../types.ts';
import type {
  groomingFigures as englishGroomingFigures,
  groomingPage as englishGroomingPage,
} from '../../pages/grooming.ts';

// Spanish copy for /es/grooming, translated from src/content/pages/grooming.ts (terms: docs/glossary/es.md). Prices
// are the English typical NYC ranges, digit for digit; the tab keys stay as in English.

const TOOL_PRICE_RANGE = '$3-50';
const BATH_WATER = '2-3 pulgadas de agua tibia';
const NAIL_TRIM = 'cada 2-3 semanas';

export const groomingPage: Translated<typeof englishGroomingPage> = {
  lead: 'Unos minutos al día mantienen a su gato cómodo, sus estantes más limpios y le dejan ver los problemas a tiempo.',
  tabsLabel: 'Temas de aseo',
  tabs: {
    daily: 'Cuidado diario',
    tools: 'Herramientas',
    bathing: 'Cómo bañarlo',
    problems: 'Problemas comunes',
    professional: 'Peluquería para gatos',
  },
  defaultTab: 'daily',
  daily: {
    title: 'Aseo de todos los días',
    labels: { frequency: 'Cada cuánto', tools: 'Herramientas', tips: 'Consejos', benefit: 'Bueno para el negocio' },
    tasks: [
      {
        task: 'Cepillado',
        frequency: 'Pelo corto: unas cuantas veces por semana. Pelo largo: todos los días',
        tools: ['Cepillo de púas finas', 'Peine de metal'],
        tips: [
          'Cepille en la dirección en que crece el pelo',
          'Que sea un rato corto, y termine con un premio',
          'Aproveche para buscar pulgas y bolitas',
        ],
        businessBenefit: 'Menos pelo suelto en los estantes, el mostrador y la mercancía.',
      },
      {
        task: 'Limpiar los ojos',
        frequency: 'Mírelos todos los días, límpielos cuando haga falta',
        tools: ['Algodones suaves', 'Agua tibia'],
        tips: [
          'Limpie desde la esquina de adentro hacia afuera',
          'Use un algodón nuevo para cada ojo',
          'Si le sale líquido amarillo o verde, necesita veterinario',
        ],
        businessBenefit: 'Un gato con los ojos brillantes se ve sano y bien cuidado ante los clientes.',
      },
      {
        task: 'Cortar las uñas',
        frequency: NAIL_TRIM,
        tools: ['Cortaúñas para gatos', 'Polvo para parar sangrado o maicena, por si una uña sangra'],
        tips: [
          'Corte solo la punta clara — nunca la parte rosada (la carne viva)',
          'Si el gato está nervioso, haga una o dos patas a la vez',
          'Un rascador le gasta las uñas entre un corte y otro',
        ],
        businessBenefit: 'Menos clientes arañados y menos daño a la mercancía y las bolsas.',
      },
      {
        task: 'Cuidado de los dientes',
        frequency: 'Todos los días si puede, o unas cuantas veces por semana',
        tools: [
          'Cepillo de dientes para gatos o cepillo de dedo',
          'Pasta de dientes para gatos (nunca la de personas)',
        ],
        tips: [
          'Empiece dejando que el gato lama la pasta',
          'Cepille la parte de afuera de los dientes, a lo largo de la encía',
          'Encías rojas o muy mal aliento necesitan que lo vea el veterinario',
        ],
        businessBenefit: 'Mejor aliento, y menos tratamientos caros de los dientes más adelante.',
      },
    ],
    routineTitle: 'Una rutina diaria de 10-15 minutos',
    routine: [
      {
        time: 'Mañana, antes de abrir',
        steps: ['Mirada rápida a los ojos, la nariz y el pelo', 'Limpiar la caja de arena', 'Agua fresca y desayuno'],
      },
      {
        time: 'Revisión del mediodía',
        steps: ['¿El gato come y se mueve normal?', 'Limpiarle los ojos si hace falta'],
      },
      {
        time: 'Noche, después de cerrar',
        steps: ['Un rato de cepillado', 'Revisar patas y uñas', 'Cepillar los dientes'],
      },
    ],
  },
  tools: {
    title: 'Herramientas y productos',
    intro: `La mayoría de las herramientas de aseo cuestan ${TOOL_PRICE_RANGE} cada una. No las necesita todas de una vez.`,
    labels: { price: 'Precio común', use: 'Para qué sirve' },
    categories: [
      {
        category: 'Cepillado y pelo',
        items: [
          { name: 'Cepillo de púas finas', price: '$8-15', use: 'Quita el pelo suelto y los nuditos' },
          { name: 'Peine de metal', price: '$5-12', use: 'Encuentra y deshace los nudos' },
          { name: 'Guante para cepillar', price: '$8-15', use: 'Cepillado suave para gatos nerviosos' },
          { name: 'Cepillo para la muda', price: '$15-30', use: 'Temporadas en que bota mucho pelo' },
        ],
      },
      {
        category: 'Uñas y patas',
        items: [
          { name: 'Cortaúñas para gatos', price: '$5-15', use: 'Cortar la punta de las uñas' },
          { name: 'Polvo para parar sangrado', price: '$5-8', use: 'Para la sangre si corta una uña muy corta' },
          { name: 'Rascador', price: '$20-50', use: 'Le gasta las uñas y protege su mercancía' },
        ],
      },
      {
        category: 'Limpieza y dientes',
        items: [
          { name: 'Algodones suaves', price: '$3-5', use: 'Limpiar alrededor de los ojos' },
          { name: 'Cepillo y pasta de dientes para gatos', price: '$5-12', use: 'Cuidado diario de los dientes' },
          { name: 'Champú para gatos', price: '$8-15', use: 'El baño de vez en cuando' },
          { name: 'Transportadora', price: '$25-50', use: 'Viajes seguros a la peluquería o al veterinario' },
        ],
      },
    ],
    starterKitTitle: 'Para empezar: $30-50',
    starterKit: [
      'Cepillo de púas finas',
      'Peine de metal',
      'Cortaúñas para gatos',
      'Cepillo y pasta de dientes para gatos',
    ],
  },
  bathing: {
    title: 'Cómo bañarlo',
    whenTitle: 'Cuándo bañarlo',
    when: 'La mayoría de los gatos nunca necesitan baño — se limpian solos. Báñelo solo cuando el pelo esté sucio o pegajoso con algo que no hace daño, o cuando su veterinario lo diga. Si el gato se ensució con aceite, químicos, anticongelante o algo venenoso, llame primero a un hospital de animales 24/7.',
    stepsTitle: 'Cuatro pasos',
    steps: [
      {
        step: 'Prepárese',
        details:
          'Primero desenrédele el pelo y córtele las uñas. Cierre la puerta, y tenga a mano champú para gatos, un vaso y dos toallas.',
      },
      { step: 'Llene el fregadero', details: `Use ${BATH_WATER} — tibia en su muñeca, nunca caliente.` },
      {
        step: 'Lávelo con cuidado',
        details:
          'Mójele el cuerpo del cuello para abajo, enjabone con champú para gatos, no le eche agua en la cara, los oídos ni los ojos, y enjuague hasta que no quede jabón.',
      },
      {
        step: 'Séquelo y manténgalo calientito',
        details:
          'Séquelo con toalla y téngalo en un cuarto calientito y sin corrientes de aire hasta que esté seco del todo — no cerca de la puerta abierta de la bodega.',
      },
    ],
    safetyTitle: 'Cuidado',
    safety: [
      'Nunca use champú de personas ni de perros — algunos productos para perros son veneno para los gatos.',
      'No bañe a un gato enfermo, muy viejo o preñado a menos que su veterinario lo diga.',
      'Pare si el gato se desespera; mejor que le ayude un peluquero de gatos.',
      'Nunca deje al gato solo en el agua.',
    ],
  },
  problems: {
    title: 'Problemas comunes',
    labels: { solutions: 'Qué probar', help: 'Cuándo buscar ayuda de un profesional' },
    list: [
      {
        problem: 'Nudos y enredos',
        solutions: [
          'Deshaga los nudos pequeños con un peine, aguantando el pelo cerca de la piel',
          'Cepille todos los días a los gatos de pelo largo',
          'Nunca corte los nudos con tijeras — la piel se corta fácil',
        ],
        whenToSeekHelp:
          'Nudos grandes o apretados pegados a la piel: un peluquero de gatos o el veterinario los puede afeitar sin peligro.',
      },
      {
        problem: 'El gato odia que lo cepillen, o muerde cuando lo asea',
        solutions: [
          'Aséelo cuando esté relajado, después de comer',
          'Que sea un minuto o dos, y dele un premio',
          'Empiece con un guante para cepillar en vez de un cepillo',
        ],
        whenToSeekHelp:
          'Si muerde, bufa o le duele cuando lo tocan en un mismo lugar — pídale al veterinario que vea si tiene dolor.',
      },
      {
        problem: 'Bota mucho pelo y bolas de pelo',
        solutions: [
          'Cepíllelo más en la primavera y el otoño: el pelo que usted le saca es pelo que el gato no se traga',
          'Dele una comida de gato completa y agua fresca',
          'Use un cepillo para la muda una vez por semana',
        ],
        whenToSeekHelp:
          'Partes sin pelo, llagas o se rasca todo el tiempo — vaya al veterinario (pulgas, alergias o estrés). También si bota bolas de pelo más de una o dos veces al mes, o hace arcadas sin que le salga nada.',
      },
      {
        problem: 'Pelo grasoso, con caspa o con mal olor',
        solutions: [
          'Cepíllelo seguido para que se reparta la grasa natural',
          'Revise que su comida sea una comida de gato completa',
          'Limpie las partes sucias con un paño húmedo',
        ],
        whenToSeekHelp:
          'Un gato que deja de asearse muchas veces está enfermo o tiene dolor — haga una cita con el veterinario.',
      },
    ],
  },
  professional: {
    title: 'Peluquería profesional para gatos',
    servicesLabel: 'Incluye',
    services: [
      {
        service: 'Aseo básico',
        price: '$40-70',
        includes: ['Baño y secado', 'Cepillado completo', 'Corte de uñas', 'Limpieza de oídos'],
      },
      {
        service: 'Aseo completo',
        price: '$60-100',
        includes: ['Todo lo del básico', 'Quitar nudos', 'Recorte de las partes íntimas', 'Arreglo del pelo'],
      },
      {
        service: 'Corte de león',
        price: '$80-120',
        includes: [
          'El cuerpo rapado, dejando la melena y la punta de la cola',
          'Para gatos de pelo largo con muchos nudos',
        ],
      },
      { service: 'Corte de uñas', price: '$15-25', includes: ['Las cuatro patas', 'Rápido y con poco estrés'] },
    ],
    benefitsTitle: 'Por qué ir a un peluquero de gatos',
    benefits: [
      'Quitan sin peligro los nudos que usted no puede quitar en casa',
      'Un ojo entrenado ve a tiempo bolitas, pulgas y problemas de la piel',
      'Menos estrés para usted y el gato cuando asearlo en casa es una pelea',
    ],
    frequencyTitle: 'Cada cuánto',
    frequency: [
      { who: 'Gatos de pelo corto', when: 'cada 3-4 meses' },
      { who: 'Gatos de pelo largo', when: 'cada 6-8 semanas' },
      { who: 'Gatos viejos', when: 'cada 2-3 meses' },
      { who: 'Corte de uñas', when: 'cada 3-4 semanas' },
    ],
    findTitle: 'Cómo encontrar un peluquero de gatos',
    find: [
      'Pregúntele a su veterinario en quién confía para gatos nerviosos.',
      'Busque peluqueros solo para gatos o con experiencia con gatos; pregunte cómo manejan a un gato asustado.',
      'Los peluqueros móviles pueden venir a la bodega antes de abrir o después de cerrar.',
      'Pregunte el precio antes de la cita — los precios cambian mucho de un lugar a otro.',
    ],
  },
};

export const groomingFigures: Translated<typeof englishGroomingFigures> = {
  daily: [NAIL_TRIM, groomingPage.daily.routineTitle, ...groomingPage.daily.routine.map((r) => r.time)],
  tools: [TOOL_PRICE_RANGE, groomingPage.tools.starterKitTitle],
  bathing: [BATH_WATER],
  problems: groomingPage.problems.list.map((p) => p.problem),
  professional: [
    ...groomingPage.professional.services.map((s) => s.price),
    ...groomingPage.professional.frequency.map((f) => f.when),
  ],
};
