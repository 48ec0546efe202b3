// Abuse limits of the function: the rate limit can't be dodged with a forged X-Forwarded-For, other paths get
// 404 and bodies that aren't JSON get 415, each as JSON with the CORS headers.
import assert from 'node:assert/strict';
import { createHandler } from '../chat-assistant/handler.ts';
import { FUNCTION_URL, assertCors, call, post, quiet } from './helpers.ts';

const limitOf = (n: number) => (k: string) => (k === 'RATE_LIMIT_PER_MINUTE' ? String(n) : undefined);

Deno.test(
  'on Supabase the limit keys on the right-most X-Forwarded-For entry; a forged left part changes nothing',
  async () => {
    const handle = createHandler({ env: limitOf(2), log: quiet, clientAddress: 'platform-proxy' });
    const statuses: number[] = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      const res = await handle(post({ message: 'cat food' }, { 'x-forwarded-for': `${forged}, 203.0.113.7` }));
      statuses.push(res.status);
      await res.body?.cancel();
    }
    assert.deepEqual(statuses, [200, 200, 429]);
    const other = await handle(post({ message: 'cat food' }, { 'x-forwarded-for': '1.1.1.1, 198.51.100.9' }));
    assert.equal(other.status, 200, 'a different real client is not limited');
    await other.body?.cancel();
  },
);

Deno.test('locally the limit keys on the socket address and ignores X-Forwarded-For', async () => {
  const handler = createHandler({ env: limitOf(2), log: quiet, clientAddress: 'socket' });
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, handler);
  try {
    const url = `http://127.0.0.1:${server.addr.port}/functions/v1/chat-assistant`;
    const statuses: number[] = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      const res = await fetch(post({ message: 'cat food' }, { 'x-forwarded-for': forged, 'x-real-ip': forged }, url));
      statuses.push(res.status);
      await res.body?.cancel();
    }
    assert.deepEqual(statuses, [200, 200, 429]);
  } finally {
    await server.shutdown();
  }
});

Deno.test('the function answers on its own path only; anything else is a 404 JSON error with CORS', async () => {
  for (const path of ['/functions/v1/chat-assistant', '/chat-assistant', '/chat-assistant/']) {
    const { res } = await call(post({ message: 'cat food' }, {}, `http://127.0.0.1${path}`));
    assert.equal(res.status, 200, path);
  }
  for (const path of [
    '/',
    '/functions/v1/other',
    '/chat-assistant/admin',
    '/functions/v1/chat-assistant/x',
    '/chat-assistantx',
  ]) {
    for (const method of ['POST', 'OPTIONS', 'GET']) {
      const req =
        method === 'POST'
          ? post({ message: 'cat food' }, {}, `http://127.0.0.1${path}`)
          : new Request(`http://127.0.0.1${path}`, { method });
      const { res, body } = await call(req);
      assert.equal(res.status, 404, `${method} ${path}`);
      assertCors(res);
      assert.match(res.headers.get('content-type') ?? '', /application\/json/);
      assert.equal(typeof body.error, 'string');
    }
  }
});

Deno.test('a POST body that is not application/json gets 415 with CORS; JSON with a charset is fine', async () => {
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
  ]) {
    const { res, body } = await call(post({ message: 'cat food' }, { 'Content-Type': type }));
    assert.equal(res.status, 415, type);
    assertCors(res);
    assert.equal(typeof body.error, 'string');
  }
  const untyped = new Request(FUNCTION_URL, {
    method: 'POST',
    body: new Blob([JSON.stringify({ message: 'cat food' })]),
  });
  assert.equal((await call(untyped)).res.status, 415, 'no Content-Type at all');
  const { res } = await call(post({ message: 'cat food' }, { 'Content-Type': 'Application/JSON; charset=utf-8' }));
  assert.equal(res.status, 200);
});
