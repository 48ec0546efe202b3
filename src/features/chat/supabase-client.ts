import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';

// Created on first use, never at module load: supabase-js's module-level WebSocket check throws under Node 20
// during prerender (docs/architecture.md), and the library loads only with the chat (not with the home page).
let client: Promise<SupabaseClient> | null = null;

export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    // docs/requirements.md: public anonymous key, persisted session, automatic token refresh.
    createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
      auth: { persistSession: true, autoRefreshToken: true },
    }),
  );
  return client;
}
