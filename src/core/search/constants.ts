// The search engine's numbers. The first block is the product's relevance rules as specified; the second block
// is what the word index added on top of them. docs/search.md explains how the terms combine into one score.

/** The engine returns at most 8 results. */
export const MAX_RESULTS = 8;
/** Field weights (they sum to 1), used as the BM25F weight of each field. */
export const SEARCH_WEIGHTS = {
  title: 0.3,
  description: 0.25,
  content: 0.2,
  keywords: 0.15,
  synonyms: 0.1,
} as const;
/** Words shorter than this are not matched. */
export const MIN_MATCH_LENGTH = 2;

/** Relevance: the text match contributes up to this much (match strength 0..1 times this). */
export const BASE_FUZZY_WEIGHT = 0.4;
/** Emergency intent on an emergency item. */
export const EMERGENCY_INTENT_BONUS = 0.3;
/** Cost intent on a cost item: a cost word in its title, description or keywords. */
export const COST_INTENT_BONUS = 0.2;
/** Share of the query's words that name the item (title, keywords, synonyms) contributes up to this much. */
export const MAX_OVERLAP_BONUS = 0.2;
/** Urgency bonus by the item's urgency — applied only when the query has emergency intent. */
export const URGENCY_BONUS = { emergency: 0.1, urgent: 0.05, normal: 0 } as const;
/** A relevance score never exceeds this. */
export const MAX_RELEVANCE = 1;
/**
 * An item found only through a synonym (none of the typed words) starts from this score — times its match
 * strength (0..1) since the word index, so a weak synonym hit can't outrank a match on the typed words.
 */
export const SYNONYM_ONLY_SCORE = 0.3;

/** Typeahead: up to 4 suggestions, and only from 2 typed characters. */
export const MAX_SUGGESTIONS = 4;
export const MIN_SUGGEST_CHARS = 2;

// ---- Added with the word index (docs/search.md, "The score") ----

/** Typed text is cut to this many characters before matching (a pasted essay can't stall typing). */
export const MAX_QUERY_CHARS = 100;
/** Words longer than this are cut (the longest guide word, "acetaminophen", has 13). */
export const MAX_TOKEN_CHARS = 20;
/** BM25 term-frequency saturation. */
export const BM25_K1 = 1.2;
/**
 * BM25 field-length normalisation, per field. The synonyms are a list of alternatives (lay words, the questions a
 * section answers): a long list says little about how much the entry is about each of them, so its length counts
 * far less than a text's. At the full 0.75 the page entries, which carry their sections' questions, lost their own
 * topic's words to a short entry that happened to use them: "comida para gatos" led with the food pantry.
 */
export const BM25_B = { title: 0.75, description: 0.75, content: 0.75, keywords: 0.75, synonyms: 0.3 } as const;
/**
 * BM25F boost per field, multiplied with SEARCH_WEIGHTS: a word in a short title or keyword list says far more
 * about what an entry is for than the same word somewhere in its body text.
 */
export const FIELD_BOOST = { title: 6, description: 1, content: 1, keywords: 3, synonyms: 3 } as const;
/**
 * How much a query word counts when it reaches the index only indirectly: through a synonym group, one typo
 * away (symmetric delete), as the start of a longer word (the word being typed), or through fuse.js.
 */
export const MATCH_WEIGHTS = { exact: 1, synonym: 0.6, typo: 0.8, prefix: 0.7, fuzzy: 0.6 } as const;
/** The match strength that feeds BASE_FUZZY_WEIGHT: half coverage of the query's words, half BM25 vs the best. */
export const COVERAGE_SHARE = 0.5;
/** Results scoring under this share of the best result's score are dropped (no padding with weak matches). */
export const RELATIVE_CUT = 0.45;
/** Results whose match strength is under this share of the best result's are dropped. */
export const MATCH_CUT = 0.5;
/** fuse.js threshold for the typo net, over single index words (0 = exact only, 1 = anything). */
export const TYPO_THRESHOLD = 0.34;
/** Typo matching only for words at least this long (short words are too easy to mistake for another). */
export const MIN_TYPO_CHARS = 5;
/**
 * A corrected word signals an intent only when it was one typo away and the typed word was at least this long
 * ("well" is not "fell").
 */
export const MIN_INTENT_TYPO_CHARS = 6;
/**
 * Ranking only (the relevance score is unchanged): without emergency intent, an emergency guide is ranked on
 * this share of its score, so it leads an everyday question ("how do I cut his nails", "blood work cost") only
 * when it matches clearly better than the everyday guide.
 */
export const NO_INTENT_EMERGENCY_RANK = 0.85;
/**
 * Without emergency intent, an emergency guide is a result only when it matches at least this many of the
 * query's topic words (or all of them, in a one-word query): a lone word shared by chance ("block", "boned",
 * "shake") doesn't make an everyday question an emergency.
 */
export const NO_INTENT_EMERGENCY_TERMS = 2;
/**
 * The entry reader (entry-reader.ts): its probability for a link, times this, is added to the link's rank. The
 * relevance score is unchanged. Tuned out of fold on the development questions (npm run train:entries prints the
 * figures; docs/search.md, "The entry reader").
 */
export const READER_WEIGHT = 0.8;
/** A link the words didn't find is shown when the entry reader is at least this sure of it (not an emergency guide). */
export const READER_PROPOSES = 0.2;
/**
 * Without emergency intent, an emergency guide the words rank first stays first unless the entry reader gives an
 * everyday link at least this (docs/search.md, "The score").
 */
export const READER_OVERRULES = 0.6;
/** Resolved query words kept, so typing "cheap vet b…" doesn't resolve "cheap" and "vet" again. */
export const TOKEN_CACHE_SIZE = 200;
/**
 * A place name beside a topic ("groomer in queens", "castrar gratis en brooklyn") counts this share of its
 * weight: it says where, not what, and a borough's one entry would otherwise lead on the place alone. Not much
 * less, though: among entries that match the topic alike ("where to find a cheap vet in harlem": the Manhattan
 * vet list, the find-help guide) the place is what tells them apart. 0.4 to 0.7 score alike on the development
 * questions.
 */
export const PLACE_WEIGHT = 0.6;
