import type { Translated } from '../types.ts';
import type {
  rescueGuideSections as englishRescueGuideSections,
  workingWithRescuesPage as englishWorkingWithRescuesPage,
} from '../../pages/working-with-rescues.ts';

// Spanish copy for /es/working-with-rescues, translated from src/content/pages/working-with-rescues.ts (terms:
// docs/glossary/es.md). Written for the shop owner without judging them, as the English is.

export const workingWithRescuesPage: Translated<typeof englishWorkingWithRescuesPage> = {
  lead: 'Los grupos de rescate le pueden ayudar a cuidar a su gato de bodega — con veterinario, cosas que necesita y consejos. Aquí está lo que ofrecen, cómo reconocer un buen grupo, y cómo seguir tomando usted sus propias decisiones.',
  bottomLine: {
    title: 'Lo más importante',
    body: 'A usted le importa su gato, y un buen grupo de rescate lo va a ver. Trabaje con gente que lo respete a usted y a su bodega, pida lo que necesita, y diga que no a lo que no le parezca bien. Juntos pueden mantener sano al gato — ya sea que se quede con usted o que se vaya a otro hogar.',
  },
};

export const rescueGuideSections: Translated<typeof englishRescueGuideSections> = [
  {
    id: 'what-rescues-offer',
    title: 'Lo que ofrecen los grupos de rescate',
    intro: 'Muchos grupos de rescate ayudan a gatos de bodega sin llevárselos. Pregunte qué pueden hacer por usted:',
    items: [
      'Atención médica gratis: esterilización, vacunas y chequeos, muchas veces con clínicas con las que trabajan.',
      'Ayuda en emergencias: ayuda para llevar a un gato enfermo o herido al veterinario, y a veces ayuda para pagar.',
      'Cosas que necesita: comida, arena, transportadoras, y a veces casitas para afuera en el invierno.',
      'Cuidado por un tiempo: un hogar temporal mientras el gato se recupera de una operación o mientras remodelan su bodega.',
      'TNR (atrapar, esterilizar y soltar): atrapan, esterilizan y devuelven a los gatos de la calle para que no nazcan más gatitos.',
    ],
  },
  {
    id: 'good-signs',
    title: 'Buenas señales',
    items: [
      'Le preguntan qué necesita antes de decirle qué hacer.',
      'Le explican desde el principio cuánto cuesta y quién paga.',
      'Le dan un nombre y una forma de comunicarse con ellos.',
      'Respetan que el gato es parte de su bodega.',
      'Le preguntan cómo va después de una visita al veterinario o una operación.',
      'Otros dueños de bodega o vecinos los conocen y confían en ellos.',
    ],
  },
  {
    id: 'red-flags',
    title: 'Señales de alerta',
    items: [
      'Lo amenazan con denunciarlo, o lo hacen sentir mal, para quedarse con el gato.',
      'Se llevan al gato sin un acuerdo claro y firmado.',
      'No le dicen adónde va el gato ni quién lo va a cuidar.',
      'Le piden dinero para “cuentas del veterinario” sin darle recibo.',
      'Ponen fotos de su bodega en internet para criticarlo.',
      'Nadie le puede decir el nombre completo del grupo, su página web o cómo contactarlos.',
    ],
  },
  {
    id: 'questions-to-ask',
    title: 'Preguntas que debe hacer',
    items: [
      '¿Qué van a hacer exactamente por el gato, y cuánto me va a costar?',
      '¿El gato vuelve a mi bodega después de la operación o el tratamiento?',
      '¿Quién va a llevar al gato al veterinario, y cuándo?',
      'Si el gato se va a un nuevo hogar, ¿me lo van a decir?',
      '¿A quién puedo llamar si algo sale mal?',
      '¿Me lo pueden poner por escrito?',
    ],
  },
  {
    id: 'protecting-yourself',
    title: 'Cómo protegerse',
    items: [
      'Tenga cada acuerdo por escrito, aunque sea un mensaje de texto, con nombres y fechas.',
      'Guarde copias de los papeles del veterinario y de los recibos.',
      'Tómele fotos al gato antes de que se vaya con cualquier persona.',
      'No firme nada que no entienda — pídalo en su idioma o tómese su tiempo para leerlo.',
      'Puede cambiar de idea antes de que el gato se vaya.',
    ],
  },
  {
    id: 'common-misunderstandings',
    title: 'Ideas equivocadas comunes',
    items: [
      '“Los grupos de rescate me quieren quitar el gato.” Muchos prefieren ayudarlo a estar sano donde está.',
      '“Si lo esterilizo, ya no va a cazar ratones.” Esterilizarlo no le quita las ganas de cazar.',
      '“Los grupos de rescate tienen mucho espacio.” La mayoría están llenos, los llevan voluntarios y tienen listas de espera.',
      '“La ayuda siempre es gratis.” Alguna ayuda es gratis y otra no — pregunte antes de aceptar.',
      '“Me van a denunciar.” Lo que le importa a un buen grupo de rescate es la salud del gato, no las inspecciones.',
    ],
  },
  {
    id: 'say-yes',
    title: 'Cuándo decir que sí',
    items: [
      'La oferta es clara, está por escrito y usted la entiende.',
      'Ayuda al gato: operación, vacunas, tratamiento, comida.',
      'Le contestan sus preguntas y le dan una forma de comunicarse con ellos.',
    ],
  },
  {
    id: 'say-no',
    title: 'Cuándo decir que no (o todavía no)',
    items: [
      'Lo presionan para que decida ya mismo.',
      'No le dicen adónde va el gato ni quién paga.',
      'Algo no le parece bien. Puede preguntarle a otra persona.',
    ],
  },
  {
    id: 'when-rehoming-may-be-right',
    title: 'Cuándo puede ser mejor buscarle otro hogar',
    intro: 'A veces lo más cariñoso es un nuevo hogar. Eso no es fracasar. Puede ser lo correcto si:',
    items: [
      'El gato se enferma o se lastima seguido en la bodega, o se sale a cada rato al tráfico.',
      'El gato vive muy asustado o estresado por los clientes y el ruido.',
      'No puede conseguir ni pagar el cuidado que necesita, ni siquiera con ayuda.',
      'La bodega va a cerrar, se muda, o ya no puede tener un gato.',
    ],
  },
];
