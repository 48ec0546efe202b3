// Entry point: Supabase's edge runtime (and `npm start` locally, via scripts/local-services/chat-function.mjs)
// serves this file. Locally CHAT_FUNCTION_PORT picks the port and the path prefix is accepted as is.
import { createHandler } from './handler.ts';

const handler = createHandler({ env: (name) => Deno.env.get(name) });
const port = Number(Deno.env.get('CHAT_FUNCTION_PORT'));

if (port) {
  Deno.serve({ hostname: '127.0.0.1', port, onListen: () => console.log(`chat-assistant listening on ${port}`) }, handler);
} else {
  Deno.serve(handler);
}
