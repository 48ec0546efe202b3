// Entry point: Supabase's edge runtime (and `npm start` locally, via scripts/local-services/chat-function.mjs)
// serves this file. Locally CHAT_FUNCTION_PORT picks the port; nothing sits in front of the server there, so the
// rate limit counts by the socket's address. On Supabase it counts by the address its proxy appended to
// X-Forwarded-For (the socket is the proxy).
import { createHandler } from './handler.ts';

const port = Number(Deno.env.get('CHAT_FUNCTION_PORT'));
const handler = createHandler({
  env: (name) => Deno.env.get(name),
  clientAddress: port ? 'socket' : 'platform-proxy',
});

if (port) {
  Deno.serve(
    { hostname: '127.0.0.1', port, onListen: () => console.log(`chat-assistant listening on ${port}`) },
    handler,
  );
} else {
  Deno.serve(handler);
}
