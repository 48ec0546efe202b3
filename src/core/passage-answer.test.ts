import {
  choosePassages,
  clearEmergencyLead,
  composePassageAnswer,
  EMERGENCY_LEAD,
  createPassageSearch,
  MAX_QUOTED,
  READER_PROPOSES,
  SURE_READING,
  RELATED_SHARE,
  relatedSections,
  type Passage,
  type PassageHit,
} from './passage-answer.ts';
import type { SearchLexicon } from './search/types.ts';

// The passage answer on a small made-up guide: the right section is found, 1-3 passages are quoted with their
// section links, and a question nothing answers gets "couldn't find" and the two closest guides.

const lexicon: SearchLexicon = {
  stopwords: ['how', 'much', 'does', 'do', 'i', 'my', 'cat', 'what', 'should', 'him'],
  synonymGroups: [
    ['cost', 'costs', 'price', 'how much'],
    ['spay', 'spaying', 'neuter'],
  ],
  intentTerms: {
    emergency: ['bleeding'],
    cost_inquiry: ['cost', 'how much'],
    health_concern: [],
    behavioral_issue: [],
    rehoming: [],
  },
  costKeywords: ['cost'],
  typeaheadPhrases: [],
};

const p = (path: string, section: string, text: string, emergency = false): Passage => ({
  path,
  page: 'Guide',
  section,
  text,
  emergency,
});
const passages: Passage[] = [
  p('/spay-neuter#costs', 'What it costs', 'A spay costs about $150 at a low-cost clinic.'),
  p('/spay-neuter#costs', 'What it costs', 'A private vet charges $200-600.'),
  p('/spay-neuter#after', 'After surgery', 'Keep the cat indoors for 7-10 days.'),
  p('/feeding#foods', 'What to feed', 'Feed complete and balanced wet food and dry food.'),
  p('/feeding#schedule', 'Daily schedule', 'Three meals a day at the same times.'),
  p('/emergency#bleeding', 'Bleeding', 'Press a cloth on the wound.', true),
];
const search = createPassageSearch(passages, lexicon);

const hit = (path: string, score: number, match = 0.8, emergency = false): PassageHit => ({
  ...p(path, path, `text of ${path} ${score}`, emergency),
  score,
  match,
});

