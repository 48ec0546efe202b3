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

/** The opening assistant greeting, id '1' (docs/requirements.md), in the page's language. */
export function greetingMessage(greeting: string): ChatMessage {
  return { id: '1', role: 'assistant', content: greeting, timestamp: new Date() };
}
