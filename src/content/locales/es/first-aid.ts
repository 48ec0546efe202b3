import type { Translated } from '../types.ts';
import { firstAidFigures as englishFirstAidFigures } from '../../pages/first-aid.ts';
import type {
  firstAidPage as englishFirstAidPage,
  firstAidTopics as englishFirstAidTopics,
} from '../../pages/first-aid.ts';

// Spanish copy for /es/first-aid, translated from src/content/pages/first-aid.ts (terms: docs/glossary/es.md).
// The figures keep the English digits (the temperatures are the English values themselves) and are written into
// the copy from `firstAidFigures`, as in English.
// Safety rules (docs/assistant-safety.md): no medicine names or doses, never "make the cat vomit", no diagnosis.

export const firstAidFigures: Translated<typeof englishFirstAidFigures> = {
  ...englishFirstAidFigures,
  pressure: '2-3 minutos',
  coolBurn: '5-10 minutos',
  seizure: '2 minutos',
  burnSize: 'más grandes que una moneda de 25 centavos (a quarter)',
  kitCost: 'menos de $50',
  kitCheck: 'cada 6 meses',
  heartRate: '120-140 latidos por minuto',
  breathing: '20-30 respiraciones por minuto',
};

const f = firstAidFigures;

export const firstAidTopics: Translated<typeof englishFirstAidTopics> = [
  {
    id: 'cuts-wounds',
    title: 'Cortadas y heridas',
    icon: 'bandage',
    steps: [
      'Envuelva al gato en una toalla para que se sienta seguro y no pueda arañar ni morder.',
      `Apriete fuerte la herida con un paño limpio o una gasa por ${f.pressure}. No lo levante para mirar.`,
      'Si la sangre pasa el paño, ponga otro encima y siga apretando.',
      'Cuando pare el sangrado, enjuague las cortadas pequeñas con cuidado con agua limpia o suero salino.',
      'Cubra la herida con gasa, sin apretar, y mantenga al gato adentro y tranquilo.',
    ],
    warnings: [
      'NO saque nada que esté clavado en la herida — déjeselo al veterinario.',
      'NO use una banda apretada (torniquete).',
      'NO le ponga cremas de personas, alcohol ni medicinas en la herida.',
    ],
    whenToCall: [
      'El sangrado no para después de apretar',
      'Una herida profunda o abierta, o una mordida (se infectan rápido)',
      'Algo clavado en la herida',
      'Hinchazón, pus o mal olor en los días después',
    ],
  },
  {
    id: 'breathing',
    title: 'No puede respirar',
    icon: 'wind',
    steps: [
      'Llame ya al veterinario 24/7 — esto es una emergencia.',
      'Mantenga al gato calmado, en silencio y fresco. Aleje a la gente y a otros animales.',
      'Mírele la boca solo si lo puede hacer sin peligro. Si ve un objeto cerca de la entrada, lo puede sacar con cuidado.',
      'Ponga al gato en una transportadora y vaya. Deje entrar aire en el carro o el taxi.',
    ],
    warnings: [
      'NO le meta los dedos en la garganta si no ve ningún objeto.',
      'NO lo apriete alrededor del pecho.',
      'NO le dé comida, agua ni medicinas.',
    ],
    whenToCall: [
      'Siempre, enseguida: respira con la boca abierta, jadea o respira con ruido',
      'Encías o lengua azules, grises o pálidas',
      'Respira más rápido de lo normal cuando descansa',
    ],
  },
  {
    id: 'poisoning',
    title: 'Envenenamiento o contacto con químicos',
    icon: 'flask',
    steps: [
      'Aleje al gato del veneno y abra para que se ventile el cuarto.',
      'Llame ya al veterinario 24/7 o a una línea de control de envenenamiento para animales, aunque el gato parezca estar bien.',
      'Guarde el paquete, la etiqueta o la planta para enseñárselos al veterinario.',
      'Si tiene químico en el pelo o en las patas, envuélvalo en una toalla para que no se lo lama, y pregúntele al veterinario cómo lavarlo.',
    ],
    warnings: [
      'NUNCA trate de hacer vomitar al gato — ni con sal, ni con aceite, ni con agua oxigenada. Eso puede matar a un gato.',
      'NO le dé leche, comida, aceite ni ninguna medicina.',
      'Nunca le dé pastillas para el dolor de personas: el Tylenol (acetaminofén) y el ibuprofeno son veneno para los gatos.',
      'Los lirios matan a los gatos — hasta el polen o el agua del florero.',
    ],
    whenToCall: [
      'Siempre que crea que el gato comió, lamió o tocó algo venenoso',
      'Babea, vomita, tiembla, se tambalea o se desploma',
    ],
  },
  {
    id: 'seizures',
    title: 'Convulsiones',
    icon: 'bolt',
    steps: [
      'Mantenga la calma. Quite los muebles y las cosas de alrededor para que el gato no se lastime.',
      'Mida cuánto dura la convulsión con su teléfono.',
      'Baje las luces y mantenga el lugar en silencio.',
      'Cuando termine, envuelva al gato en una toalla, manténgalo calientito y llame al veterinario.',
    ],
    warnings: ['NO le meta las manos ni nada en la boca.', 'NO sujete al gato contra el piso.'],
    whenToCall: [
      `Una convulsión que dura más de ${f.seizure} — vaya ya`,
      'Más de una convulsión en un día',
      'La primera convulsión que el gato ha tenido en su vida',
    ],
  },
  {
    id: 'burns',
    title: 'Quemaduras',
    icon: 'flame',
    steps: [
      `Enfríe la quemadura con agua fresca de la llave (no helada) por ${f.coolBurn}.`,
      'Séquela con toquecitos suaves y cúbrala, sin apretar, con un paño limpio y húmedo.',
      'Si es una quemadura por químico, póngase guantes y enjuague con mucha agua.',
      'Mantenga al gato calientito con una toalla alrededor del resto del cuerpo.',
    ],
    warnings: ['NO le ponga hielo, mantequilla, aceite ni cremas a una quemadura.', 'NO reviente las ampollas.'],
    whenToCall: [
      `Quemaduras ${f.burnSize}`,
      'Cualquier quemadura en la cara, las patas o las partes íntimas',
      'Quemaduras por electricidad (mordió un cable) o por químicos',
    ],
  },
  {
    id: 'heat-stroke',
    title: 'Golpe de calor',
    icon: 'sun',
    steps: [
      'Lleve al gato enseguida a un lugar fresco y con sombra.',
      'Mójele el pelo con agua fresca (no fría), sobre todo las patas, la barriga y las orejas, y póngale un abanico.',
      'Si el gato está alerta, ofrézcale poquita agua — no lo obligue.',
      `Si tiene un termómetro para mascotas, la temperatura normal es ${f.heatStrokeTemperature}. No se demore en ir al veterinario por medirla.`,
      'Vaya al veterinario aunque el gato parezca estar mejor.',
    ],
    warnings: [
      'NO use hielo ni agua helada — hace que se enfríe más lento.',
      'NO deje a un gato en un carro caliente, en un sótano o en una bodega con la calefacción prendida.',
    ],
    whenToCall: [
      'Siempre — el golpe de calor daña los órganos aunque el gato parezca recuperarse',
      'Jadea, babea, tiene las encías rojo vivo, se tambalea o se desploma',
    ],
  },
];

