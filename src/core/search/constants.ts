// Spec section 9, "Business constants and limits" — search. Every number the engine and the search box use
// comes from here, and engine.test.ts checks each one against behaviour.

/** Nav dropdown: at most 6 results (a 'View all N results' link shows past that). */
export const DROPDOWN_MAX_RESULTS = 6;
/** The engine returns at most 8 results. */
export const MAX_RESULTS = 8;
/** Fuse.js threshold: 0 = exact only, 1 = anything. */
export const FUZZY_THRESHOLD = 0.6;
/** Fuse.js key weights (they sum to 1). */
export const SEARCH_WEIGHTS = {
  title: 0.3,
  description: 0.25,
  content: 0.2,
  keywords: 0.15,
  synonyms: 0.1,
} as const;
/** Fuse.js minMatchCharLength. */
export const MIN_MATCH_LENGTH = 2;
/** Query expansion adds at most this many synonyms. */
export const MAX_EXPANSION_SYNONYMS = 5;

/** Relevance (spec section 9): the fuzzy match contributes up to this much: (1 - fuseScore) * 0.4. */
export const BASE_FUZZY_WEIGHT = 0.4;
/** Emergency intent on an emergency item. */
export const EMERGENCY_INTENT_BONUS = 0.3;
/** Cost intent on an item with a cost keyword. */
export const COST_INTENT_BONUS = 0.2;
/** Expanded-term overlap contributes up to this much. */
export const MAX_OVERLAP_BONUS = 0.2;
/** Urgency bonus by the item's urgency. */
export const URGENCY_BONUS = { emergency: 0.1, urgent: 0.05, normal: 0 } as const;
/** A relevance score never exceeds this. */
export const MAX_RELEVANCE = 1;
/** An item found only through a synonym (no fuzzy match on what was typed) starts from this score. */
export const SYNONYM_ONLY_SCORE = 0.3;

/** Typeahead: up to 4 suggestions, and only from 2 typed characters. */
export const MAX_SUGGESTIONS = 4;
export const MIN_SUGGEST_CHARS = 2;

/**
 * Not in the spec: typed text is cut to this many characters before matching, so a pasted 500-character query
 * can't make Fuse's bitap (which splits patterns into 32-character chunks) freeze typing.
 */
export const MAX_QUERY_CHARS = 100;
/** Not in the spec: words longer than this are cut (the longest guide word, "acetaminophen", has 13). */
export const MAX_TOKEN_CHARS = 20;
/** Not in the spec: only the first words of a long query are matched fuzzily (each word is one Fuse pass). */
export const MAX_QUERY_TOKENS = 6;
/** Not in the spec: Fuse results kept per word, so typing "cheap vet b…" doesn't re-search "cheap" and "vet". */
export const TOKEN_CACHE_SIZE = 200;
