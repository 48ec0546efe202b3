// Local stand-in for the production form-collection service (docs/requirements.md), started by scripts/start.mjs.
// Same contract: multipart POST to /feedback, Accept: application/json, 2xx = accepted. It validates with the
// site's own zod schema (src/features/feedback/schema.ts), so the form and the collector can't drift apart, and
// appends each accepted submission as one JSON line to .local/feedback.jsonl (FEEDBACK_COLLECTOR_FILE overrides).
//
// The schema is the site's own TypeScript module, loaded through scripts/lib/ts-import.mjs (~0.3 s).
import { appendFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { portOf } from '../lib/ports.mjs';
import { importTs } from '../lib/ts-import.mjs';

export const FEEDBACK_PATH = '/feedback';
export const DEFAULT_PORT = 8788; // when the build's VITE_FEEDBACK_ENDPOINT names no port
/** Bodies over 64 KB are refused (the issue's limit; a full-length message is about 5 KB). */
export const MAX_BODY_BYTES = 64 * 1024;
const FIELDS = ['email', 'name', 'type', 'subject', 'message', 'resourceUrl'];

/** The site is served from 127.0.0.1 or localhost on some port; FEEDBACK_ALLOWED_ORIGINS lists others. */
function originAllowed(origin, extra) {
  if (extra.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** Reads the body up to `limit` bytes; resolves null when it is larger. */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk) => {
      if (tooLarge) return; // keep draining so the client reads our 413 instead of a reset connection
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Field errors keyed by field name, the shape a form-collection service answers 422 with. */
function fieldErrors(issues) {
  const errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** `site` is the build's VITE_* variables (scripts/start.mjs): the collector listens where the site posts. */
export async function start({
  root,
  site = {},
  port = portOf(site.VITE_FEEDBACK_ENDPOINT, DEFAULT_PORT),
  host = '127.0.0.1',
  file = process.env.FEEDBACK_COLLECTOR_FILE ?? join(root, '.local', 'feedback.jsonl'),
}) {
  const { feedbackSchema } = await importTs(root, 'src/features/feedback/schema.ts');
  const extraOrigins = (process.env.FEEDBACK_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean);

  const server = createServer(async (req, res) => {
    const origin = req.headers.origin;
    const cors = {};
    if (origin) {
      if (!originAllowed(origin, extraOrigins)) return send(res, 403, { error: 'Origin not allowed' });
      Object.assign(cors, { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' });
    }
    const path = new URL(req.url ?? '/', 'http://collector.local').pathname;
    if (path !== FEEDBACK_PATH) return send(res, 404, { error: 'Not found' }, cors);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Accept, Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if (req.method !== 'POST')
      return send(res, 405, { error: 'Method not allowed' }, { ...cors, Allow: 'POST, OPTIONS' });

    try {
      const declared = Number(req.headers['content-length'] ?? 0);
      const body = declared > MAX_BODY_BYTES ? null : await readBody(req, MAX_BODY_BYTES);
      if (body === null) {
        req.resume();
        return send(res, 413, { error: 'Submission too large' }, { ...cors, Connection: 'close' });
      }
      let form;
      try {
        form = await new Request('http://collector.local/', {
          method: 'POST',
          headers: { 'Content-Type': req.headers['content-type'] ?? '' },
          body,
        }).formData();
      } catch {
        return send(res, 400, { error: 'Expected multipart/form-data' }, cors);
      }
      const input = {};
      for (const key of FIELDS) {
        const value = form.get(key);
        if (typeof value === 'string') input[key] = value;
      }
      const result = feedbackSchema.safeParse(input);
      if (!result.success) {
        return send(res, 422, { error: 'Invalid submission', fields: fieldErrors(result.error.issues) }, cors);
      }
      // The optional fields (name, email, resourceUrl) are stored only when given.
      const submission = Object.fromEntries(
        Object.entries(result.data).filter(([, value]) => value !== '' && value !== undefined),
      );
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), submission })}\n`);
      // The type only: names and emails stay out of the terminal.
      console.log(`[feedback] accepted a "${submission.type}" submission`);
      return send(res, 200, { ok: true }, cors);
    } catch (error) {
      console.error('[feedback] could not store a submission:', error);
      return send(res, 500, { error: 'Could not store the submission' }, cors);
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}${FEEDBACK_PATH}`;
  return {
    name: 'feedback collector',
    url,
    file,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
