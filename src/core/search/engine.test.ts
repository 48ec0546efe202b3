import {
  BASE_FUZZY_WEIGHT,
  COST_INTENT_BONUS,
  EMERGENCY_INTENT_BONUS,
  FUZZY_THRESHOLD,
  MAX_EXPANSION_SYNONYMS,
  MAX_OVERLAP_BONUS,
  MAX_QUERY_CHARS,
  MAX_QUERY_TOKENS,
  MAX_RELEVANCE,
  MAX_RESULTS,
  MAX_SUGGESTIONS,
  MIN_MATCH_LENGTH,
  MAX_TOKEN_CHARS,
  MIN_SUGGEST_CHARS,
  SEARCH_WEIGHTS,
  SYNONYM_ONLY_SCORE,
  URGENCY_BONUS,
} from './constants.ts';
import { createSearchEngine, normalizeQuery, parseQuery, relevance } from './engine.ts';
import { TYPEAHEAD_PHRASES } from './lexicon.ts';
import type { GuideEntry } from './types.ts';

// Every numeric rule of spec section 9, checked against behaviour on small made-up indexes (so a change to the
// real guide index can't hide a broken rule). The real index's relevance table is in guide-index.test.ts.

function entry(id: string, fields: Partial<GuideEntry> = {}): GuideEntry {
  return {
    id,
    title: '',
    description: '',
    section: 'Daily Care',
    icon: 'info',
    path: '/',
    urgency: 'normal',
    keywords: [],
    synonyms: [],
    content: '',
    ...fields,
  };
}

const close = (n: number) => expect.closeTo(n, 10);

describe('spec section 9 constants', () => {
  it('are the spec numbers', () => {
    expect(FUZZY_THRESHOLD).toBe(0.6);
    expect(SEARCH_WEIGHTS).toEqual({ title: 0.3, description: 0.25, content: 0.2, keywords: 0.15, synonyms: 0.1 });
    expect(MIN_MATCH_LENGTH).toBe(2);
    expect(MAX_RESULTS).toBe(8);
    expect(MAX_EXPANSION_SYNONYMS).toBe(5);
    expect(BASE_FUZZY_WEIGHT).toBe(0.4);
    expect(EMERGENCY_INTENT_BONUS).toBe(0.3);
    expect(COST_INTENT_BONUS).toBe(0.2);
    expect(MAX_OVERLAP_BONUS).toBe(0.2);
    expect(URGENCY_BONUS).toEqual({ emergency: 0.1, urgent: 0.05, normal: 0 });
    expect(MAX_RELEVANCE).toBe(1);
    expect(SYNONYM_ONLY_SCORE).toBe(0.3);
    expect(TYPEAHEAD_PHRASES).toHaveLength(20);
    expect(new Set(TYPEAHEAD_PHRASES).size).toBe(20);
    expect(MAX_SUGGESTIONS).toBe(4);
    expect(MIN_SUGGEST_CHARS).toBe(2);
  });
});

describe('fuzzy matching', () => {
  const everywhere = (text: string): Partial<GuideEntry> => ({
    title: text,
    description: text,
    content: text,
    keywords: [text],
    synonyms: [text],
  });

  it('keeps a match up to the 0.6 threshold and drops one past it', () => {
    // 10-letter query: 5 wrong letters = 0.5 (kept), 7 wrong letters = 0.7 (dropped). In all five fields the
    // weights sum to 1, so the item's score is the field score.
    const engine = createSearchEngine([entry('five-off', everywhere('abcdeVWXYZ')), entry('seven-off', everywhere('abcQRSTUVW'))]);
    const results = engine.search('abcdefghij');
    expect(results.map((r) => r.id)).toEqual(['five-off']);
    expect(results[0]?.fuseScore).toBeCloseTo(0.5, 1);
  });

  it('applies the threshold to the item score too, not only to each field', () => {
    // Half the letters right in the title alone: the field passes (0.5) but the weighted item score is
    // 0.5^0.3 ≈ 0.81 — a match that weak is noise.
    const engine = createSearchEngine([entry('title-only', { title: 'abcdeVWXYZ' })]);
    expect(engine.search('abcdefghij')).toEqual([]);
  });

  it('weights title 0.3 > description 0.25 > content 0.2 > keywords 0.15 > synonyms 0.1', () => {
    const word = 'marmalade';
    const engine = createSearchEngine([
      entry('in-synonyms', { synonyms: [word] }),
      entry('in-keywords', { keywords: [word] }),
      entry('in-content', { content: word }),
      entry('in-description', { description: word }),
      entry('in-title', { title: word }),
    ]);
    // A match in a heavier field gets the better (lower) Fuse score.
    const byFuseScore = engine.search(word).sort((a, b) => a.fuseScore - b.fuseScore);
    expect(byFuseScore.map((r) => r.id)).toEqual(['in-title', 'in-description', 'in-content', 'in-keywords', 'in-synonyms']);
  });

  it('ignores words shorter than the minimum match length of 2', () => {
    const engine = createSearchEngine([entry('xy', { title: 'xy' }), entry('other', { title: 'plum' })]);
    expect(engine.search('x')).toEqual([]);
    expect(engine.search('xy').map((r) => r.id)).toEqual(['xy']);
    expect(engine.search('q plum')).toEqual(engine.search('plum'));
  });

  it('returns at most 8 results', () => {
    const engine = createSearchEngine(Array.from({ length: 20 }, (_, i) => entry(`e${i}`, { title: `marmalade ${i}` })));
    expect(engine.search('marmalade')).toHaveLength(MAX_RESULTS);
  });

  it('returns the full list unchanged for an empty query', () => {
    const entries = Array.from({ length: 12 }, (_, i) => entry(`e${i}`, { urgency: i % 2 ? 'emergency' : 'normal' }));
    const engine = createSearchEngine(entries);
    for (const blank of ['', '   ', '\n\t']) {
      const results = engine.search(blank);
      expect(results.map((r) => r.id)).toEqual(entries.map((e) => e.id));
      results.forEach((r, i) => expect(r).toMatchObject(entries[i] as object));
    }
  });
});

