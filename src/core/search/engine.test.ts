import { MAX_RELEVANCE, MAX_RESULTS, MAX_SUGGESTIONS, SYNONYM_ONLY_SCORE } from './constants.ts';
import { createSearchEngine, createSearchEngineInSteps } from './engine.ts';
import { relevance } from './relevance.ts';
import { isSpanish, spanishForms, stem } from './words.ts';
import type { GuideEntry, SearchLexicon } from './types.ts';

// Behaviour of the engine on a small made-up index and lexicon, so a change to the site's guides or words can't
// hide a broken rule. The site's own index is checked by regressions.test.ts (eval/search/regressions.json) and
// scripts/eval-search.mjs.

function entry(id: string, fields: Partial<GuideEntry> = {}): GuideEntry {
  return {
    id,
    title: '',
    description: '',
    section: 'Daily Care',
    icon: 'info',
    path: `/${id}`,
    urgency: 'normal',
    keywords: [],
    synonyms: [],
    content: '',
    ...fields,
  };
}

const lexicon: SearchLexicon = {
  stopwords: ['my', 'the', 'cat', 'how', 'do', 'i', 'in', 'a', 'mi', 'gato'],
  synonymGroups: [
    ['vomit', 'puke', 'throw up', 'vomito'],
    ['flea', 'fleas', 'pulgas'],
    ['grooming', 'nails', 'trim'],
    ['bleeding', 'cut'],
    ['manhattan', 'harlem'],
  ],
  intentTerms: {
    emergency: ['bleeding', 'not breathing'],
    cost_inquiry: ['cost', 'cheap'],
    health_concern: ['vomit'],
    behavioral_issue: ['biting'],
    rehoming: ['rehome'],
  },
  costKeywords: ['cost'],
  typeaheadPhrases: ['feeding schedule', 'flea treatment', 'fleas in the shop', 'fix my cat', 'free food', 'food bank'],
};

const index: GuideEntry[] = [
  entry('feeding', {
    title: 'Feeding',
    description: 'What and when to feed.',
    content: 'Wet food and dry food, three meals a day.',
  }),
  entry('sick', {
    title: 'Signs of illness',
    description: 'When a cat throws up often.',
    content: 'Repeated vomiting needs a vet.',
  }),
  entry('fleas', {
    title: 'Flea treatment',
    description: 'Getting rid of fleas.',
    content: 'Monthly treatment kills fleas.',
  }),
  entry('grooming', {
    title: 'Grooming',
    description: 'Brushing and nail trimming.',
    content: 'Trim nails every few weeks.',
  }),
  entry('bleeding', {
    title: 'Severe bleeding',
    description: 'Press on the wound.',
    urgency: 'emergency',
    keywords: ['bleeding', 'cut'],
    content: 'A deep cut that keeps bleeding is an emergency.',
  }),
  entry('vets-manhattan', {
    title: 'Vets in Manhattan',
    description: 'Low cost clinics.',
    keywords: ['cost'],
    content: 'Clinics in Manhattan.',
  }),
  entry('vets-queens', {
    title: 'Vets in Queens',
    description: 'Low cost clinics.',
    keywords: ['cost'],
    content: 'Clinics in Queens.',
  }),
];
const engine = createSearchEngine(index, lexicon);
const ids = (query: string) => engine.search(query).map((r) => r.id);

