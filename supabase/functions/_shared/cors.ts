// CORS headers on every response of the function, including errors. supabase-js sends
// authorization, apikey, x-client-info and content-type; the site may be on any static host, hence "*".
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

export function preflight(): Response {
  return new Response('ok', { status: 200, headers: corsHeaders });
}
