// Every VITE_ variable the site reads, parsed once here. Local defaults live in .env (committed); production
// values come from the host's build settings; all are documented in .env.example.
// Hand-checked rather than with zod: this module is in every page's first load, and zod would add ~10 kB
// gzipped there (ADR 0002). Server responses and forms still go through zod, in their lazy chunks.

export interface Env {
  VITE_SITE_URL: string;
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
  VITE_FEEDBACK_ENDPOINT: string;
}

const URL_KEYS = ['VITE_SITE_URL', 'VITE_SUPABASE_URL', 'VITE_FEEDBACK_ENDPOINT'] as const;

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function parseEnv(source: Record<string, unknown>): Env {
  const bad: string[] = URL_KEYS.filter((key) => !isHttpUrl(source[key]));
  const key = source.VITE_SUPABASE_ANON_KEY;
  if (typeof key !== 'string' || key.trim() === '') bad.push('VITE_SUPABASE_ANON_KEY');
  if (bad.length > 0) throw new Error(`Invalid environment variables: ${bad.join(', ')}. See .env.example.`);
  return {
    VITE_SITE_URL: source.VITE_SITE_URL as string,
    VITE_SUPABASE_URL: source.VITE_SUPABASE_URL as string,
    VITE_SUPABASE_ANON_KEY: key as string,
    VITE_FEEDBACK_ENDPOINT: source.VITE_FEEDBACK_ENDPOINT as string,
  };
}

export const env: Env = parseEnv(import.meta.env);

/** Absolute URL of a site path, for canonical links and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, env.VITE_SITE_URL).toString();
}