describe('search engine', () => {
  it('builds the same engine in steps, pausing between them', async () => {
    let pauses = 0;
    const stepped = await createSearchEngineInSteps(index, lexicon, async () => {
      pauses += 1;
    });
    expect(pauses).toBeGreaterThanOrEqual(3);
    for (const q of ['feeding', 'flea', 'cheap vet queens', 'trimming ', 'vacuna'])
      expect(stepped.search(q)).toEqual(engine.search(q));
  });

  it('matches stems: plurals and -ing forms meet the guide words', () => {
    expect(ids('feeding')[0]).toBe('feeding');
    expect(ids('flea')[0]).toBe('fleas');
    expect(ids('trimming')[0]).toBe('grooming');
  });

  it.each([
    ['biting', 'bites'],
    ['hiding', 'hides'],
    ['hated', 'hates'],
    ['spraying', 'sprays'],
  ])('stems an -ing or -ed form and the plain form alike: %s, %s', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });

  it('finds a word one typo away, and a word fuse.js alone can place', () => {
    expect(ids('feedng')[0]).toBe('feeding'); // one letter missing
    expect(ids('flaes')[0]).toBe('fleas'); // two letters swapped
    expect(ids('groomnig')[0]).toBe('grooming');
  });

  it('finds a guide through a synonym group, Spanish included', () => {
    expect(ids('puke')[0]).toBe('sick');
    expect(ids('mi gato tiene pulgas')[0]).toBe('fleas');
  });

  it('uses every word of the query, the last one too', () => {
    const long = 'my cat has been sitting in the window all day long and I wonder about a cheap vet in harlem';
    expect(ids(long)[0]).toBe('vets-manhattan');
    expect(ids('cheap vet queens')[0]).toBe('vets-queens');
  });

  it('reads an inflected Spanish word by its plain form, only when the index knows that form', () => {
    expect(spanishForms('cortarle')).toContain('cortar');
    expect(spanishForms('operen')).toContain('operar');
    expect(spanishForms('vacunas')).toContain('vacuna');
    expect(spanishForms('gusanitos')).toContain('gusanos');
    expect(spanishForms('viejito')).toContain('viejo');
    const spanish = createSearchEngine([entry('spay', { title: 'Spay', synonyms: ['operar', 'vacuna'] })], lexicon);
    expect(spanish.search('donde la pueden operen ').map((r) => r.id)).toEqual(['spay']);
    expect(spanish.search('las vacunas ').map((r) => r.id)).toEqual(['spay']);
  });

  it('takes a word of the lexicon as itself, never as a typo of another word', () => {
    const cords = createSearchEngine(
      [entry('cords', { title: 'Cords and cables' }), entry('vets', { title: 'Vets' })],
      {
        ...lexicon,
        synonymGroups: [
          ...lexicon.synonymGroups,
          ['cords', 'cable'],
          ['spanish', 'hable espanol'],
          ['vets', 'veterinario'],
        ],
      },
    );
    // "hable" (speak) is one letter from "cable".
    expect(cords.search('veterinario que hable ').map((r) => r.id)).toEqual(['vets']);
  });

  it("in a Spanish message, meets a phrase's words by their plain forms on both sides", () => {
    const pantry = createSearchEngine(
      [entry('pantry', { title: 'Food pantry' }), entry('feeding', { title: 'Feeding' })],
      { ...lexicon, synonymGroups: [...lexicon.synonymGroups, ['food pantry', 'regalan comida']] },
    );
    // "regale" and "regalan" are both "regalar".
    expect(pantry.search('donde regale comida para el gato ').map((r) => r.id)).toEqual(['pantry']);
  });

  it('in a Spanish message, corrects a word only towards the lexicon, never to an English guide word', () => {
    // "quito" is one letter from "quite"; in Spanish it is "I take off".
    const entries = [entry('quiet', { title: 'A quite calm corner' }), entry('fleas', { title: 'Fleas' })];
    const e = createSearchEngine(entries, lexicon);
    expect(e.search('quito ').map((r) => r.id)).toEqual(['quiet']);
    expect(e.search('se lo quito ').map((r) => r.id)).toEqual([]);
    expect(e.search('se le quito las pulgs ').map((r) => r.id)).toEqual(['fleas']);
    expect(isSpanish(['se', 'le', 'quito'])).toBe(true);
    expect(isSpanish(['how', 'do', 'i', 'use', 'la', 'litter'])).toBe(false);
  });

  it('treats the word being typed as the start of a longer word', () => {
    expect(ids('groo')[0]).toBe('grooming');
    expect(ids('groo ')).toEqual([]); // a finished word is not a prefix
  });

  it('does not pad a non-emergency query with an emergency guide, nor flag it as an emergency', () => {
    expect(ids('cut cat nails')[0]).toBe('grooming');
    expect(ids('cut cat nails')).not.toContain('bleeding');
    expect(engine.detectIntents('cut cat nails')).not.toContain('emergency');
  });

  it('without emergency intent, leads with the everyday guide unless the emergency one matches clearly better', () => {
    // On these two the wound guide's score is a little higher for "cut nails": it must not lead an everyday question.
    const close = createSearchEngine(
      [
        entry('nails', {
          title: 'Nail care',
          description: 'Trimming claws at home.',
          content: 'Cut the tips of the nails every few weeks.',
        }),
        entry('wounds', {
          title: 'Cuts and wounds',
          urgency: 'emergency',
          keywords: ['cut', 'wound'],
          description: 'A cut that bleeds.',
          content: 'Press on a cut nail or paw.',
        }),
      ],
      lexicon,
    );
    expect(close.search('cut nails')[0]?.id).toBe('nails');
    expect(close.search('deep cut on his paw')[0]?.id).toBe('wounds');
  });

  it('with emergency intent, still shows an everyday guide that matches well behind the emergency ones', () => {
    const toxic = createSearchEngine(
      [
        entry('feeding', { title: 'Feeding', description: 'What to feed. Onions are toxic.', keywords: ['food'] }),
        entry('poisoning', {
          title: 'Poisoning',
          urgency: 'emergency',
          keywords: ['poison', 'toxic'],
          description: 'Ate something toxic.',
          content: 'Toxic things: lilies, antifreeze, onions.',
        }),
      ],
      { ...lexicon, intentTerms: { ...lexicon.intentTerms, emergency: ['toxic'] } },
    );
    expect(toxic.search('onion toxic').map((r) => r.id)).toEqual(['poisoning', 'feeding']);
  });

  it('reads an alarming word inside an everyday question as no emergency', () => {
    const framed = createSearchEngine([entry('vets')], {
      ...lexicon,
      intentTerms: {
        ...lexicon.intentTerms,
        emergency: ['blood', 'bleeding', 'emergency', 'dying', 'poison', 'toxic'],
        cost_inquiry: ['cost', 'cant afford'],
      },
      everydayFrames: ['blood work', 'is it normal'],
      testWords: ['blood'],
      toxicWords: ['poison', 'toxic'],
      exposureWords: ['ate', 'licked'],
    });
    const emergency = (q: string) => framed.detectIntents(q).includes('emergency');
    // A frame, a price with only a word for a test, or what is toxic asked with no exposure: everyday.
    expect(emergency('blood work for a 10 year old cat')).toBe(false);
    expect(emergency('a little bleeding on the stitches is it normal')).toBe(false);
    expect(emergency('blood panel cost')).toBe(false);
    expect(emergency('which plants are toxic')).toBe(false);
    // A cat in trouble with a price, the emergency vet's price, or an exposure to what is toxic: an emergency.
    expect(emergency('cat dying cant afford the vet')).toBe(true);
    expect(emergency('emergency vet cost')).toBe(true);
    expect(emergency('he licked rat poison')).toBe(true);
    expect(emergency('my cat is bleeding')).toBe(true);
  });

  it('reads intent from the word being typed', () => {
    expect(engine.detectIntents('severe bleedi')).toContain('emergency');
  });

  it('names the index words a misspelt word is one typo from, and nothing for a known word', () => {
    expect(engine.corrections('bleedin nails ')).toContain('bleeding');
    expect(engine.corrections('cut cat nails ')).toEqual([]);
  });

  it('reads an intent only from a word one edit away, not from one the typo net finds two edits away', () => {
    // "leedings" and "bleeding" share "leeding" (a letter dropped from each): two edits, like "vienen" and "veneno".
    expect(engine.corrections('leedings ')).not.toContain('bleeding');
    expect(engine.detectIntents('leedings nails')).not.toContain('emergency');
    expect(engine.detectIntents('bleedng nails')).toContain('emergency');
  });

  it('puts emergency guides first for emergency queries, with the urgency bonus', () => {
    expect(engine.detectIntents('my cat is bleeding')).toContain('emergency');
    expect(ids('bleeding nails')[0]).toBe('bleeding');
  });

  it("with emergency intent, cuts an emergency guide's match against the best emergency guide's, not an everyday one's", () => {
    // Grooming matches three of the words, the bleeding guide one; the person's cat is bleeding.
    expect(ids('bleeding brushing trimming nails every few weeks')[0]).toBe('bleeding');
  });

  describe('with an entry reader', () => {
    const read = (reading: Record<string, number>) =>
      createSearchEngine(index, lexicon, { reader: () => new Map(Object.entries(reading)) });
    const readIds = (reading: Record<string, number>, query: string) =>
      read(reading)
        .search(query)
        .map((r) => r.id);

    it('adds its reading to the rank, leaving the relevance score as it was', () => {
      const plain = ids('trim nails fleas');
      expect(plain.slice(0, 2).sort()).toEqual(['fleas', 'grooming']);
      const other = plain[1] as string;
      const lifted = read({ [`/${other}`]: 0.9 }).search('trim nails fleas');
      expect(lifted[0]?.id).toBe(other);
      expect(lifted[0]?.relevanceScore).toBe(engine.search('trim nails fleas')[1]?.relevanceScore);
    });

    it('adds a link the words did not find when it is fairly sure of it, after the found ones it reads alike', () => {
      expect(ids('trim')).toEqual(['grooming']);
      expect(readIds({ '/feeding': 0.5 }, 'trim')).toEqual(['grooming', 'feeding']);
      expect(readIds({ '/feeding': 0.1 }, 'trim')).toEqual(['grooming']);
      expect(readIds({ '/feeding': 0.9, '/grooming': 0.05 }, 'trim')).toEqual(['feeding', 'grooming']);
    });

    it('never adds an emergency guide', () => {
      expect(readIds({ '/bleeding': 0.9 }, 'trim')).toEqual(['grooming']);
    });

    it('keeps an emergency guide the words rank first unless it is sure of an everyday link', () => {
      expect(ids('cut')[0]).toBe('bleeding');
      expect(readIds({ '/grooming': 0.59 }, 'cut')[0]).toBe('bleeding');
      expect(readIds({ '/grooming': 0.7 }, 'cut')).toEqual(['grooming']);
    });

    it('keeps the emergency guides first for an emergency query', () => {
      expect(readIds({ '/grooming': 1 }, 'bleeding nails')[0]).toBe('bleeding');
    });
  });

  it('ranks by the text match alone without intent ranking, still reading the intents', () => {
    const plain = createSearchEngine(index, lexicon, { intentRanking: false });
    expect(plain.detectIntents('nails bleeding')).toContain('emergency');
    expect(ids('trim nails bleeding')).toEqual(['bleeding', 'grooming']);
    expect(plain.search('trim nails bleeding').map((r) => r.id)).toEqual(['grooming', 'bleeding']);
  });

  it('with literal words, matches a word the entries use only literally, not through its group', () => {
    // "nails" is in the grooming group with "trim": the feeding entry writes "nails", the coat care one "trim".
    const entries = [
      entry('feeding', { title: 'Feeding', content: 'Keep nails away from the bowl.' }),
      entry('grooming', { title: 'Coat care', content: 'Trim short every few weeks.' }),
    ];
    const byGroup = createSearchEngine(entries, lexicon);
    const literal = createSearchEngine(entries, lexicon, { literalWords: true });
    const match = (e: typeof literal, query: string, id: string) =>
      1 - (e.search(query).find((r) => r.id === id)?.fuseScore ?? 1);
    expect(match(literal, 'short nails', 'grooming')).toBeLessThan(match(byGroup, 'short nails', 'grooming'));
    expect(literal.search('nails').map((r) => r.id)).toEqual(['feeding']);
    // A word no entry uses still reaches its group.
    expect(literal.search('grooming')[0]?.id).toBe('grooming');
    // So does one an entry has only among its lay words: a question that says "nails" doesn't make it its own.
    const asked = createSearchEngine(
      [entry('feeding', { title: 'Feeding', synonyms: ['nails in his bowl'] }), entries[1] as GuideEntry],
      lexicon,
      { literalWords: true },
    );
    // Grooming matches "short" and, through the group, "nails" (without the bridge it would match half as well).
    expect(match(asked, 'short nails', 'grooming')).toBeGreaterThan(0.65);
  });

  it('gives the urgency bonus only with emergency intent', () => {
    const base = {
      match: 0.5,
      synonymOnly: false,
      entry: { urgency: 'emergency' as const },
      isCostItem: false,
      overlap: 0,
    };
    expect(relevance({ ...base, intents: [] })).toBeCloseTo(
      relevance({ ...base, entry: { urgency: 'normal' }, intents: [] }),
    );
    expect(relevance({ ...base, intents: ['emergency'] })).toBeGreaterThan(
      relevance({ ...base, entry: { urgency: 'normal' }, intents: ['emergency'] }),
    );
  });

  it('starts a synonym-only item from at most the synonym-only score, and caps every score', () => {
    const base = { entry: { urgency: 'normal' as const }, intents: [], isCostItem: false, overlap: 0 };
    expect(relevance({ ...base, match: 1, synonymOnly: true })).toBeCloseTo(SYNONYM_ONLY_SCORE);
    expect(relevance({ ...base, match: 0.5, synonymOnly: true })).toBeLessThan(SYNONYM_ONLY_SCORE);
    const everything = {
      match: 1,
      synonymOnly: false,
      entry: { urgency: 'emergency' as const },
      intents: ['emergency', 'cost_inquiry'] as const,
      isCostItem: true,
      overlap: 1,
    };
    expect(relevance({ ...everything, intents: [...everything.intents] })).toBe(MAX_RELEVANCE);
    for (const r of engine.search('cheap vet harlem bleeding'))
      expect(r.relevanceScore).toBeLessThanOrEqual(MAX_RELEVANCE);
  });

  it('adds the cost bonus to cost items for cost questions', () => {
    const [first] = engine.search('clinics cost');
    expect(first?.keywords).toContain('cost');
  });

  it('counts an entry as a cost item when its title or description speaks of cost, not only its keywords', () => {
    const priced = createSearchEngine(
      [entry('grooming', { title: 'Grooming', description: 'What a groomer costs.' }), entry('groomer-tips')],
      lexicon,
    );
    const withTips = createSearchEngine(
      [entry('groomer-tips', { title: 'Groomer tips' }), entry('grooming', { title: 'Grooming cost' })],
      lexicon,
    );
    expect(priced.search('groomer cost')[0]?.id).toBe('grooming');
    expect(withTips.search('groomer cost')[0]?.id).toBe('grooming');
  });

  describe('places', () => {
    const places: (readonly string[])[] = [
      ['queens', 'astoria', 'long island city'],
      ['brooklyn', 'sunset park'],
      ['staten island'],
    ];
    const placeLexicon: SearchLexicon = {
      ...lexicon,
      synonymGroups: [...lexicon.synonymGroups, ...places],
      placeGroups: places,
    };
    const placedEntries = [
      entry('grooming', { title: 'Grooming', description: 'What a groomer costs.', keywords: ['groomer', 'cost'] }),
      entry('vets-queens', { title: 'Vets in Queens', keywords: ['cost'], content: 'Clinics in Long Island City.' }),
      entry('vets-brooklyn', { title: 'Vets in Brooklyn', keywords: ['cost'], content: 'Clinics in Brooklyn.' }),
      entry('spay-brooklyn', { title: 'Spay in Brooklyn', content: 'Spay clinics in Sunset Park.' }),
      entry('directory', { title: 'All vets', content: 'Clinics in every borough, Staten Island too.' }),
    ];
    const placed = createSearchEngine(placedEntries, placeLexicon);
    const placedIds = (query: string) => placed.search(query).map((r) => r.id);

    it('weighs a place less than the topic beside it', () => {
      expect(placedIds('groomer cost in queens')[0]).toBe('grooming');
      expect(placedIds('spay in sunset park')[0]).toBe('spay-brooklyn');
      expect(placedIds('clinics astoria')[0]).toBe('vets-queens');
    });

    it("leaves out an entry for another place: Brooklyn's list doesn't answer for Queens", () => {
      expect(placedIds('clinics')).toContain('vets-brooklyn');
      expect(placedIds('clinics in queens')).not.toContain('vets-brooklyn');
    });

    it("never has an entry reader add another place's entry", () => {
      const reading = new Map([['/vets-brooklyn', 0.9]]);
      const read = createSearchEngine(placedEntries, placeLexicon, { reader: () => reading });
      expect(read.search('groomer in astoria').map((r) => r.id)).not.toContain('vets-brooklyn');
      expect(read.search('groomer').map((r) => r.id)).toContain('vets-brooklyn');
    });

    it('matches the words of a longer place name only as that name', () => {
      // "island" is not Long Island City.
      expect(placedIds('clinics staten island')[0]).toBe('directory');
      expect(placedIds('clinics staten island')).not.toContain('vets-queens');
    });
  });

  it('returns every entry for a blank query, at most MAX_RESULTS otherwise, and nothing for noise', () => {
    expect(ids('   ')).toEqual(index.map((e) => e.id));
    const many = createSearchEngine(
      Array.from({ length: 20 }, (_, i) => entry(`e${i}`, { title: 'Feeding' })),
      lexicon,
    );
    expect(many.search('feeding')).toHaveLength(MAX_RESULTS);
    expect(ids('zzzqqqxxx')).toEqual([]);
    expect(ids('a')).toEqual([]);
  });

  it.each(['x'.repeat(500), '(.*+?[', '🐱🐱🐱', 'قطة مريضة', 'feeding'.repeat(80)])(
    'survives odd input: %s',
    (query) => {
      expect(() => engine.search(query)).not.toThrow();
      expect(engine.search(query).length).toBeLessThanOrEqual(MAX_RESULTS);
    },
  );

  it('suggests canned phrases from two characters, at most MAX_SUGGESTIONS, phrase starts first', () => {
    expect(engine.suggest('f')).toEqual([]);
    expect(engine.suggest('fl')).toEqual(['flea treatment', 'fleas in the shop']);
    expect(engine.suggest('fo')).toEqual(['food bank', 'free food']);
    const many = createSearchEngine(index, {
      ...lexicon,
      typeaheadPhrases: ['a fo', 'fo 1', 'fo 2', 'fo 3', 'fo 4', 'fo 5'],
    });
    expect(many.suggest('fo')).toEqual(['fo 1', 'fo 2', 'fo 3', 'fo 4'].slice(0, MAX_SUGGESTIONS));
  });
});
