import type { Translated } from '../types.ts';
import type { chatLauncher as englishChatLauncher } from '../../pages/chat-launcher.ts';

// Spanish words of the chat launcher on every /es page, translated from src/content/pages/chat-launcher.ts
// (terms: docs/glossary/es.md).

export const chatLauncher: Translated<typeof englishChatLauncher> = {
  open: 'Abrir el asistente del chat',
  loading: 'Cargando el chat…',
};