describe('query expansion', () => {
  it('adds at most 5 synonyms, none already typed', () => {
    const { synonyms } = parseQuery('throw up and pee and spey');
    expect(synonyms).toHaveLength(MAX_EXPANSION_SYNONYMS);
    expect(synonyms).not.toContain('throw up');
    expect(synonyms[0]).toBe('vomit');
  });

  it('maps lay words and misspellings to the guide words', () => {
    expect(parseQuery('spey').synonyms).toContain('spay');
    expect(parseQuery('emergncy').synonyms).toContain('emergency');
    expect(parseQuery('tylenol').synonyms).toContain('acetaminophen');
    expect(parseQuery('pee').synonyms).toContain('urinate');
  });
});

describe('relevance (spec section 9)', () => {
  const base = { entry: { urgency: 'normal' as const }, intents: [], isCostItem: false, overlap: 0 };

  it('starts from the fuzzy match, worth up to 0.4', () => {
    expect(relevance({ ...base, fuseScore: 0 })).toEqual(close(0.4));
    expect(relevance({ ...base, fuseScore: 0.5 })).toEqual(close(0.2));
    expect(relevance({ ...base, fuseScore: 1 })).toEqual(close(0));
  });

  it('adds 0.3 for emergency intent on an emergency item only', () => {
    const emergency = { ...base, entry: { urgency: 'emergency' as const }, fuseScore: 0 };
    expect(relevance({ ...emergency, intents: ['emergency'] }) - relevance(emergency)).toEqual(close(0.3));
    expect(relevance({ ...base, fuseScore: 0, intents: ['emergency'] })).toEqual(close(0.4));
  });

  it('adds 0.2 for cost intent on a cost-keyword item only', () => {
    expect(relevance({ ...base, fuseScore: 0, isCostItem: true, intents: ['cost_inquiry'] })).toEqual(close(0.6));
    expect(relevance({ ...base, fuseScore: 0, isCostItem: true })).toEqual(close(0.4));
    expect(relevance({ ...base, fuseScore: 0, intents: ['cost_inquiry'] })).toEqual(close(0.4));
  });

  it('adds up to 0.2 for expanded-term overlap', () => {
    expect(relevance({ ...base, fuseScore: 1, overlap: 0.5 })).toEqual(close(0.1));
    expect(relevance({ ...base, fuseScore: 1, overlap: 1 })).toEqual(close(0.2));
    expect(relevance({ ...base, fuseScore: 1, overlap: 3 })).toEqual(close(0.2));
  });

  it('adds an urgency bonus of 0.1 for emergency and 0.05 for urgent items', () => {
    expect(relevance({ ...base, fuseScore: 1, entry: { urgency: 'emergency' } })).toEqual(close(0.1));
    expect(relevance({ ...base, fuseScore: 1, entry: { urgency: 'urgent' } })).toEqual(close(0.05));
  });

  it('is capped at 1', () => {
    const all = { fuseScore: 0, entry: { urgency: 'emergency' as const }, intents: ['emergency', 'cost_inquiry'] as const, isCostItem: true, overlap: 1 };
    expect(relevance({ ...all, intents: [...all.intents] })).toBe(1);
  });

  it('scores a synonym-only match 0.3 before bonuses', () => {
    expect(relevance({ ...base, fuseScore: null })).toEqual(close(0.3));
    // End to end: "puke" fuzzily matches nothing here; the entry is found through its keyword "vomit".
    const engine = createSearchEngine([entry('vomit-guide', { keywords: ['vomit'] })]);
    const [result] = engine.search('puke');
    const { tokens, synonyms } = parseQuery('puke');
    expect(result).toMatchObject({ id: 'vomit-guide', fuseScore: 1 });
    expect(result?.relevanceScore).toEqual(close(0.3 + (1 / (tokens.length + synonyms.length)) * 0.2));
  });

  it('puts emergency items first for emergency queries, even above a higher score', () => {
    const engine = createSearchEngine([
      entry('cost-guide', { title: 'bleeding cost', keywords: ['bleeding', 'cost', 'price'] }),
      entry('bleeding', { urgency: 'emergency', synonyms: ['bleeding'] }),
    ]);
    const results = engine.search('bleeding cost');
    expect(results.map((r) => r.id)).toEqual(['bleeding', 'cost-guide']);
    const [first, second] = results;
    expect(first?.relevanceScore).toBeLessThan(second?.relevanceScore ?? 0);
  });

  it('sorts by relevance when the query is not an emergency', () => {
    const engine = createSearchEngine([
      entry('weak', { content: 'grooming brush tips for long fur' }),
      entry('strong', { title: 'grooming', keywords: ['grooming'] }),
    ]);
    const results = engine.search('grooming');
    expect(results[0]?.id).toBe('strong');
    expect(results[0]?.relevanceScore).toBeGreaterThan(results[1]?.relevanceScore ?? 1);
  });
});

