import type { Translated } from '../types.ts';
import type {
  feedingFigures as englishFeedingFigures,
  feedingPage as englishFeedingPage,
} from '../../pages/feeding.ts';

// Spanish copy for /es/feeding, translated from src/content/pages/feeding.ts (terms: docs/glossary/es.md). The
// figures are written into the copy from the constants below and listed in `feedingFigures`, as in English.

const MEALS_PER_DAY = '3 comidas al día';
const WET_FOOD_LIMIT = 'después de 30 minutos';
const LILY_WARNING = 'Todas las partes del lirio son mortales para los gatos';

export const feedingPage: Translated<typeof englishFeedingPage> = {
  lead: `Buena comida a horas fijas es lo mejor que le puede dar a un gato de bodega: ${MEALS_PER_DAY}, agua fresca, y nada de la lista de peligros.`,
  rules: {
    title: 'Reglas para darle de comer',
    items: [
      'Dele comida de gato que diga “complete and balanced” (completa y balanceada) — no comida de perro, ni solo sobras.',
      'Agua fresca y limpia todos los días, en un plato lejos de la caja de arena.',
      'Dele de comer a las mismas horas todos los días; los gatos se sienten más seguros con una rutina.',
      'Que una sola persona se encargue de darle de comer, para que no coma dos veces.',
      'Pídales con cariño a los clientes que no le den comida al gato — un letrerito junto al mostrador ayuda.',
      'Cambie de comida poco a poco, mezclando un poquito más de la nueva cada día, por más o menos una semana.',
    ],
  },
  foods: {
    title: 'Qué darle de comer',
    list: [
      {
        name: 'Comida húmeda (latas o sobres)',
        details: 'Le da más agua, que es bueno para los riñones y la vejiga — sobre todo en los gatos machos.',
      },
      {
        name: 'Comida seca (croquetas)',
        details:
          'Más barata y dura más. Guárdela en un envase cerrado para que se mantenga fresca y lejos de las plagas.',
      },
      {
        name: 'Una mezcla de las dos',
        details:
          'Muchos dueños le dan comida húmeda por la mañana y por la noche, y una cantidad medida de comida seca al mediodía.',
      },
      {
        name: 'Premios',
        details:
          'Solo una parte pequeña de la comida del día. Un poco de pollo o pescado cocido, sin huesos y sin sazón, está bien como premio.',
      },
    ],
  },
  schedule: {
    title: 'Horario del día',
    intro: `A los gatos adultos les va bien con ${MEALS_PER_DAY}, más o menos a las mismas horas todos los días.`,
    meals: [
      { time: 'Mañana, antes de abrir', what: 'Comida húmeda y agua fresca' },
      { time: 'Mediodía', what: 'Una porción medida de comida seca' },
      { time: 'Noche, después de cerrar', what: 'Comida húmeda; revise el plato del agua' },
    ],
    wetFoodRule: `Quite la comida húmeda ${WET_FOOD_LIMIT} — se daña rápido y atrae moscas y plagas. Lave el plato antes de la próxima comida.`,
  },
  portions: {
    title: 'Cuánto darle',
    items: [
      'Empiece con la cantidad que dice la etiqueta para el peso de su gato, y repártala en las 3 comidas.',
      'Si le da comida húmeda y seca, dé menos de cada una para que el total sea lo que dice la etiqueta — no la cantidad completa de las dos.',
      'Use una taza de medir, para que todos los que le dan de comer le den lo mismo.',
      'Tóquele el cuerpo cada mes: debe sentir las costillas fácilmente, pero no verlas.',
      'Pregúntele a su veterinario cuánto necesita su gato — cambia con la edad, el tamaño y lo activo que sea.',
    ],
  },
  special: {
    title: 'Casos especiales',
    list: [
      {
        who: 'Gatitos',
        details:
          'Necesitan comida de gatito y comidas pequeñas más seguido. Un gatito que deja de comer necesita veterinario pronto.',
      },
      {
        who: 'Gatos viejos',
        details:
          'Pueden necesitar comida más blanda y más agua. Si un gato viejo pierde peso, hay que llevarlo al veterinario.',
      },
      {
        who: 'Gatos gordos',
        details:
          'Mida cada comida, dé menos premios y juegue más con él. Nunca lo ponga a dieta de golpe — dejar de comer es peligroso para los gatos.',
      },
      {
        who: 'Después de esterilizarlo',
        details: 'Necesita menos calorías después; vigile su peso en los meses siguientes.',
      },
      {
        who: 'Después de tener la vejiga tapada',
        details:
          'Dele la comida que receta el veterinario, con más comida húmeda y agua fresca en varios platos, mantenga la caja de arena bien limpia y al gato tranquilo. Un macho que se tapó una vez se puede volver a tapar: vigílelo en la caja.',
      },
      {
        who: 'Un gato que deja de comer',
        details:
          'Si un gato adulto no come en todo un día, llame al veterinario. Los gatos se pueden enfermar gravemente rápido cuando no comen.',
      },
    ],
  },
  safety: {
    title: 'Comidas que envenenan a los gatos',
    intro:
      'Manténgalas fuera de su alcance — detrás del mostrador, en envases cerrados y lejos de los lugares del gato.',
    toxic: [
      {
        food: 'Lirios (comunes en los ramos de flores)',
        why: `${LILY_WARNING} — pétalos, hojas, polen y hasta el agua del florero. No venda ni tenga lirios donde el gato llegue.`,
      },
      {
        food: 'Cebolla y ajo',
        why: 'Crudos, cocidos o en polvo (en sopas, salsas y carne sazonada); dañan los glóbulos rojos de la sangre.',
      },
      { food: 'Chocolate', why: 'Sobre todo el chocolate oscuro y el de hornear.' },
      { food: 'Uvas y pasas', why: 'Pueden dañar los riñones.' },
      {
        food: 'Xilitol',
        why: 'Un endulzante que viene en chicles y dulces sin azúcar y en algunas mantequillas de maní.',
      },
      {
        food: 'Medicinas de personas',
        why: 'Las pastillas para el dolor como el acetaminofén (Tylenol) y el ibuprofeno son veneno para los gatos. Nunca le dé a un gato ninguna medicina de personas.',
      },
      { food: 'Alcohol, café y bebidas energéticas', why: 'Hasta un poquito derramado le puede hacer daño a un gato.' },
      {
        food: 'Veneno para ratas y ratones',
        why: 'También un ratón envenenado que el gato atrape. Mejor use trampas donde el gato no llegue.',
      },
    ],
    notForCatsTitle: 'No son veneno, pero tampoco son para gatos',
    notForCats: [
      {
        food: 'Leche, queso y crema',
        why: 'La mayoría de los gatos adultos no digieren el azúcar de la leche, así que los lácteos muchas veces les dan diarrea. El agua es la única bebida que un gato necesita.',
      },
      {
        food: 'Jamón, salami, papitas y snacks salados',
        why: 'Demasiada sal y grasa, y el sazón muchas veces tiene cebolla o ajo. El pollo cocido sin nada es el premio seguro.',
      },
      {
        food: 'Carne cruda, huevos crudos y huesos',
        why: 'La comida cruda puede traer microbios como la salmonela, y los huesos cocidos se astillan.',
      },
    ],
    emergencyTitle: 'Si su gato comió algo de esto',
    emergency:
      'Llame ya a un hospital de animales 24/7, aunque el gato parezca estar bien. No trate de hacer vomitar al gato.',
    emergencyAction: 'Qué hacer si se envenenó',
    callLabel: 'Llamar 24/7',
  },
  budget: {
    title: 'Consejos para ahorrar',
    intro: 'Cómo darle buena comida a un gato cuando el dinero no alcanza:',
    items: [
      'Compre bolsas grandes de comida seca y cajas de latas — muchas veces sale más barato por comida.',
      'Las marcas de tienda de comida de gato “complete and balanced” están bien.',
      'Mida las porciones: darle de más es botar comida y dinero.',
      'Pregúntele a su distribuidor o a los vecinos por ofertas de comida de gato; algunos grupos de rescate y bancos de comida para mascotas ayudan a los gatos de bodega.',
      'Prevenir es lo más barato: un peso sano evita enfermedades caras más adelante.',
    ],
  },
  wellFed: {
    title: 'Señales de un gato bien alimentado',
    intro: 'Cómo saber si su gato tiene un peso sano, ni muy flaco ni muy gordo:',
    items: [
      'Se le sienten las costillas fácilmente, pero no se le ven',
      'Se le ve la cintura cuando lo mira desde arriba',
      'El pelo suave y brillante',
      'Tiene energía pareja y ganas de jugar',
      'Caca firme y regular',
      'Come con ganas a su hora y no está pidiendo comida todo el tiempo',
    ],
  },
};

export const feedingFigures: Translated<typeof englishFeedingFigures> = [
  MEALS_PER_DAY,
  WET_FOOD_LIMIT,
  ...feedingPage.safety.toxic.map((t) => t.food),
  ...feedingPage.safety.notForCats.map((t) => t.food),
  LILY_WARNING,
];
