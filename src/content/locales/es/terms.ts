import type { Translated } from '../types.ts';
import type { termsPage as englishTermsPage } from '../../pages/terms.ts';

// Spanish copy for /es/terms, translated from src/content/pages/terms.ts (terms: docs/glossary/es.md). The lead
// says the English terms govern, since this is a translation of a legal text not reviewed by a lawyer.

export const termsPage: Translated<typeof englishTermsPage> = {
  lastUpdatedLabel: 'Última actualización',
  lastUpdated: 'enero de 2025',
  lead: 'Por favor lea estos términos antes de usar Bodega Cat Care NYC. Al usar el sitio, usted los acepta. Esta es una traducción: si hay alguna diferencia, vale la versión en inglés.',
  sections: [
    {
      id: 'educational-purposes-only',
      title: 'Solo para informar',
      paragraphs: [
        'Bodega Cat Care NYC es una fuente gratis y pública de información general para las personas que cuidan gatos de tiendas y de la calle en la ciudad de Nueva York. Es solo para informar.',
        'Nada en este sitio — las guías, la lista de veterinarios, los precios, los resultados de búsqueda ni las respuestas del asistente del chat — es consejo veterinario, médico ni legal, y usar el sitio no lo hace cliente de un veterinario. Siempre consulte a un veterinario con licencia sobre la salud de su gato. En una emergencia, llame enseguida a un hospital de animales 24/7.',
      ],
    },
    {
      id: 'no-warranties',
      title: 'Sin garantías',
      paragraphs: [
        'El sitio se ofrece “tal como está” y “según esté disponible”. Trabajamos para que sea correcto, y cada clínica, teléfono y precio que ponemos viene de una fuente anotada con la fecha en que se confirmó por última vez, pero los datos cambian: las clínicas se mudan, los precios suben, los programas cierran.',
        'No damos ninguna garantía, ni expresa ni implícita, de que la información esté completa, al día o sirva para un fin en particular, ni de que el sitio vaya a estar siempre disponible o sin errores. Llame antes de ir a cualquier clínica o servicio.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Límite de responsabilidad',
      paragraphs: [
        'En todo lo que la ley permita, Bodega Cat Care NYC y las personas que lo hacen no son responsables de ninguna pérdida, lesión, enfermedad de un animal, costo o daño que venga de usar, o de confiar en, la información de este sitio o de cualquier servicio de otros al que lleve un enlace.',
      ],
    },
    {
      id: 'user-agreement-and-risk',
      title: 'Acuerdo del usuario y riesgo',
      paragraphs: ['Al usar este sitio, usted acepta que:'],
      items: [
        'usa la información bajo su propio riesgo y sigue siendo responsable del cuidado de cualquier animal a su cargo;',
        'buscará atención veterinaria profesional para cualquier problema de salud, y atención de emergencia sin demora;',
        'es responsable de cumplir las leyes y reglas que aplican a su negocio y a sus animales;',
        'no hará mal uso del sitio, del asistente del chat ni del formulario de comentarios (por ejemplo, mandando spam, contenido dañino o pedidos automáticos).',
      ],
    },
    {
      id: 'copyright-and-intellectual-property',
      title: 'Derechos de autor y propiedad intelectual',
      paragraphs: [
        'El texto original y el diseño del sitio son © 2025 Bodega Cat Care NYC. Puede compartir e imprimir las guías para uso educativo y no comercial, como poner una página de primeros auxilios detrás del mostrador de una tienda, siempre que no las cambie ni diga que son suyas.',
        'Los nombres de clínicas, refugios y otras organizaciones son de sus dueños y están solo para informar; que estén en la lista no quiere decir que los recomendemos, y ninguna organización ha pagado para estar en la lista.',
      ],
    },
    {
      id: 'right-to-modify',
      title: 'Derecho a hacer cambios',
      paragraphs: [
        'Podemos cambiar estos términos o cualquier parte del sitio en cualquier momento. La fecha arriba en esta página dice cuándo cambiaron los términos por última vez; si sigue usando el sitio después de un cambio, acepta los términos nuevos.',
      ],
    },
    {
      id: 'legal-compliance',
      title: 'Cumplimiento de la ley',
      paragraphs: [
        'Estos términos se rigen por las leyes del Estado de Nueva York. Tener un gato en una tienda de comida hoy está restringido por reglas de la ciudad de Nueva York y del Estado de Nueva York; nuestra página Sobre nosotros explica el contexto legal. El sitio describe esas reglas solo para informar y no le dice a nadie que las rompa.',
      ],
    },
    {
      id: 'contact-information',
      title: 'Contacto',
      paragraphs: [
        '¿Tiene preguntas sobre estos términos? Mándelas por nuestro formulario de comentarios y le contestamos por correo electrónico.',
      ],
      link: { label: 'Escríbanos por el formulario de comentarios', to: 'feedback' },
    },
  ],
};
