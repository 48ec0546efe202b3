import { CHAT_GREETING } from '@/core/chat-copy';

/** Spec section 3 "Chat message"; `emergency` marks a reply the function flagged. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  emergency?: boolean;
}

/** The opening assistant greeting, id '1' (spec section 2). */
export function greetingMessage(): ChatMessage {
  return { id: '1', role: 'assistant', content: CHAT_GREETING, timestamp: new Date() };
}
