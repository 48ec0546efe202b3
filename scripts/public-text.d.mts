// Types for scripts/public-text.mjs (a plain Node module, so the import script runs without a build step).
export type PublicField =
  | 'name'
  | 'borough'
  | 'neighborhood'
  | 'address'
  | 'phone'
  | 'hours'
  | 'costNotes'
  | 'eligibility'
  | 'services'
  | 'stage';
export declare const PUBLIC_FIELDS: readonly PublicField[];
export declare const NOTE_PATTERNS: readonly (readonly [string, RegExp])[];
export declare function noteWordsIn(text: string): string[];
export declare function lintPublicRecord(
  record: Record<string, unknown>,
): { field: PublicField; text: string; patterns: string[] }[];
export declare function publicText(text: string | null | undefined): string | null;
export declare function programStatus(
  status: string | null | undefined,
  today: string,
): 'unknown' | 'closed-for-renovation' | null;