describe('passage answers', () => {
  it("adds the section reader's probabilities of a section and of its page to the ranking", () => {
    // Both feeding sections match; the text puts the schedule first, the reader's reading the foods.
    const question = 'food three times a day';
    expect(search.find(question).map((h) => h.path)).toEqual(['/feeding#schedule', '/feeding#foods']);
    const reading = new Map([
      ['/feeding#foods', 0.7],
      ['/spay-neuter#after', READER_PROPOSES / 2],
    ]);
    const read = search.find(question, [], '', reading);
    expect(read.map((h) => h.path)).toEqual(['/feeding#foods', '/feeding#schedule']);
    // The page's share lifts the schedule too: 0.7 for its page, against 1.4 for the foods.
    expect((read[1]?.score ?? 0) - (search.find(question)[0]?.score ?? 0)).toBeCloseTo(0.7);
  });

  it('ranks a section the text match missed only when the reader is sure enough of it, an emergency one surer', () => {
    const question = 'food three times a day';
    const unsure = new Map([['/spay-neuter#after', READER_PROPOSES - 0.01]]);
    expect(search.find(question, [], '', unsure).map((h) => h.path)).not.toContain('/spay-neuter#after');
    const sure = search.find(question, [], '', new Map([['/spay-neuter#after', 0.9]]));
    // Its prior (0.9 for the section, 0.9 for its page) puts it first, quoted from its first passage, and its
    // match is the reader's probability, so it can answer.
    expect(sure[0]).toMatchObject({ path: '/spay-neuter#after', text: 'Keep the cat indoors for 7-10 days.' });
    expect(sure[0]?.match).toBeCloseTo(0.9);
    expect(choosePassages(sure, false)[0]?.path).toBe('/spay-neuter#after');
    // An emergency section only at SURE_READING, and not when the caller says no (a question on a red flag's subject).
    const bleeding = (p: number, sureEmergency?: boolean) =>
      search.find(question, [], '', new Map([['/emergency#bleeding', p]]), sureEmergency).map((h) => h.path);
    expect(bleeding(SURE_READING - 0.01)).not.toContain('/emergency#bleeding');
    expect(bleeding(SURE_READING)[0]).toBe('/emergency#bleeding');
    expect(bleeding(1, false)).not.toContain('/emergency#bleeding');
    const never = createPassageSearch(passages, lexicon, { readerProposes: Infinity });
    expect(never.find(question, [], '', new Map([['/spay-neuter#after', 0.9]])).map((h) => h.path)).not.toContain(
      '/spay-neuter#after',
    );
  });

  it('links the sections close behind the quoted ones, up to three in all, never a weak or an emergency one', () => {
    const hits = [
      hit('/a', 1),
      hit('/b', 0.6),
      hit('/c', RELATED_SHARE - 0.01),
      hit('/e', 0.9, 0.8, true),
      hit('/d', 0.55),
      hit('/f', 0.52),
    ];
    const chosen = choosePassages(hits, false);
    expect(chosen.map((h) => h.path)).toEqual(['/a']);
    expect(relatedSections(hits, chosen, false).map((g) => g.path)).toEqual(['/b', '/d']);
    expect(relatedSections(hits, chosen, true).map((g) => g.path)).toEqual(['/b', '/e']);
    expect(relatedSections(hits, [], false)).toEqual([]);
  });

  it('prefers a section whose page matches the question in several places', () => {
    // Alone, the short signs passage matches "scratching" best; three behaviour sections together outweigh it.
    const guide = createPassageSearch(
      [
        p('/health#signs', 'Signs of illness', 'Scratching: mites.'),
        p('/behaviour#furniture', 'Furniture', 'Give a post so the cat stops scratching boxes.'),
        p('/behaviour#play', 'Play', 'A cat that is scratching from boredom needs play.'),
        p('/behaviour#customers', 'Customers', 'A cat that is scratching customers needs a quiet spot away from them.'),
      ],
      lexicon,
    );
    expect(guide.find('he keeps scratching')[0]?.path).toMatch(/^\/behaviour/);
  });

  it('ranks on what a message asks only when that clause names something', () => {
    const question = 'my cat keeps eating, how much should he eat';
    expect(search.find(question, [], 'how much should he eat')).not.toEqual(search.find(question));
    // "How should I do it?" names nothing: the whole message is the question.
    expect(search.find(question, [], 'how should i do')).toEqual(search.find(question));
  });

  it('finds the section that answers the question, and quotes its passages', () => {
    const hits = search.find('How much does spaying cost?');
    expect(hits[0]?.path).toBe('/spay-neuter#costs');
    const answer = composePassageAnswer(choosePassages(hits, false), []);
    expect(answer.lines.join('\n')).toContain('$150');
    expect(answer.lines.join('\n')).toContain('[What it costs](/spay-neuter#costs)');
    expect(answer.sources[0]).toEqual({ title: 'What it costs', path: '/spay-neuter#costs' });
    expect(answer.grounding.map((g) => g.path)).toContain('/spay-neuter#costs');
  });

  it('ranks a section by the guide the site search found first', () => {
    expect(search.find('what should i feed him')[0]?.path).toBe('/feeding#foods');
    expect(search.find('meals', ['/feeding#schedule'])[0]?.path).toBe('/feeding#schedule');
  });

  it('quotes at most MAX_QUOTED passages, only those close to the best, never the same text twice', () => {
    const chosen = choosePassages(
      [hit('/a', 1), hit('/b', 0.95), hit('/c', 0.9), hit('/d', 0.9), hit('/e', 0.2)],
      false,
    );
    expect(chosen.map((h) => h.path)).toEqual(['/a', '/b', '/c'].slice(0, MAX_QUOTED));
    expect(choosePassages([hit('/a', 1), hit('/e', 0.2)], false).map((h) => h.path)).toEqual(['/a']);
  });

  it('leaves emergency passages out of answers to other questions', () => {
    expect(choosePassages([hit('/x', 1, 0.9, true), hit('/y', 0.9)], false).map((h) => h.path)).toEqual(['/y']);
    expect(choosePassages([hit('/x', 1, 0.9, true)], true).map((h) => h.path)).toEqual(['/x']);
  });

  it('lets an emergency section answer a question without alarm words only when it leads clearly', () => {
    const everyday = hit('/y', 0.5);
    expect(clearEmergencyLead([hit('/x', 0.5 * EMERGENCY_LEAD, 0.9, true), everyday])).toEqual(['/x']);
    expect(clearEmergencyLead([hit('/x', 0.5 * EMERGENCY_LEAD - 0.01, 0.9, true), everyday])).toEqual([]);
    expect(clearEmergencyLead([everyday, hit('/x', 0.4, 0.9, true)])).toEqual([]);
    // A weak match doesn't raise the alarm however far it leads.
    expect(clearEmergencyLead([hit('/x', 1, 0.4, true), hit('/y', 0.2)])).toEqual([]);
    const lead = [hit('/x', 1, 0.9, true), hit('/y', 0.3)];
    expect(choosePassages(lead, clearEmergencyLead(lead)).map((h) => h.path)).toEqual(['/x']);
  });

  it('says so when nothing matches well, and offers the two closest guides only', () => {
    expect(choosePassages([hit('/a', 0.3, 0.1)], false)).toEqual([]);
    const guides = [
      { title: 'A', path: '/a' },
      { title: 'B', path: '/b' },
      { title: 'C', path: '/c' },
    ];
    const answer = composePassageAnswer([], guides);
    expect(answer.lines[0]).toMatch(/couldn't find/);
    expect(answer.sources).toEqual(guides.slice(0, 2));
    expect(composePassageAnswer([], []).sources).toEqual([]);
  });
});
