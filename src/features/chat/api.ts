import { z } from 'zod';
import type { ChatTurn } from '@/core/answer';
import { getSupabase } from './supabase-client';

// The only module of the chat that calls the network (STYLE.md convention 12). The function's response is
// parsed before the UI sees it.
export const chatResponseSchema = z.object({
  reply: z.string(),
  emergency: z.boolean().default(false),
  sources: z.array(z.object({ title: z.string(), path: z.string() })).default([]),
});

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
