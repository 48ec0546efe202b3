import type { Translated } from '../types.ts';
import { aboutPage as englishAboutPage } from '../../pages/about.ts';

// Spanish copy for /es/about, translated from src/content/pages/about.ts (terms: docs/glossary/es.md). The legal
// context's items are the sourced records themselves (src/content/data/regulations.json: the rule's name, what it
// says, its status and when it was checked), which the site shows as recorded, in English.

export const aboutPage: Translated<typeof englishAboutPage> = {
  lead: 'Una guía gratis e independiente para las personas que cuidan a los gatos de las bodegas de la ciudad de Nueva York.',
  sections: [
    {
      id: 'mission',
      title: 'Nuestra misión',
      paragraphs: [
        'Los gatos de bodega mantienen las tiendas libres de ratones y son parte del barrio, pero quienes los cuidan muchas veces tienen poco tiempo, poco dinero y no saben a quién acudir cuando un gato se enferma. Nuestra misión es poner información clara, práctica y gratis sobre el cuidado de los gatos a un toque de distancia: qué hacer en una emergencia, dónde encontrar veterinarios que pueda pagar, cuánto cuesta el cuidado, y cómo conseguir ayuda con la esterilización, buscarle un nuevo hogar y los grupos de rescate.',
      ],
    },
    {
      id: 'professional-disclaimers',
      title: 'Aviso importante',
      items: [
        'No somos veterinarios. Nada en este sitio es consejo veterinario, un diagnóstico ni un tratamiento; siempre consulte a un veterinario con licencia.',
        'No somos abogados. El contexto legal de abajo es información general, no consejo legal.',
        'El asistente del chat contesta con las guías de este sitio; se puede equivocar y no puede examinar a su gato.',
        'Los precios y los programas cambian. Cada lugar dice cuándo se confirmaron sus datos por última vez: llame antes de ir.',
      ],
    },
    {
      id: 'who-we-serve',
      title: 'Para quién es',
      items: [
        'Dueños de bodegas y delis, y los empleados que le dan de comer y cuidan al gato de la tienda.',
        'Dueños de otros negocios pequeños que tienen un gato.',
        'Personas que cuidan gatos de la calle, les dan de comer y hacen TNR (atrapar, esterilizar y soltar).',
        'Vecinos y clientes que quieren ayudar a un gato que ven todos los días.',
      ],
    },
  ],
  legalContext: {
    id: 'legal-context',
    title: 'Contexto legal',
    intro:
      'En 2025, los códigos de salud de la ciudad de Nueva York prohíben animales vivos en los negocios de comida, y las reglas del Estado de Nueva York para tiendas de comida dicen lo mismo. Se han presentado proyectos de ley para cambiar esto; su estado abajo es el que anotamos la última vez que revisamos las páginas oficiales.',
    items: englishAboutPage.legalContext.items,
    statusLabel: 'Estado',
    checkedLabel: 'Revisado por última vez',
    sourceLabel: 'Leer la página oficial',
  },
  closingSections: [
    {
      id: 'content-standards',
      title: 'Cómo cuidamos la información',
      items: [
        'Cada teléfono, dirección, precio y requisito de una organización viene de una fuente anotada, con la fecha en que se confirmó por última vez.',
        'Un teléfono se puede tocar para llamar solo cuando la página de la propia organización o dos fuentes independientes dicen el mismo número; si no, decimos que no está confirmado o le pedimos que revise la página web.',
        'Los lugares que cerraron, y los nombres que nadie pudo confirmar, no están en la lista.',
        'Las cifras generales — precios comunes, cada cuánto hacer algo, calendarios de vacunas — se dan como comunes, con la fecha de los precios.',
      ],
    },
    {
      id: 'community-support',
      title: 'Ayuda de la comunidad',
      paragraphs: [
        'Este sitio mejora cuando quienes cuidan gatos comparten lo que saben. Recomiende un veterinario o un recurso de bajo costo, avísenos cuando algo en la lista esté mal, o sugiera una guía que deberíamos poner — cada lugar de la lista tiene un enlace para “Reportar información equivocada”.',
      ],
      link: { label: 'Recomendar un recurso o reportar información equivocada', to: 'feedback' },
    },
    {
      id: 'contact',
      title: 'Contacto',
      paragraphs: [
        'No publicamos un teléfono ni un correo electrónico: escríbanos por el formulario de comentarios, y le contestamos por correo. Si un gato está enfermo o herido, llame a un veterinario o a un hospital de animales 24/7 — no a nosotros.',
      ],
      link: { label: 'Escríbanos por el formulario de comentarios', to: 'feedback' },
    },
  ],
};
