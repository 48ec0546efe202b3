import type { Translated } from '../types.ts';
import type {
  feedbackErrors as englishFeedbackErrors,
  feedbackPage as englishFeedbackPage,
} from '../../pages/feedback.ts';

// Spanish copy for /es/feedback, translated from src/content/pages/feedback.ts (terms: docs/glossary/es.md). The
// type options' values are the form's contract and stay as in English.

export const feedbackErrors: Translated<typeof englishFeedbackErrors> = {
  email: 'Escriba un correo electrónico válido',
  name: 'El nombre debe tener al menos 2 letras',
  type: 'Escoja un tipo de mensaje',
  subject: 'El asunto debe tener al menos 5 letras',
  message: 'El mensaje debe tener al menos 10 letras',
  resourceUrl: 'Escriba la dirección web completa, que empiece con http:// o https://',
};

export const feedbackPage: Translated<typeof englishFeedbackPage> = {
  title: 'Comentarios',
  subtitle: 'Ayúdenos a mejorar esta información',
  intro: {
    heading: 'Ayúdenos a mejorar',
    body: 'Recomiende un veterinario o un recurso de bajo costo, avísenos cuando algo en la lista esté mal, o sugiera algo que deberíamos poner. Leemos cada mensaje.',
  },
  requiredNote: 'Todos los campos hay que llenarlos, menos los que dicen opcional.',
  errorSummaryTitle: 'Hay un problema',
  fields: {
    email: {
      label: 'Correo electrónico',
      hint: 'Para darle seguimiento a lo que nos cuenta, como un veterinario que recomienda. Nunca lo compartimos ni lo ponemos en una lista de correos.',
    },
    name: { label: 'Nombre' },
    type: { label: 'Tipo de mensaje', placeholder: 'Escoja un tipo' },
    subject: { label: 'Asunto' },
    message: { label: 'Mensaje' },
    resourceUrl: { label: 'Página web del veterinario o del recurso (opcional)', placeholder: 'https://' },
  },
  typeOptions: [
    { value: 'feedback', label: 'Comentario general' },
    { value: 'resource', label: 'Recomendar un veterinario o recurso' },
    { value: 'suggestion', label: 'Sugerir algo nuevo para el sitio' },
    { value: 'bug', label: 'Reportar un problema' },
  ],
  messagePlaceholders: {
    resource:
      'Cuéntenos del veterinario, la clínica o el recurso: dónde queda, qué servicios ofrece, cuánto cobra y por qué lo recomienda.',
    other: 'Cuéntenos lo que piensa, sus ideas o los problemas que encontró…',
  },
  submit: { idle: 'Enviar', busy: 'Enviando...' },
  toasts: {
    success: { title: '¡Gracias!', description: 'Recibimos su mensaje. ¡Le agradecemos sus comentarios!' },
    failure: { title: 'Error', description: 'Hubo un problema al enviar su formulario. Por favor, trate otra vez.' },
  },
  thankYou: {
    heading: '¡Gracias!',
    body: 'Recibimos su mensaje. Leemos cada mensaje y lo usamos para mantener correcta la información de NYC.',
    homeLink: 'Volver al inicio',
  },
  honeypotLabel: 'Deje este campo vacío',
};
