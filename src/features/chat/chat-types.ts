import { CHAT_GREETING } from '@/core/chat-copy';
import type { Urgency } from '@/core/urgency';

/** A chat message; `emergency` and `urgency` are how soon the function said the cat needs a vet. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  emergency?: boolean;
  urgency?: Urgency;
  /** The answer ends with the way into the "Is it an emergency?" checker (core/worry.ts). */
  offerChecker?: boolean;
}

/** The opening assistant greeting, id '1' (docs/requirements.md). */
export function greetingMessage(): ChatMessage {
  return { id: '1', role: 'assistant', content: CHAT_GREETING, timestamp: new Date() };
}
