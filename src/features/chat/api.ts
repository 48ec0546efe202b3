import { z } from 'zod';
import type { ChatTurn } from '@/core/answer';
import { URGENCY_LEVELS } from '@/core/urgency';
import { getSupabase } from './supabase-client';

// The only module of the chat that calls the network (docs/conventions.md #12). The function's response is
// parsed before the UI sees it.
export const chatResponseSchema = z
  .object({
    reply: z.string(),
    emergency: z.boolean().default(false),
    urgency: z.enum(URGENCY_LEVELS).optional(),
    sources: z.array(z.object({ title: z.string(), path: z.string() })).default([]),
  })
  // A reply without `urgency` (an older function) is an emergency when flagged, otherwise routine.
  .transform((r) => ({ ...r, urgency: r.emergency ? 'emergency' : (r.urgency ?? 'routine') }) as const);

export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** The function answered with an error status or couldn't be reached (supabase-js returns these as `error`). */
export class ChatServerError extends Error {
  override name = 'ChatServerError';
}

export async function askAssistant(message: string, chatHistory: readonly ChatTurn[] = []): Promise<ChatResponse> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke('chat-assistant', {
    body: { message, chatHistory },
  });
  if (error) throw new ChatServerError(error instanceof Error ? error.message : String(error), { cause: error });
  return chatResponseSchema.parse(data);
}
