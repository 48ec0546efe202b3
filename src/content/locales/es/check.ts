// Spanish copy for the checker (/es/check): the same names and shape as src/content/pages/check.ts, every string
// translated in plain words a shop owner uses; ids, red-flag ids, icons and paths stay as they are
// (src/content/locales/types.ts). The outcome pages' red-flag steps come from the triage data, not from here.
import type { Translated } from '../types.ts';
import type { checkPage as English } from '../../pages/check.ts';

export const checkPage: Translated<typeof English> = {
  title: '¿Es una emergencia?',
  lead: 'Una pregunta a la vez. Toque la primera respuesta que le aplique. Nada de lo que toca se guarda ni se envía.',
  progress: 'Pregunta {n} de {total}',
  back: 'Atrás',
  startAgain: 'Empezar de nuevo',
  steps: [
    {
      id: 'now',
      question: '¿Su gato tiene alguna de estas señales ahora mismo?',
      hint: 'Si no está seguro, toque la que más se parezca: es más seguro ir.',
      options: [
        {
          flag: 'breathing',
          icon: 'wind',
          text: 'Le cuesta respirar, respira con la boca abierta, o se está ahogando',
        },
        { flag: 'collapse', icon: 'emergency', text: 'Se desplomó, no se puede parar, o casi no despierta' },
        {
          flag: 'seizure',
          icon: 'bolt',
          text: 'Un ataque: tiembla o se sacude y no lo reconoce, ahora o en el último día',
        },
        { flag: 'bleeding', icon: 'bandage', text: 'Sangra y no para aunque usted apriete la herida' },
        { flag: 'hind-legs', icon: 'heart', text: 'De repente arrastra las patas de atrás y llora de dolor' },
      ],
      none: 'No, ninguna de estas',
    },
    {
      id: 'happened',
      question: '¿Pasó alguna de estas cosas?',
      hint: 'Aunque su gato parezca estar bien ahora.',
      options: [
        {
          flag: 'poisoning',
          icon: 'flask',
          text: 'Comió, lamió o mordió un lirio, una medicina, un veneno o un químico',
        },
        { flag: 'trauma', icon: 'car', text: 'Lo golpeó un carro o una bicicleta, lo atacó un perro, o lo patearon' },
        { flag: 'fall', text: 'Se cayó de lo alto: un estante, una ventana, la escalera de incendios' },
        { flag: 'crush', text: 'Quedó atrapado o aplastado: una puerta, el portón, algo pesado' },
        { flag: 'string', text: 'Se tragó un hilo, una cuerda, una cinta o escarcha de Navidad' },
        { flag: 'electrical', text: 'Mordió un cable, le dio corriente, o se quemó' },
        { flag: 'heat-stroke', icon: 'sun', text: 'Tiene mucho calor: jadea o se tambalea en un lugar caliente' },
        { flag: 'hypothermia', text: 'Se quedó encerrado o afuera en el frío, y está frío' },
      ],
      none: 'No, ninguna de estas',
    },
    {
      id: 'pee-birth-kitten',
      question: '¿Es por el orín, un parto o un gatito?',
      options: [
        { flag: 'urinary-blockage', icon: 'droplet', text: 'Puja en la caja de arena y sale poco o nada de orín' },
        { flag: 'no-urine', text: 'Un gato macho lleva 12 horas o más sin orinar' },
        { flag: 'difficult-birth', text: 'Está pariendo: puja una hora sin que salga un gatito, o uno está atascado' },
        { flag: 'fading-kitten', text: 'Un gatito chiquito está frío, flojo o no quiere mamar' },
      ],
      none: 'No, ninguna de estas',
    },
    {
      id: 'signs',
      question: '¿Ve alguna de estas señales?',
      options: [
        { flag: 'vomiting-blood', text: 'Vomita una y otra vez, o hay sangre en el vómito o en la caca' },
        { flag: 'not-eating', text: 'Lleva un día o más sin comer nada' },
        {
          flag: 'eye-injury',
          text: 'Un ojo lastimado: cerrado tras un arañazo, le sale líquido, o tiene algo adentro',
        },
        { flag: 'allergic', text: 'La cara, los labios o la garganta hinchados' },
        { flag: 'jaundice', text: 'Las encías, la piel o lo blanco de los ojos amarillos' },
        { flag: 'swollen-belly', text: 'La barriga dura e hinchada' },
      ],
      none: 'No, ninguna de estas',
    },
    {
      id: 'eating-litter',
      question: '¿Es por la comida, los vómitos o la caja de arena?',
      options: [
        { flag: 'vomiting', text: 'Vomitó más de una vez', worseIf: ['vomiting-blood', 'not-eating'] },
        { flag: 'eating-less', text: 'Come menos de lo normal, o casi nada', worseIf: ['not-eating', 'collapse'] },
        {
          flag: 'peeing-less',
          text: 'Orina menos, fuera de la caja, o el orín sale rosado o con sangre',
          worseIf: ['urinary-blockage', 'no-urine'],
        },
        { flag: 'diarrhea', text: 'Diarrea (caca aguada)', worseIf: ['vomiting-blood', 'collapse'] },
        {
          flag: 'constipation',
          text: 'Dos días sin hacer caca, o puja para hacer caca',
          worseIf: ['urinary-blockage', 'vomiting-blood'],
        },
      ],
      none: 'No, ninguna de estas',
    },
    {
      id: 'other-signs',
      question: '¿Es alguna de estas?',
      options: [
        { flag: 'limping', text: 'Cojea, o no apoya una pata', worseIf: ['hind-legs', 'trauma'] },
        {
          flag: 'wound',
          text: 'Una mordida, una herida que ya no sangra, un bulto o un absceso',
          worseIf: ['bleeding'],
        },
        {
          flag: 'breathing-fast',
          text: 'Respira más rápido de lo normal en reposo, con la boca cerrada',
          worseIf: ['breathing'],
        },
        { flag: 'eye-problem', text: 'Un ojo irritado, entrecerrado o con lagañas', worseIf: ['eye-injury'] },
        {
          flag: 'incision',
          text: 'La herida de una operación se ve roja, hinchada o mojada',
          worseIf: ['bleeding'],
        },
        {
          flag: 'unwell',
          text: 'No es el mismo: se esconde, le duele si lo toca, bebe mucha agua, adelgaza, tose, le molestan los oídos',
          worseIf: ['not-eating', 'breathing', 'collapse'],
        },
      ],
      none: 'No, ninguna de estas',
    },
    {
      id: 'at-home',
      question: '¿Su gato come, orina y se mueve como siempre? Entonces, ¿de qué se trata?',
      options: [
        {
          topic: 'hairball',
          text: 'Una bola de pelo, o vomitó una vez y ya está normal',
          guide: { title: 'Aseo y bolas de pelo', path: '/grooming' },
        },
        {
          topic: 'sneezing',
          text: 'Estornuda de vez en cuando, pero come y juega',
          guide: { title: 'Señales de que un gato está enfermo', path: '/daily-care#sick-signs' },
        },
        {
          topic: 'poop',
          text: 'Hizo caca blanda una vez, y ya está normal',
          guide: { title: 'Lo que dice la caja de arena', path: '/daily-care#litter' },
        },
        {
          topic: 'coat',
          text: 'Pulgas, picazón, nudos en el pelo o uñas',
          guide: { title: 'Aseo', path: '/grooming' },
        },
        {
          topic: 'behaviour',
          text: 'Comportamiento: araña, bufa, un gato nuevo, estrés',
          guide: { title: 'Bienestar y comportamiento', path: '/behavioral-wellness' },
        },
        {
          topic: 'checkup',
          text: 'Comida, peso, vacunas o un chequeo',
          guide: { title: 'Vacunas y chequeos', path: '/preventive-health' },
        },
        {
          topic: 'other',
          text: 'Otra cosa',
          guide: { title: 'Señales de que un gato está enfermo', path: '/daily-care#sick-signs' },
        },
      ],
    },
  ],
  goNow: {
    heading: 'Vaya ahora a un hospital de animales abierto 24/7',
    because: 'Usted nos dijo:',
    callTitle: 'Llame en el camino',
    boroughQuestion: '¿En qué condado está?',
    onTheWay: 'En el camino',
    dont: 'NO haga esto',
    dontGeneral: [
      'No espere a ver si se mejora.',
      'No le dé ninguna medicina, comida ni bebida a menos que el veterinario lo diga.',
    ],
    guide: 'Lea todos los pasos:',
  },
  vet24h: {
    heading: 'Vea a un veterinario en las próximas 24 horas',
    because: 'Usted nos dijo:',
    now: 'Qué hacer ahora',
    worseIf: 'Mejor vaya ahora a un hospital 24/7 si ve:',
    watch: 'Qué vigilar esta noche',
    watchList: [
      '¿Su gato come y bebe? Anote cuándo comió por última vez.',
      '¿Sale orín? Revise la caja de arena en la mañana.',
      '¿Respira tranquilo, con la boca cerrada?',
      '¿Está cada vez más callado, se esconde más, o cuesta despertarlo?',
    ],
    lowCost: 'Veterinarios de bajo costo por condado',
    lowCostNone: 'No tenemos una clínica de bajo costo en {borough}.',
    directory: 'Todos los veterinarios del directorio',
    guide: 'Lea más:',
  },
  home: {
    heading: 'Cuídelo en casa y obsérvelo',
    because: 'Usted nos dijo:',
    guide: 'La guía para esto:',
    callIf: 'Llame a un veterinario si',
    callIfList: [
      'vuelve a pasar, o dura más de un día;',
      'su gato deja de comer, se esconde, o parece tener dolor;',
      'usted está preocupado: nadie conoce a su gato mejor que usted.',
    ],
    goNowIf: 'Vaya ahora a un hospital 24/7 ante cualquier señal que siempre es una emergencia.',
    goNowLink: 'Señales que siempre son una emergencia',
  },
  notFound: 'Esta pregunta no existe.',
};
