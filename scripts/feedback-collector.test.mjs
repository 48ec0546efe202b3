// Beside scripts/local-services/, not in it: scripts/start.mjs starts every .mjs file in that folder.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '../src/features/feedback/schema';
import { MAX_BODY_BYTES, start } from './local-services/feedback-collector.mjs';

const root = join(import.meta.dirname, '..');
const valid = {
  email: 'ana@example.org',
  name: 'Ana',
  type: 'feedback',
  subject: 'Great site',
  message: 'Thank you all.',
};
let collector;
let dir;

function post(fields, headers = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return fetch(collector.url, { method: 'POST', headers: { Accept: 'application/json', ...headers }, body });
}

async function stored() {
  const text = await readFile(collector.file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'feedback-'));
  collector = await start({ root, port: 0, file: join(dir, 'feedback.jsonl') });
});

afterAll(async () => {
  await collector.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('feedback collector', () => {
  it('accepts a valid submission and appends exactly its fields', async () => {
    const res = await post({ ...valid, type: 'resource', resourceUrl: 'https://vet.example.org' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const last = (await stored()).at(-1);
    expect(last.submission).toEqual({ ...valid, type: 'resource', resourceUrl: 'https://vet.example.org' });
    expect(Date.parse(last.receivedAt)).not.toBeNaN();
  });

  it('answers 422 with the schema messages for invalid fields, and stores nothing', async () => {
    const before = (await stored()).length;
    const res = await post({ ...valid, email: 'nope', name: 'A', type: '', resourceUrl: 'not a url' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.fields).toEqual({
      email: [feedbackMessages.email],
      name: [feedbackMessages.name],
      type: [feedbackMessages.type],
      resourceUrl: [feedbackMessages.resourceUrl],
    });
    expect((await stored()).length).toBe(before);
  });

  it('refuses a submission without a name or an email, as the form does', async () => {
    const before = (await stored()).length;
    expect((await post({ ...valid, email: '', name: '  ' })).status).toBe(422);
    expect((await post({ type: 'bug', subject: 'Wrong phone', message: 'The number is out of date.' })).status).toBe(
      422,
    );
    expect(await stored()).toHaveLength(before);
  });

  it('drops fields that are not in the contract', async () => {
    const res = await post({ ...valid, company_website: 'spam', phone: '1' });
    expect(res.status).toBe(200);
    expect(Object.keys((await stored()).at(-1).submission)).toEqual(['email', 'name', 'type', 'subject', 'message']);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(MAX_BODY_BYTES) });
    expect(res.status).toBe(413);
  });

  it('allows the site origin on localhost and refuses others', async () => {
    const ok = await post(valid, { Origin: 'http://127.0.0.1:4173' });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    const bad = await post(valid, { Origin: 'https://evil.example' });
    expect(bad.status).toBe(403);
  });

  it('answers a preflight and refuses other methods and paths', async () => {
    const pre = await fetch(collector.url, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect((await fetch(collector.url)).status).toBe(405);
    expect((await fetch(collector.url.replace('/feedback', '/other'), { method: 'POST' })).status).toBe(404);
  });
});
