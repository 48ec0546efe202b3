import type { Translated } from '../types.ts';
import { privacyResponseDays } from '../../pages/privacy.ts';
import type { privacyPage as englishPrivacyPage } from '../../pages/privacy.ts';

// Spanish copy for /es/privacy, translated from src/content/pages/privacy.ts (terms: docs/glossary/es.md). It says
// what the site does, as the English does; the response time is the English figure itself.

export const privacyPage: Translated<typeof englishPrivacyPage> = {
  lastUpdatedLabel: 'Última actualización',
  lastUpdated: 'enero de 2025',
  lead: 'Bodega Cat Care NYC es un sitio de información gratis. No hay que registrarse ni abrir una cuenta, y recogemos lo menos posible.',
  sections: [
    {
      id: 'information-we-collect',
      title: 'La información que recogemos',
      paragraphs: ['Puede leer todas las páginas sin decirnos nada. Solo recibimos lo que usted decida mandar:'],
      items: [
        'Formulario de comentarios: su nombre y su correo electrónico, el tipo de mensaje, el asunto, su mensaje y, si recomienda algo, la página web del veterinario o del recurso. Le pedimos su nombre y su correo para que un voluntario pueda darle seguimiento — por ejemplo, para revisar los datos de un veterinario que usted recomienda antes de ponerlo en la lista. Guardamos cada mensaje 12 meses después de la última vez que lo usamos, y luego lo borramos.',
        'Asistente del chat: las preguntas que escribe y los mensajes anteriores de la misma conversación, para que la respuesta siga el hilo. No escriba datos personales como su dirección o su teléfono en el chat.',
        'Datos técnicos: como en cualquier sitio web, los servidores que entregan las páginas y contestan el chat y el formulario ven su dirección IP, el tipo de navegador y la hora del pedido, y guardan registros de rutina por poco tiempo.',
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'Cómo usamos la información',
      items: [
        'Para leer y contestar sus comentarios, y para corregir o añadir los lugares que usted nos diga.',
        'Para contestar sus preguntas en el chat con las guías de este sitio.',
        'Para que el sitio siga funcionando, seguro y sin abusos.',
      ],
    },
    {
      id: 'what-we-do-not-do',
      title: 'Lo que no hacemos',
      items: [
        'No vendemos, alquilamos ni cambiamos su información.',
        'No ponemos anuncios ni dejamos que nos rastreen con anuncios.',
        'No creamos cuentas ni perfiles, y no le pedimos que se registre.',
        'No ponemos su correo electrónico en ninguna lista de correos.',
      ],
    },
    {
      id: 'third-party-sharing',
      title: 'Con quién compartimos información',
      paragraphs: [
        'Solo compartimos información con los servicios que hacen funcionar el sitio, y solo lo que cada uno necesita:',
      ],
      items: [
        'El chat: las preguntas del chat las contesta una función de servidor en Supabase (Supabase Edge Functions), que recibe sus mensajes para preparar una respuesta.',
        'El servicio de comentarios: el formulario de comentarios se entrega a un servicio que guarda los mensajes para que los leamos.',
        'La traducción automática: si escoge la traducción automática de Google, su navegador carga el programa de traducción de Google, y el texto de la página se le manda a Google para traducirlo. No se carga nada de Google a menos que usted lo escoja.',
        'Pedidos legales: damos información si la ley lo exige.',
      ],
    },
    {
      id: 'your-data-rights',
      title: 'Sus derechos sobre sus datos',
      paragraphs: ['Sobre cualquier cosa que nos haya mandado, puede pedirnos que:'],
      items: [
        'le dejemos verla;',
        'la corrijamos;',
        'la borremos;',
        'dejemos de usarla — puede quitar su permiso en cualquier momento;',
        'le mandemos una copia que pueda llevarse.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      items: [
        'Necesarias: el sitio mismo no pone cookies. Su navegador puede guardar copias de las páginas para que las guías de emergencia funcionen sin internet; si borra los datos del navegador, se borran.',
        'Estadísticas: el sitio no usa programas de estadísticas. Si eso cambia algún día, primero cambiamos esta política.',
        'Rendimiento: no se usan cookies de rendimiento ni de rastreo.',
        'Anuncios: ninguno, nunca.',
        'El programa de traducción de Google puede poner su propia cookie para recordar el idioma que escogió, y solo después de que usted escoja la traducción automática.',
      ],
    },
    {
      id: 'data-security',
      title: 'Seguridad de los datos',
      paragraphs: [
        'Las páginas, los mensajes del chat y los comentarios viajan por conexiones cifradas (HTTPS). Los comentarios los guarda el servicio de formularios y solo los leen las personas que mantienen el sitio. Ninguna forma de mandar o guardar datos es perfectamente segura, así que por favor no mande información personal delicada.',
      ],
    },
    {
      id: 'contact',
      title: 'Contacto',
      paragraphs: [
        `Para hacer un pedido sobre su privacidad o una pregunta, use el formulario de comentarios y escoja “Reportar un problema”. Contestamos los pedidos de privacidad en ${privacyResponseDays} días.`,
      ],
      link: { label: 'Hacer un pedido de privacidad por el formulario de comentarios', to: 'feedback' },
    },
    {
      id: 'policy-updates',
      title: 'Cambios a esta política',
      paragraphs: [
        'Cuando esta política cambie, cambiamos la fecha arriba en esta página. Los cambios importantes también se avisarán en el sitio.',
      ],
    },
  ],
};
