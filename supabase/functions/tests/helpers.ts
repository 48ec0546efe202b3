// Shared by the function's Deno tests: requests to the function, a quiet handler, CORS checks and a local
// OpenAI-compatible fake model that answers each test with the content it registered.
import assert from 'node:assert/strict';
import { createHandler, type ChatResponse } from '../chat-assistant/handler.ts';

export const FUNCTION_URL = 'http://127.0.0.1/functions/v1/chat-assistant';
export const quiet = () => {};

export function post(body: unknown, headers: Record<string, string> = {}, url = FUNCTION_URL): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function call(
  req: Request,
  env: Record<string, string> = {},
  extra: Parameters<typeof createHandler>[0] = {},
) {
  const handle = createHandler({ env: (k) => env[k], log: quiet, ...extra });
  const res = await handle(req);
  return { res, body: (await res.json()) as ChatResponse & { error?: string } };
}

export function assertCors(res: Response) {
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  assert.match(res.headers.get('access-control-allow-headers') ?? '', /authorization/);
}

export interface FakeAnswer {
  status?: number;
  delayMs?: number;
}

export interface FakeModel {
  /** Every request the model received, with its Authorization header. */
  requests: Record<string, unknown>[];
  /** Registers what the model answers and returns the AI_BASE_URL that gets that answer. */
  answer(content: string, options?: FakeAnswer): string;
}

/** A local OpenAI-compatible server: POST {base}/chat/completions answers with the registered content. */
export async function withFakeModel(fn: (model: FakeModel) => Promise<void>) {
  const requests: Record<string, unknown>[] = [];
  const answers: { content: string; options: FakeAnswer }[] = [];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (req) => {
    const answer = answers[Number(new URL(req.url).pathname.split('/')[1])];
    const body = await req.json();
    requests.push({ ...body, authorization: req.headers.get('authorization') });
    if (!answer) return new Response('no such answer', { status: 404 });
    if (answer.options.delayMs) await new Promise((r) => setTimeout(r, answer.options.delayMs));
    if (answer.options.status) return new Response('upstream exploded', { status: answer.options.status });
    return Response.json({ choices: [{ message: { role: 'assistant', content: answer.content } }] });
  });
  const base = `http://127.0.0.1:${server.addr.port}`;
  try {
    await fn({
      requests,
      answer: (content, options = {}) => {
        answers.push({ content, options });
        return `${base}/${answers.length - 1}`;
      },
    });
  } finally {
    await server.shutdown();
  }
}

/** The model's structured answer as the function asks for it. */
export function structured(urgency: string, reply: string): string {
  return JSON.stringify({ urgency, reply });
}
