// Ports for the local stack. `npm start` uses the fixed ones in .env (site 4173, chat function 54321, feedback
// collector 8788); `npm test` asks the system for free ones so it can run beside `npm start`.
import { createServer } from 'node:net';

/** `count` distinct ports that are free on 127.0.0.1 right now (each held until all are found). */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

/** The port a service URL names (e.g. VITE_SUPABASE_URL), or `fallback` when the URL is missing or has none. */
export function portOf(url, fallback) {
  try {
    return Number(new URL(url).port) || fallback;
  } catch {
    return fallback;
  }
}