export const firstAidPage: Translated<typeof englishFirstAidPage> = {
  title: 'Primeros auxilios de emergencia para gatos',
  lead: 'Pasos sencillos para proteger a su gato mientras lo lleva al veterinario.',
  callButton: 'LLAME PRIMERO AL VETERINARIO',
  important: {
    title: 'Importante',
    body: 'Esto es solo para una emergencia, mientras lleva a su gato al veterinario. No reemplaza la atención del veterinario. Siempre llame primero al veterinario.',
  },
  topicsHeading: 'Escoja lo que está pasando',
  topicsIntro: 'Toque un tema para ver los pasos. Se abre un tema a la vez.',
  stepsHeading: 'Qué hacer',
  warningsHeading: 'NO haga esto',
  whenToCallHeading: 'Cuándo llamar al veterinario',
  kit: {
    title: 'Botiquín de primeros auxilios',
    intro: `Puede armar un botiquín básico por ${f.kitCost} (precios comunes, enero de 2025).`,
    essentialHeading: 'Lo necesario',
    additionalHeading: 'Lo que ayuda tener',
    items: [
      { item: 'Gasas y un rollo de gasa', essential: true },
      { item: 'Venda que se pega sola (de las que no se pegan al pelo)', essential: true },
      { item: 'Suero salino estéril para enjuagar heridas y ojos', essential: true },
      { item: 'Tijeras de punta redonda', essential: true },
      { item: 'Guantes desechables', essential: true },
      { item: 'Dos toallas limpias (para envolver al gato)', essential: true },
      { item: 'Una transportadora fuerte', essential: true },
      { item: 'Una tarjeta con el número del veterinario 24/7 y de control de envenenamiento', essential: true },
      { item: 'Termómetro digital para mascotas', essential: false },
      { item: 'Pinzas', essential: false },
      { item: 'Linterna pequeña', essential: false },
      { item: 'Compresa fría (envuélvala en un paño antes de usarla)', essential: false },
      { item: 'Collar de cono para que no se lama', essential: false },
    ],
    noMedicines: 'No guarde medicinas de personas ni agua oxigenada en el botiquín: son peligrosas para los gatos.',
    storageTitle: 'Cómo guardarlo',
    storage: `Guarde todo en una caja que no le entre agua, revise las fechas de vencimiento ${f.kitCheck}, y téngalo donde cualquier empleado lo encuentre rápido.`,
  },
  vitals: {
    title: 'Signos vitales normales del gato',
    rows: [
      { label: 'Temperatura', value: f.temperature },
      { label: 'Latidos del corazón', value: f.heartRate },
      { label: 'Respiración', value: f.breathing },
    ],
    howToCheck:
      'Cómo medirlos: cuente las respiraciones mientras el gato descansa o duerme (cada vez que el pecho sube y baja es una) por 30 segundos y multiplique por dos. Sienta los latidos en el lado izquierdo del pecho, justo detrás de la pata de adelante. Para la temperatura hace falta un termómetro para mascotas — si no sabe cómo, deje que lo haga el veterinario. Si conoce los números normales de su gato, se dará cuenta más fácil cuando algo anda mal.',
  },
  alwaysEmergency: {
    title: 'Siempre es una emergencia',
    intro: 'Vaya ya a un veterinario 24/7 — no espere — si ve cualquiera de estas señales:',
    items: [
      'Problemas para respirar, respira con la boca abierta, o encías azules, grises o pálidas',
      'Un gato macho que puja para orinar y le sale poco o nada',
      'Un sangrado que no para al apretar',
      'Cualquier posible envenenamiento: lirios, Tylenol (acetaminofén), ibuprofeno, veneno para ratas, anticongelante, químicos',
      `Una convulsión de más de ${f.seizure}, o más de una`,
      'Atropellado o se cayó, aunque el gato parezca estar bien',
      'Se desploma, no se puede parar, o de repente arrastra las patas de atrás',
    ],
  },
  prevention: {
    title: 'Cómo prevenir y estar preparado',
    items: [
      'Guarde el número del veterinario 24/7 en el teléfono de cada empleado y póngalo junto a la caja.',
      'No tenga lirios ni ramos de flores en la bodega.',
      'Guarde los productos de limpieza, el veneno para ratas y el anticongelante donde el gato no llegue.',
      'Mantenga al gato lejos de hornos, planchas y calentadores, y fresco en el verano.',
      'Tenga el botiquín y una transportadora listos en un mismo lugar.',
      'Fíjese cómo come, orina y respira su gato normalmente, para notar cualquier cambio a tiempo.',
    ],
  },
  whileYouWait: {
    title: 'Mientras espera al veterinario',
    items: [
      'Mantenga al gato en un lugar tranquilo, oscuro y calientito, o en su transportadora.',
      'Toque al gato lo menos posible, con cuidado y con una toalla.',
      'No le dé comida, agua ni ninguna medicina, a menos que el veterinario lo diga.',
      'Anote qué pasó y a qué hora, y qué pudo haber comido el gato.',
      'Lleve el paquete, la planta o la etiqueta que tenga que ver.',
      'Vigile cómo respira y el color de las encías, y dígale al veterinario si cambian.',
    ],
  },
  bottomLine: {
    title: 'Lo más importante',
    body: 'Los primeros auxilios dan tiempo — no son un tratamiento. Si tiene dudas, llame al veterinario: una llamada rápida no cuesta nada, esperar le puede costar la vida a su gato.',
  },
  printButton: 'Imprimir esta página',
};
