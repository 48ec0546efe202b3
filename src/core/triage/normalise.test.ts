import { compileLexicon } from './lexicon.ts';
import { foldText, splitSentences, withinOneEdit } from './normalise.ts';
import { spanConcepts } from './timespan.ts';

describe('normalise', () => {
  it('folds case, accents and apostrophes', () => {
    expect(foldText("Está VOMITANDO, isn't it")).toBe('esta vomitando, isnt it');
  });

  it('splits sentences, marks questions and clause ends', () => {
    const [first, second] = splitSentences('he ate a lily, but ok. Is it bad?');
    expect(first?.tokens).toEqual(['he', 'ate', 'a', 'lily', 'but', 'ok']);
    expect(first?.clauseEnds.has(3)).toBe(true);
    expect(first?.asked).toBe(false);
    expect(second?.asked).toBe(true);
  });

  it.each([
    ['bleeding', 'bleding', true],
    ['seizure', 'siezure', true],
    ['breath', 'breth', true],
    ['vomit', 'vomitt', true],
    ['lily', 'lolly', false],
    ['poison', 'person', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe('lexicon', () => {
  const lexicon = compileLexicon(
    { BLEED: ['bleed*', 'sangr*'], HIT: ['run over', 'hit'], SEIZURE: ['convuls*'], SHOCK: ['shock*'] },
    { bleedin: 'bleeding' },
  );
  const concepts = (text: string) => lexicon.find(text.split(' ')).map((h) => h.concept);

  it('matches stems, phrases, typos and misspellings', () => {
    expect(concepts('she is bleeding')).toEqual(['BLEED']);
    expect(concepts('esta sangrando')).toEqual(['BLEED']);
    expect(concepts('convlusion')).toEqual(['SEIZURE']);
    expect(concepts('stock market')).toEqual([]);
    expect(concepts('bleedin bad')).toEqual(['BLEED']);
    expect(concepts('a bike run over him')).toEqual(['HIT']);
    expect(concepts('blessing')).toEqual([]);
  });
});

describe('time spans and counts', () => {
  const spans = (text: string) => spanConcepts(text.split(' ')).map((h) => h.concept);

  it.each([
    ['for 2 days', ['SPAN_1H', 'SPAN_12H', 'SPAN_24H']],
    ['desde ayer', ['SPAN_1H', 'SPAN_12H', 'SPAN_24H']],
    ['for 14 hours', ['SPAN_1H', 'SPAN_12H']],
    ['since this morning', ['SPAN_1H']],
    ['over an hour', ['SPAN_1H']],
    ['90 minutes', ['SPAN_1H']],
    ['10 minutes', []],
    ['5 times', ['MANY_TIMES']],
    ['dos veces', ['FEW_TIMES']],
    ['once', ['ONCE']],
    ['over and over', ['MANY_TIMES']],
  ])('%s → %j', (text, expected) => {
    expect(spans(text)).toEqual(expected);
  });
});
