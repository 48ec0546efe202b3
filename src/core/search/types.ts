// The search entities of docs/requirements.md ("Search guide entry", "Search result"). Shared by the site, the
// guide index in src/content and the chat Edge Function (Deno), so: pure types, no imports.

export type GuideSection =
  'Emergency' | 'Find Help' | 'Cost Guide' | 'Financial Help' | 'Daily Care' | 'Working with Rescues';

export type Urgency = 'emergency' | 'urgent' | 'normal';

export interface GuideEntry {
  id: string;
  title: string;
  description: string;
  section: GuideSection;
  /** An icon name from the site's inline icon set (components/ui/icon.tsx); unknown names fall back. */
  icon: string;
  /** A registry route path, optionally with a query and a registry anchor: '/emergency#poisoning'. */
  path: string;
  urgency: Urgency;
  keywords: string[];
  /** Lay words and common misspellings people type for this guide ("throw up", "spey", "nueter"). */
  synonyms: string[];
  /** Longer text that is also weighted in matching (docs/requirements.md). */
  content: string;
}

export interface SearchResult extends GuideEntry {
  /** 0..1, higher is better (docs/requirements.md "Relevance"). */
  relevanceScore: number;
  /** Fuse.js score, 0 = perfect match, 1 = no match. */
  fuseScore: number;
}

export type SearchIntent = 'emergency' | 'cost_inquiry' | 'health_concern' | 'behavioral_issue' | 'rehoming';

/** The words the engine knows beyond the guides' own text. The site's lexicon lives in src/content. */
export interface SearchLexicon {
  /** Words that say nothing about which guide is wanted ("my", "cat", "please"). */
  stopwords: readonly string[];
  /**
   * Groups of words and phrases that mean the same thing here (lay words, slang, misspellings, Spanish). A
   * guide that uses any member is also found by the others.
   */
  synonymGroups: readonly (readonly string[])[];
  /**
   * The synonym groups (the same arrays, also in `synonymGroups`) that name places: boroughs and their
   * neighbourhoods. A place says where, not what (docs/search.md, "Places").
   */
  placeGroups?: readonly (readonly string[])[];
  /** Words and phrases that signal each intent. */
  intentTerms: Readonly<Record<SearchIntent, readonly string[]>>;
  /**
   * Everyday frames: words that set an alarming word in an everyday question ("blood work", "is it normal"). A
   * query with one has no emergency intent (docs/search.md). Not "what if" nor "after the spay": a question asked to
   * be ready for an emergency is answered by the emergency guide, and bleeding after surgery may be one.
   */
  everydayFrames?: readonly string[];
  /**
   * Emergency-intent words that name a test, not a cat in trouble ("blood"): asked with a price ("blood panel
   * cost"), they are an everyday question. ("Emergency vet cost" stays an emergency query: the 24/7 number first.)
   */
  testWords?: readonly string[];
  /**
   * Emergency-intent words that name what is toxic ("poison", "toxic", "lily"): without an exposure word (`exposureWords`:
   * "ate", "licked", "se comió") they ask what is safe, an everyday question ("which plants are poisonous").
   */
  toxicWords?: readonly string[];
  exposureWords?: readonly string[];
  /** An entry is a cost item when its title, description or one of its keywords contains one of these. */
  costKeywords: readonly string[];
  /** Typeahead's canned phrases, in order. */
  typeaheadPhrases: readonly string[];
}