describe('intents', () => {
  const engine = createSearchEngine([]);
  it.each([
    ['my cat ate a lily', 'emergency'],
    ['emergncy', 'emergency'],
    ['male cat can’t pee', 'emergency'],
    ['how much does a vet cost', 'cost_inquiry'],
    ['cheap vet', 'cost_inquiry'],
    ['cat keeps throwing up', 'health_concern'],
    ['cat is biting customers', 'behavioral_issue'],
    ['need to rehome my cat', 'rehoming'],
    ['surrender', 'rehoming'],
  ] as const)('%s -> %s', (query, intent) => {
    expect(engine.detectIntents(query)).toContain(intent);
  });

  it('finds none in an unrelated query', () => {
    expect(engine.detectIntents('grooming tools')).toEqual([]);
  });
});

describe('typeahead', () => {
  const engine = createSearchEngine([]);
  it('needs 2+ characters', () => {
    expect(engine.suggest('')).toEqual([]);
    expect(engine.suggest('e')).toEqual([]);
    expect(engine.suggest('em')[0]).toBe('emergency vet');
  });

  it('gives at most 4 canned phrases, prefix matches first', () => {
    const suggestions = engine.suggest('low');
    expect(suggestions).toHaveLength(MAX_SUGGESTIONS);
    suggestions.forEach((s) => expect(TYPEAHEAD_PHRASES).toContain(s));
    // A phrase that starts with the text beats one that only contains it.
    expect(engine.suggest('vet')).toEqual(['emergency vet', 'cheap vet', 'low cost vet brooklyn', 'low cost vet bronx']);
    expect(engine.suggest('em')).toEqual(['emergency vet', 'breathing problems']);
    expect(engine.suggest('bronx')).toEqual(['low cost vet bronx']);
  });
});

describe('bad input', () => {
  const engine = createSearchEngine(Array.from({ length: 35 }, (_, i) => entry(`e${i}`, { content: 'lorem ipsum '.repeat(40) })));
  it.each([
    ['500 characters', 'cat ate lily '.repeat(40).slice(0, 500)],
    ['500 letters, one word', 'a'.repeat(500)],
    ['regex metacharacters', '(.*)[a-z]+?\\d{2,}^$|\\'],
    ['emoji', '🐱😿🚑 cat 🐈‍⬛'],
    ['right-to-left text', 'قطتي لا تأكل'],
    ['control characters', '\u0000\u202e\u200b cat \uFFFF'],
    ['lone surrogate', '\uD83D lily'],
  ])('%s never throws and stays fast', (_label, query) => {
    engine.search('warm up');
    const started = performance.now();
    expect(() => {
      engine.search(query);
      engine.suggest(query);
      engine.detectIntents(query);
    }).not.toThrow();
    // Wall-clock time on a shared CI machine is noisy: this only catches a freeze. The bound on the work
    // itself is the next assertion.
    expect(performance.now() - started).toBeLessThan(2000);
    const { tokens } = parseQuery(query);
    expect(normalizeQuery(query).length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
    expect(tokens.length).toBeLessThanOrEqual(MAX_QUERY_TOKENS);
    tokens.forEach((t) => expect(t.length).toBeLessThanOrEqual(MAX_TOKEN_CHARS));
  });
});
