// The chat assistant's own words in Spanish (the English source is src/core/chat-copy.ts). Written, not machine
// translated: plain words a shop owner uses, "usted" throughout. The numbers and the 24/7 name stay as in English.
import type { ChatCopy } from '../../../core/reply-copy.ts';

export const chatCopyEs: ChatCopy = {
  disclaimer: 'Esta información es solo educativa, no es consejo veterinario. Consulte a un veterinario con licencia.',
  safeMedicine:
    'Nunca le dé a su gato ningún medicamento, suplemento o remedio casero, ni un producto para otro animal, a ' +
    'menos que se lo indique un veterinario que haya examinado al gato. Los analgésicos para personas, como el ' +
    'acetaminofén (Tylenol) y el ibuprofeno, son veneno para los gatos. Si su gato ya tomó algo, llame ahora al ' +
    'veterinario 24/7 o al centro de control de envenenamiento de animales.',
  safeVomit:
    'No intente hacer vomitar a su gato en casa (el agua oxigenada y la sal pueden hacerle mucho daño). Llame al ' +
    'veterinario 24/7 o al centro de control de envenenamiento de animales y siga lo que le digan.',
  topicLead: 'Si esto le pasó a su gato, es una emergencia:',
  relatedLead: 'Más sobre esto en nuestras guías:',
  guidesLead: 'Esto lo explican nuestras guías, en estas secciones:',
  moreLead: 'Más de nuestras guías:',
  notFound:
    'No encontré una guía sobre eso. Pruebe [Cuidado diario](/daily-care) o [Buscar ayuda](/find-help), o ' +
    'pregúntele a un veterinario.',
  urgentLabel: 'Vea a un veterinario en las próximas 24 horas',
  urgentOpening:
    'Vea a un veterinario en las próximas 24 horas. Si empeora, vaya ahora a un veterinario de emergencia 24/7.',
  emergencyWord: 'EMERGENCIA',
  callNow: 'Llame ahora al {name}, abierto 24/7:',
  guideWord: 'Guía:',
  guidesWord: 'Guías:',
  fallbackLabel: 'lo que describe puede ser una emergencia',
};

/** The site's pages by name, for links to the Spanish page that answers (by path, without the section). */
export const pageNamesEs: Readonly<Record<string, string>> = {
  '/': 'Inicio',
  '/emergency': 'Emergencias',
  '/breathing': 'Problemas para respirar',
  '/first-aid': 'Primeros auxilios',
  '/daily-care': 'Cuidado diario',
  '/feeding': 'Alimentación',
  '/grooming': 'Aseo',
  '/preventive-health': 'Salud preventiva',
  '/behavioral-wellness': 'Comportamiento y bienestar',
  '/spay-neuter': 'Esterilización',
  '/find-help': 'Buscar ayuda',
  '/vets': 'Veterinarios',
  '/financial-assistance': 'Ayuda para pagar',
  '/community-cats': 'Un gato afuera de su tienda',
  '/rehoming': 'Buscarle un nuevo hogar',
  '/surrender': 'Entregar un gato',
  '/working-with-rescues': 'Trabajar con rescatistas',
  '/about': 'Sobre nosotros',
  '/feedback': 'Comentarios',
  '/terms': 'Términos',
  '/privacy': 'Privacidad',
  '/search': 'Buscar',
};
