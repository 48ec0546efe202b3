import type { Translated } from '../types.ts';
import { VACCINE_COST } from '../../pages/preventive-health.ts';
import type {
  preventiveHealthFigures as englishPreventiveHealthFigures,
  preventiveHealthPage as englishPreventiveHealthPage,
} from '../../pages/preventive-health.ts';

// Spanish copy for /es/preventive-health, translated from src/content/pages/preventive-health.ts (terms:
// docs/glossary/es.md). The vaccine cost is the English figure itself; the tab keys and the checklist's
// `frequency` values (Daily, Weekly, Monthly) stay English because the panel picks its badge colour by them
// (src/components/daily-care/preventive-health-panels.tsx) — the page needs a label for them in each language.
// No medicine names or doses (docs/assistant-safety.md).

const RABIES_REQUIRED = 'Obligatoria por ley en NYC';

export const preventiveHealthPage: Translated<typeof englishPreventiveHealthPage> = {
  lead: 'Un poco de cuidado ahora le evita dolor a su gato y a usted cuentas grandes del veterinario más adelante. Vacunas, una mirada rápida cada día, un chequeo al año y saber las señales de alarma.',
  tabsLabel: 'Temas de salud preventiva',
  tabs: {
    vaccines: 'Vacunas',
    checkups: 'Vigilar su salud',
    preventive: 'Cuidado preventivo',
    warning: 'Señales de alarma',
  },
  defaultTab: 'vaccines',
  vaccines: {
    title: 'Calendario de vacunas',
    agesLabel: 'Dosis de gatito a las',
    boosterLabel: 'Refuerzo',
    costLabel: 'Precio común por vacuna',
    list: [
      {
        vaccine: 'FVRCP (triple felina)',
        ages: ['6-8 semanas', '10-12 semanas', '14-16 semanas'],
        booster: 'refuerzo cada año',
        description:
          'La vacuna básica para todo gato: lo protege del moquillo felino (panleucopenia) y de dos virus comunes de gripe de gato (rinotraqueítis y calicivirus).',
        cost: VACCINE_COST,
      },
      {
        vaccine: 'Rabia',
        ages: ['12-16 semanas'],
        booster: 'refuerzo al 1 año, y después cada 3 años',
        description:
          'La rabia se le puede pasar a las personas. Un gato de bodega está con clientes todos los días, así que tener esta vacuna al día los protege a ellos, a su gato y a su negocio.',
        cost: VACCINE_COST,
        legal: RABIES_REQUIRED,
      },
      {
        vaccine: 'FeLV (leucemia felina)',
        ages: ['8-12 semanas', '12-16 semanas'],
        booster: 'cada año para gatos que salen afuera',
        description:
          'El virus de la leucemia felina se pasa de un gato a otro. Se recomienda para gatitos y para cualquier gato que sale afuera o está con otros gatos.',
        cost: VACCINE_COST,
      },
    ],
    notesTitle: 'Bueno saber',
    notes: [
      'Un gato adulto sin papeles de vacunas puede empezar ahora — su veterinario le dará un calendario para ponerse al día.',
      'Tenga el certificado de la rabia en la bodega, donde lo encuentre rápido.',
      'Su veterinario le dirá si la vacuna de la rabia de su gato es de 1 año o de 3 años.',
      'Es común que el gato esté dormilón el día después de una vacuna. Si se le hincha la cara, vomita o tiene problemas para respirar después de una vacuna, es una emergencia.',
    ],
  },
  checkups: {
    title: 'Lista para vigilar su salud',
    intro:
      'Una mirada rápida toma un minuto. Usted es quien mejor conoce a su gato — anote cualquier cosa nueva y dígasela a su veterinario.',
    frequencyLabel: 'Cada cuánto',
    frequencies: { Daily: 'Todos los días', Weekly: 'Cada semana', Monthly: 'Cada mes' },
    checklist: [
      { item: 'Comida y agua', frequency: 'Daily', notes: '¿Se termina la comida y bebe agua como siempre?' },
      {
        item: 'Caja de arena',
        frequency: 'Daily',
        notes: 'Cantidades normales de orina y caca, sin pujar y sin sangre.',
      },
      {
        item: 'Energía y ánimo',
        frequency: 'Daily',
        notes: 'Si se esconde, duerme mucho más o le hace menos caso a la gente, puede ser que tenga dolor.',
      },
      {
        item: 'Ojos, oídos y nariz',
        frequency: 'Weekly',
        notes: 'Ojos claros, oídos limpios, sin líquido que le salga y sin estornudos.',
      },
      {
        item: 'Pelo y piel',
        frequency: 'Weekly',
        notes: 'Busque pulgas, bolitas, heridas, partes sin pelo o nudos.',
      },
      {
        item: 'Dientes y encías',
        frequency: 'Weekly',
        notes: 'Encías rosadas, sin una línea roja en la encía, sin muy mal aliento.',
      },
      {
        item: 'Peso y forma del cuerpo',
        frequency: 'Monthly',
        notes: 'Debe sentir las costillas debajo de una capa fina de grasa.',
      },
    ],
    examsTitle: 'Chequeos de rutina',
    exams: [
      { group: 'Gatos adultos jóvenes (1-7 años)', schedule: 'Chequeo anual — una vez al año' },
      { group: 'Gatos viejos (7+ años)', schedule: 'Chequeo dos veces al año — cada 6 meses' },
    ],
    examsNote:
      'Los gatos viejos cambian más rápido, así que problemas como la enfermedad de los riñones se encuentran antes con dos visitas al año.',
  },
  preventive: {
    title: 'Cuidado preventivo y precios comunes',
    costLabel: 'Precio común',
    categories: [
      {
        category: 'Pulgas, garrapatas y parásitos',
        items: [
          'Prevención de pulgas, garrapatas y parásitos (lombrices) que su veterinario recomiende para gatos',
          'Nunca use productos contra pulgas para perros en un gato — algunos son veneno para los gatos',
          'Los gatos de bodega están con ratones e insectos, así que la prevención importa todo el año',
        ],
        cost: '$30-50/mes',
      },
      {
        category: 'Cuidado de los dientes',
        items: [
          'Cepillarle los dientes o darle premios para los dientes en casa',
          'Que le revisen los dientes en cada chequeo',
          'Limpieza profesional cuando el veterinario lo diga',
        ],
        cost: '$200-400/año',
      },
      {
        category: 'Comida y arena',
        items: [
          'Comida de gato completa para 3 comidas al día',
          'Agua fresca todos los días',
          'Arena que se hace grumos, limpiada todos los días',
        ],
        cost: '$85-100/mes',
      },
      {
        category: 'Un lugar seguro',
        items: [
          'Un lugar tranquilo para descansar, lejos de la puerta y del tráfico',
          'Rascador, juguetes y un lugar alto para subirse',
          'Veneno para ratas, productos de limpieza y lirios fuera de su alcance',
        ],
        cost: '$100-200/año',
      },
    ],
    totalTitle: 'Cuidado preventivo del veterinario al año',
    total: '$500-1,000/año',
    totalNote:
      'Total común del cuidado preventivo del veterinario (prevención de parásitos y cuidado de los dientes). La comida, la arena y los demás productos van aparte.',
    benefitsTitle: 'Por qué vale la pena prevenir',
    benefits:
      'Las vacunas y los chequeos cuestan mucho menos que tratar una enfermedad encontrada tarde, y un gato sano es un gato más tranquilo y cariñoso con sus clientes.',
  },
  warning: {
    title: 'Señales de alarma',
    earlyTitle: 'Primeras señales de alarma',
    early: [
      'Come menos, o se salta comidas',
      'Bebe u orina mucho más que de costumbre',
      'Se esconde, duerme mucho más o está menos activo',
      'Pierde o gana peso',
      'Vomita más seguido',
      'Cambios en cómo usa la caja de arena',
      'Mal aliento, babea o le cuesta masticar',
      'Dejó de asearse: pelo opaco, grasoso o con nudos',
    ],
    immediateTitle: 'Llame enseguida a un hospital de animales 24/7',
    immediate: [
      'Un gato macho que puja para orinar y le sale poco o nada, o llora en la caja de arena — esto puede matarlo en uno o dos días',
      'Problemas para respirar: respira con la boca abierta, jadea o tiene las encías azules, grises o pálidas',
      'Comió o tocó algo venenoso: cualquier parte de un lirio (hasta el polen o el agua del florero), veneno para ratas, anticongelante, medicinas de personas',
      'Convulsión, se desploma o no se puede parar',
      'Atropellado, se cayó o lo atacó un perro — aunque el gato parezca estar bien',
      'Un sangrado que no para apretando fuerte',
      'Debilidad de repente en las patas de atrás, o arrastra las patas mientras llora',
      'Golpe de calor: jadea mucho, babea, está débil',
    ],
    immediateAction: 'Qué hacer en una emergencia',
    callLabel: 'Llamar 24/7',
    soonTitle: 'Haga una cita con el veterinario en 24-48 horas',
    soon: [
      'Un gato adulto que no come en todo un día (un gatito que no come es más urgente — llame ya)',
      'Vómitos o diarrea que vuelven y vuelven',
      'Una gata que orina fuera de la caja, puja o tiene sangre en la orina',
      'Una herida, algo hinchado o un absceso, o cojea',
      'Le sale líquido del ojo, lo entrecierra o tiene un ojo nublado',
      'Estornuda y le sale moco espeso de la nariz o los ojos',
      'El gato mordió o arañó a alguien y rompió la piel — su veterinario le va a preguntar por su vacuna de la rabia',
    ],
  },
};

export const preventiveHealthFigures: Translated<typeof englishPreventiveHealthFigures> = {
  vaccines: [
    ...preventiveHealthPage.vaccines.list.flatMap((v) => [...v.ages, v.booster]),
    VACCINE_COST,
    RABIES_REQUIRED,
  ],
  checkups: [
    ...preventiveHealthPage.checkups.checklist.map((c) => c.frequency),
    ...preventiveHealthPage.checkups.exams.flatMap((e) => [e.group, e.schedule]),
  ],
  preventive: [...preventiveHealthPage.preventive.categories.map((c) => c.cost), preventiveHealthPage.preventive.total],
  warning: [preventiveHealthPage.warning.soonTitle, ...preventiveHealthPage.warning.immediate],
};
