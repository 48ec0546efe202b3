import { corsHeaders } from './cors.ts';

/** A JSON response with the CORS headers; errors are `{ error: "plain words" }`, never a stack trace. */
export function json(body: unknown, status = 200, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...extraHeaders },
  });
}

export function jsonError(status: number, error: string, extraHeaders: Record<string, string> = {}): Response {
  return json({ error }, status, extraHeaders);
}
