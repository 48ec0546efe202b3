import type { Translated } from '../types.ts';
import type { chatWidget as englishChatWidget } from '../../pages/chat-widget.ts';
import { checkEntry } from './check-entry.ts';

// Spanish words of the chat widget on /es pages, translated from src/content/pages/chat-widget.ts (terms:
// docs/glossary/es.md). The greeting says, as the English does, that the assistant is not a vet.

export const chatWidget: Translated<typeof englishChatWidget> = {
  cardTitle: 'Asistente del chat',
  modalTitle: 'Asistente de Bodega Cat Care',
  restore: 'Volver a abrir el chat',
  expand: 'Abrir el chat más grande',
  minimize: 'Minimizar el chat',
  close: 'Cerrar el chat',
  closeLarger: 'Cerrar el chat grande',
  messagesLabel: 'Mensajes del chat',
  youSaid: 'Usted dijo:',
  assistantSaid: 'El asistente dijo:',
  emergency: 'Emergencia',
  urgent: 'Vea a un veterinario en las próximas 24 horas',
  typing: 'El asistente está escribiendo…',
  replied: 'El asistente respondió:',
  inputLabel: 'Su pregunta',
  placeholder: 'Pregunte lo que quiera sobre el cuidado de su gato...',
  send: 'Enviar mensaje',
  checkerLine: checkEntry.chatLine,
  greeting:
    '¡Hola! Soy el asistente del sitio Bodega Cat Care NYC. No soy veterinario: respondo con las guías de este sitio, con enlaces a la parte que le responde. Pregunte sobre comida, TNR, cómo trabajar con dueños de tiendas, salud, costos u otros temas del cuidado de gatos de bodega. ¿Qué quiere saber?',
  errorToast: {
    title: 'Error',
    description: 'No pudimos recibir la respuesta del asistente del chat. Por favor, trate otra vez.',
  },
};
