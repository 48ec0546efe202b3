// The red flags (src/core/triage/flags.ts) in Spanish, keyed by flag id: what the assistant calls each one, its
// guide's title and its first-aid steps. The numbers are the English steps' numbers.
import type { FlagText } from '../../../core/reply-copy.ts';

const GO_NOW = 'Vaya ahora al veterinario de emergencia; llame en el camino para que lo esperen.';
const EMERGENCY_VET = 'Veterinarios de emergencia, abiertos 24/7';
const INJURY = 'Heridas y caídas';
const SICK_SIGNS = 'Señales de que un gato está enfermo';
const FIRST_AID = 'Primeros auxilios de emergencia';

export const redFlagsEs: Readonly<Record<string, FlagText>> = {
  'urinary-blockage': {
    label: 'un gato que hace fuerza para orinar y sale poco o nada puede estar bloqueado',
    guide: 'Bloqueo urinario',
    steps: [
      'Un gato bloqueado puede morir en 24-48 horas. Muchas veces se confunde con estreñimiento.',
      'Vaya ahora al veterinario de emergencia. No espere a ver si se le pasa y no le apriete la barriga.',
    ],
  },
  'no-urine': {
    label: 'un gato macho que no orina en 12 horas o más puede estar bloqueado',
    guide: 'Bloqueo urinario',
    steps: [
      'Un gato macho que no ha orinado en 12 horas puede estar bloqueado, y eso puede matarlo en un día.',
      GO_NOW,
    ],
  },
  poisoning: {
    label: 'posible envenenamiento',
    guide: 'Envenenamiento',
    steps: [
      'Aleje al gato del veneno. Guarde el envase, la etiqueta o la planta para enseñárselo al veterinario.',
      'No lo haga vomitar y no le dé ningún medicamento, leche ni comida.',
      'Los analgésicos para personas, como el acetaminofén (Tylenol) y el ibuprofeno, son veneno para los gatos, aunque sea un pedacito.',
    ],
  },
  'heat-stroke': {
    label: 'golpe de calor',
    guide: 'Primeros auxilios: golpe de calor',
    steps: [
      'Lleve al gato a un lugar fresco. Mójele el pelo con agua fresca, no helada, y deje que le dé el aire.',
      'Vaya ahora al veterinario de emergencia, aunque parezca recuperarse.',
    ],
  },
  breathing: {
    label: 'problemas para respirar',
    guide: 'Emergencia respiratoria',
    steps: [
      'Los gatos normalmente no jadean. Mantenga al gato tranquilo y derecho en una transportadora con aire; no lo sujete a la fuerza.',
      'No le meta nada en la boca. Vaya ahora al veterinario de emergencia.',
    ],
  },
  bleeding: {
    label: 'sangrado',
    guide: 'Sangrado fuerte',
    steps: [
      'Apriete firme un paño limpio o una gasa sobre la herida y siga apretando; no lo levante para mirar.',
      'Si no ha parado después de unos 5 minutos apretando, siga apretando y vaya ahora.',
    ],
  },
  seizure: {
    label: 'una convulsión',
    guide: 'Convulsiones',
    steps: [
      'Aparte las cosas para que el gato no se lastime. No lo sujete y no le meta nada en la boca.',
      'Fíjese en la hora. Deje el cuarto oscuro y en silencio, y vaya al veterinario en cuanto pare.',
    ],
  },
  trauma: {
    label: 'una herida por un vehículo, un animal o un golpe',
    guide: INJURY,
    steps: [
      'Aunque el gato parezca estar bien, puede tener heridas por dentro. Muévalo lo menos posible.',
      'Páselo a una toalla o una tabla, métalo en una transportadora y vaya ahora al veterinario de emergencia.',
    ],
  },
  fall: {
    label: 'una caída desde una altura',
    guide: INJURY,
    steps: [
      'Los gatos que se caen muchas veces esconden heridas en el pecho y la mandíbula y al principio parecen estar bien. Muévalo lo menos posible.',
      GO_NOW,
    ],
  },
  crush: {
    label: 'un aplastamiento',
    guide: INJURY,
    steps: [
      'Un gato aplastado o atrapado puede sangrar por dentro sin que se note. Manténgalo quieto en una transportadora.',
      GO_NOW,
    ],
  },
  collapse: {
    label: 'desmayo o pérdida del conocimiento',
    guide: EMERGENCY_VET,
    steps: ['Fíjese si el gato respira. Manténgalo abrigado y tranquilo, y vaya ahora al veterinario de emergencia.'],
  },
  'hind-legs': {
    label: 'debilidad repentina de las patas de atrás',
    guide: EMERGENCY_VET,
    steps: [
      'La debilidad repentina de las patas de atrás con llanto puede ser un coágulo. Mantenga al gato quieto y vaya ahora.',
    ],
  },
  'not-eating': {
    label: 'no come desde hace un día o más',
    guide: EMERGENCY_VET,
    steps: [
      'Un gato que no come nada en un día o más puede enfermarse gravemente del hígado, sobre todo si es gordo.',
      'No lo obligue a comer. Vea al veterinario de emergencia hoy.',
    ],
  },
  'vomiting-blood': {
    label: 'vómitos repetidos o sangre en el vómito o en las heces',
    guide: EMERGENCY_VET,
    steps: ['Quítele la comida por ahora, pero no el agua. Lleve una foto del vómito o de las heces.', GO_NOW],
  },
  'difficult-birth': {
    label: 'un parto difícil',
    guide: EMERGENCY_VET,
    steps: [
      'Pujar durante una hora sin que salga un gatito, o un gatito atascado, necesita un veterinario ahora. No tire del gatito.',
      GO_NOW,
    ],
  },
  string: {
    label: 'se tragó un hilo, una cuerda o una cinta',
    guide: EMERGENCY_VET,
    steps: [
      'Nunca tire de un hilo que le cuelga de la boca o del trasero: puede cortarle el intestino. Vaya al veterinario ahora.',
    ],
  },
  electrical: {
    label: 'una descarga eléctrica o una quemadura',
    guide: 'Primeros auxilios: quemaduras',
    steps: [
      'Desenchufe la corriente antes de tocar al gato. Enfríe la quemadura con agua fresca corriendo unos minutos.',
      'Después de una descarga se puede juntar líquido en los pulmones horas más tarde. Vaya ahora al veterinario de emergencia.',
    ],
  },
  'eye-injury': {
    label: 'una herida en el ojo',
    guide: FIRST_AID,
    steps: ['No toque ni lave el ojo, y no deje que el gato se lo rasque. Vaya ahora al veterinario de emergencia.'],
  },
  hypothermia: {
    label: 'frío extremo o congelación',
    guide: FIRST_AID,
    steps: [
      'Caliente al gato poco a poco en una manta contra su cuerpo. Nada de secador ni agua caliente. Vaya al veterinario ahora.',
    ],
  },
  'fading-kitten': {
    label: 'un gatito frío, débil o que se apaga',
    guide: EMERGENCY_VET,
    steps: [
      'Caliente al gatito poco a poco contra su cuerpo o con una botella tibia envuelta. No le dé de comer a un gatito frío.',
      GO_NOW,
    ],
  },
  allergic: {
    label: 'la cara hinchada o una reacción alérgica',
    guide: FIRST_AID,
    steps: [
      'La hinchazón de la cara o la garganta puede cerrarle el paso del aire. Vaya ahora al veterinario de emergencia.',
    ],
  },
  jaundice: {
    label: 'encías, piel u ojos amarillos',
    guide: EMERGENCY_VET,
    steps: [
      'Las encías o los ojos amarillos indican un problema del hígado o de la sangre. Vea al veterinario de emergencia hoy.',
    ],
  },
  'swollen-belly': {
    label: 'la barriga dura e hinchada',
    guide: EMERGENCY_VET,
    steps: [
      'Una barriga dura e hinchada puede ser una obstrucción o líquido. No la apriete. Vaya ahora al veterinario de emergencia.',
    ],
  },
  vomiting: {
    label: 'vomitar más de una vez',
    guide: SICK_SIGNS,
    steps: ['Ofrézcale agua. Si vuelve a vomitar, vomita sangre o deja de comer, vaya al veterinario de emergencia.'],
  },
  'eating-less': {
    label: 'no come',
    guide: SICK_SIGNS,
    steps: [
      'Anote cuándo comió por última vez. Un gato que no come nada en todo un día necesita el veterinario de emergencia.',
    ],
  },
  'peeing-less': {
    label: 'orina menos o fuera de la caja, o hay sangre en la orina',
    guide: SICK_SIGNS,
    steps: ['Un gato macho que hace fuerza y no sale nada es una emergencia: vaya ahora si eso empieza.'],
  },
  diarrhea: {
    label: 'diarrea',
    guide: SICK_SIGNS,
    steps: ['Déjele agua fresca. Sangre en las heces o un gato débil y flojo quiere decir que vaya ahora.'],
  },
  constipation: {
    label: 'no hace popó en dos días, o estreñimiento',
    guide: SICK_SIGNS,
    steps: [
      'Revise también la orina: un gato macho que hace fuerza en la caja y orina poco o nada puede estar bloqueado. Eso es una emergencia.',
    ],
  },
  limping: {
    label: 'cojea',
    guide: SICK_SIGNS,
    steps: [
      'Mantenga al gato tranquilo y lejos de lugares altos. Una pata que no apoya en el piso necesita un veterinario hoy.',
    ],
  },
  'breathing-fast': {
    label: 'respira más rápido de lo normal en reposo',
    guide: 'Señales de alarma al respirar',
    steps: [
      'Un gato en reposo respira unas 20-30 veces por minuto. Si abre la boca, la barriga se agita o las encías se ponen azules o pálidas, vaya ahora al veterinario de emergencia.',
    ],
  },
  'eye-problem': {
    label: 'un ojo irritado o entrecerrado',
    guide: SICK_SIGNS,
    steps: [
      'No le ponga gotas para personas. Un ojo que se ve herido, nublado o salido necesita un veterinario ahora.',
    ],
  },
  incision: {
    label: 'una herida de operación roja, hinchada o mojada',
    guide: 'Después de la operación',
    steps: ['Evite que se lama con el cono o una camiseta, y llame hoy a la clínica que lo operó.'],
  },
  wound: {
    label: 'una herida, hinchazón o absceso',
    guide: 'Primeros auxilios: cortes y heridas',
    steps: ['Las mordidas muchas veces se convierten en abscesos. Manténgala limpia y seca; no la apriete.'],
  },
  unwell: {
    label: 'señales de que no se siente bien',
    guide: SICK_SIGNS,
    steps: [
      'Los cambios al esconderse, al beber o en el apetito son la forma en que los gatos muestran que están enfermos. Pida una cita con el veterinario.',
    ],
  },
  'described-emergency': {
    label: 'lo que describe puede ser una emergencia',
    guide: 'Señales que siempre son una emergencia',
    steps: [
      'Señales como estas pueden empeorar rápido, y solo un veterinario puede decir qué tan grave es.',
      'Mantenga al gato tranquilo en una transportadora cerrada y no le dé ningún medicamento. Vaya ahora al veterinario de emergencia; llame en el camino para que lo esperen.',
    ],
  },
};
