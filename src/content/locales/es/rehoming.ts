import type { Translated } from '../types.ts';
import { REHOMING_FEE_RANGE, rehomingPage as englishRehomingPage } from '../../pages/rehoming.ts';
import { SPEC_PRICING_DATES } from './resources.ts';

// Spanish copy for /es/rehoming, translated from src/content/pages/rehoming.ts (terms: docs/glossary/es.md).
// The fee range is the English figure itself; organisations and phones come from the sourced data.

export const rehomingPage: Translated<typeof englishRehomingPage> = {
  lead: 'Grupos de rescate en cada condado, y una forma paso a paso de encontrarle a su gato de bodega un nuevo hogar seguro.',
  boroughs: {
    title: 'Grupos de rescate por condado',
    intro:
      'La mayoría de los grupos de rescate son pequeños y los llevan voluntarios. Muchas veces están llenos — escriba un mensaje corto y amable con una foto, y tenga paciencia.',
    tabsLabel: 'Condado',
    notes: {
      ...englishRehomingPage.boroughs.notes,
      statenIsland:
        'Solo conocemos un grupo en Staten Island, y no recibe gatos. Pruebe las opciones de toda la ciudad que están abajo.',
    },
    empty:
      'Nuestras fuentes todavía no tienen un grupo de rescate en este condado. Pruebe las opciones de toda la ciudad que están abajo.',
  },
  citywide: {
    title: 'Opciones en toda la ciudad',
    intro: 'Estas sirven en todos los condados.',
  },
  reasons: {
    title: 'Razones comunes para buscarle otro hogar',
    intro: 'Buscarle otro hogar a un gato no es fracasar. Los dueños lo hacen por razones como estas:',
    items: [
      'La bodega va a cerrar, se muda o cambia de dueño.',
      'El casero, un inspector o una regla nueva dice que el gato no se puede quedar.',
      'Alguien en la bodega o en la familia tiene alergia.',
      'Las cuentas del veterinario o la comida cuestan demasiado ahora mismo.',
      'El gato está estresado, enfermo o no está seguro en la bodega (tráfico, clientes, otros animales).',
      'Hay demasiados gatos porque nacieron gatitos.',
    ],
  },
  process: {
    title: 'Cómo funciona entregar un gato a un refugio',
    steps: [
      'Llame a NYC Animal Care Centers (ACC). Le van a preguntar por el gato y puede que le ofrezcan ayuda para que se quede con él.',
      'Si todavía necesita entregarlo, haga una cita.',
      'Lleve al gato en una transportadora, con su identificación y los papeles del veterinario que tenga.',
      'Pague lo que cobren por recibirlo, si cobran. Eso cambia — confírmelo con el lugar.',
      'El refugio revisa la salud y el comportamiento del gato, y después le busca un hogar o un grupo de rescate que trabaje con ellos.',
    ],
    linkLabel: 'Dónde entregarlo y otras opciones',
  },
  selfRehoming: {
    title: 'Buscarle hogar usted mismo',
    items: [
      'Tome fotos claras y escriba una descripción honesta: edad, salud, personalidad, a qué está acostumbrado.',
      'Si puede, esterilícelo y vacúnelo primero — así es más fácil encontrarle hogar.',
      'Compártalo con clientes, amigos, grupos del barrio y grupos de rescate cercanos.',
      'Escoja bien a la gente: preguntas, el nombre de su veterinario, identificación, y visitar la casa o llevarle el gato usted.',
      'Firmen un acuerdo sencillo de que el gato vuelve con usted si no funciona.',
    ],
    fee: `Pida un pago pequeño por el gato — normalmente unos ${REHOMING_FEE_RANGE} (cifras de ${SPEC_PRICING_DATES}). Ayuda a alejar a la gente que busca animales gratis. Puede dárselo a un grupo de rescate o usarlo para el veterinario del gato.`,
    safetyLinkLabel: 'Señales de alerta y cómo hacer la entrega sin peligro',
  },
  emergency: {
    title: 'Contactos de emergencia',
    intro:
      'Si el gato está herido o enfermo ahora mismo, llame primero a un veterinario. Buscarle hogar puede esperar.',
    animalHospital: 'Abierto 24/7 para emergencias',
    cityShelter: 'El refugio de la ciudad: entregar gatos, animales perdidos y encontrados, animales heridos',
    city: 'Problemas con animales que no son emergencia: llame al 311. Un animal en peligro ahora mismo: llame al 911.',
  },
  tips: {
    title: 'Consejos para que salga bien',
    items: [
      'Empiece temprano: encontrar un buen hogar puede tardar semanas.',
      'Diga la verdad sobre la salud y el comportamiento del gato — así no se lo devuelven.',
      'Mande al gato con su comida, el tipo de arena que usa, un juguete y sus papeles del veterinario.',
      'Dele su número al nuevo hogar por si tienen preguntas.',
      'Pregunte cómo va después de una semana.',
    ],
  },
  rescueCard: {
    call: 'Llamar',
    specialty: 'Especialidad',
    services: 'Servicios',
    limits: 'Bueno saber',
    contact: 'Contacto',
  },
};
