import { compileLexicon } from './lexicon.ts';
import { withinOneEdit } from '../one-edit.ts';
import { foldText, spanishBases, splitSentences } from './normalise.ts';
import dev from '../../../eval/triage/development.json';
import { cuesOf, PHRASES, spanConcepts } from './timespan.ts';

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

  it('reads the words of an OTHER_SENSE phrase as that phrase only', () => {
    const eating = compileLexicon({
      EAT: ['come'],
      HIDING: ['wont come out'],
      OTHER_SENSE: ['come out'],
      NEG: ['wont', 'no'],
    });
    const found = (text: string) => eating.find(text.split(' ')).map((h) => h.concept);
    expect(found('no come nada')).toEqual(['NEG', 'EAT']);
    expect(found('she wont come out')).toEqual(['NEG', 'HIDING', 'OTHER_SENSE']);
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
    ['opened at 6 and its 8 30 now', ['SPAN_1H']],
    ['scooped it last night at 8 and now its 11am', ['SPAN_1H', 'SPAN_12H']],
    ['anoche a las 9 y ya son las 10 de la manana', ['SPAN_1H', 'SPAN_12H']],
    ['threw up last night at 8 and again at 10', ['SPAN_1H', 'FEW_TIMES']],
    ['vomito una vez anoche y otra hoy', ['FEW_TIMES']],
    ['not eating since 2 days, now its 5', ['SPAN_1H', 'SPAN_12H', 'SPAN_24H']],
    ['95 degrees in the shop', ['HOT']],
    ['like 15 degrees outside', ['COLD']],
    ['60 degrees', []],
  ])('%s → %j', (text, expected) => {
    expect(spans(text)).toEqual(expected);
  });
});

describe('spanishBases', () => {
  it.each([
    ['patitas', ['patas']],
    ['boquita', ['boca']],
    ['barriguita', ['barriga']],
    ['gatico', ['gato']],
    ['ojito', ['ojo']],
    ['cerrao', ['cerrado']],
    ['acostao', ['acostado']],
  ])('%s → %j', (word, bases) => {
    expect(spanishBases(word)).toEqual(bases);
  });

  it('tries both readings of a "c" before the diminutive', () => {
    expect(spanishBases('pancita')).toContain('panza');
    expect(spanishBases('dolorcito')).toContain('dolor');
  });

  it('leaves other words alone', () => {
    for (const word of ['agua', 'mucho', 'cabeza', 'casa', 'frio']) expect(spanishBases(word)).toEqual([]);
  });
});

describe('the lexicon reads spoken Spanish forms and real words', () => {
  const lexicon = compileLexicon({ LEGS: ['pata', 'patas'], HARD: ['dura'], STIFF: ['stiff'] }, { stuff: 'stuff' });
  const concepts = (text: string) => lexicon.find(text.split(' ')).map((h) => h.concept);

  it('finds a word through its diminutive or its Spanish plural', () => {
    expect(concepts('patitas duritas')).toEqual(['LEGS', 'HARD']);
  });

  it('never reads a word the misspelling table maps to itself as a typo', () => {
    expect(concepts('stuff')).toEqual([]);
    expect(concepts('stif')).toEqual(['STIFF']);
  });
});

describe('spans between named days and times', () => {
  const spans = (text: string) => spanConcepts(text.split(' ')).map((h) => h.concept);

  it('counts the days between two weekdays', () => {
    expect(spans('cleaned the box monday night and its wednesday morning')).toContain('SPAN_24H');
  });

  it('counts the hours between two times of day', () => {
    expect(spans('pushing since we opened at 6 its 8 30')).toContain('SPAN_1H');
    expect(spans('pushing since we opened at 6 its 8 30')).not.toContain('SPAN_12H');
  });

  it('needs two of them', () => {
    expect(spans('he ate at 6')).toEqual([]);
  });

  it('reads the half of the day when both times say it', () => {
    expect(spans('scooped at 7 this morning and its 10pm now')).toContain('SPAN_12H');
    expect(spans('scooped at 7am and its 9 30 now')).not.toContain('SPAN_12H');
  });
});

describe('weather and heights said in numbers', () => {
  const concepts = (text: string) => spanConcepts(text.split(' ')).map((h) => h.concept);

  it('reads a temperature without "degrees" when it is the weather', () => {
    expect(concepts('its 91 outside today')).toContain('HOT');
    expect(concepts('hace como 20 afuera')).toContain('COLD');
    expect(concepts('he is 12 out of 10 cute')).toEqual([]);
    expect(concepts('se fue la luz y hace como 98 en la tienda')).toContain('HOT');
    expect(concepts('hace 2 dias')).not.toContain('HOT');
    expect(concepts('pujando hace hora y media')).toContain('SPAN_1H');
    expect(concepts('lleva hora y media pujando')).toContain('SPAN_1H');
    expect(concepts('no come desde antier')).toContain('SPAN_24H');
  });

  it('reads a number of years or months back as long past', () => {
    expect(concepts('se cayo hace como 2 anos')).toContain('PAST_LONG');
    expect(concepts('he got blocked three months ago')).toContain('PAST_LONG');
    expect(concepts('2 hours ago')).not.toContain('PAST_LONG');
  });

  it('reads a height a fall can hurt from, not a small one', () => {
    expect(concepts('dropped about 8 feet')).toContain('HEIGHT');
    expect(concepts('se cayo como 3 pisos')).toContain('HEIGHT');
    expect(concepts('a 2 ft step')).not.toContain('HEIGHT');
  });
});

describe('time phrase cues', () => {
  it('never skip a pattern that matches: every sentence a pattern matches has one of its cues', () => {
    const sentences = [
      ...dev.cases.flatMap((c) => splitSentences(c.text)),
      ...splitSentences(
        'over and over nonstop. non stop. sin parar. una y otra vez. a lot of times. cant keep food down. no para de vomitar. ' +
          'every hour. twice. dos veces. couple of times. once. una vez. again. de nuevo. y otra. and another. since yesterday. ' +
          'desde antier. yesterday morning. all day yesterday. ayer todo el dia. since saturday. desde el lunes. for days. ' +
          'hace unos dias. since last week. day and a half. dia y medio. day before yesterday. anteayer. ayer y hoy. next day. ' +
          'a day later. ya es otro dia. hour and a half. hora y media. all day and all night. todo el dia ni anoche. dia y noche. ' +
          'since last night. desde anoche. overnight. toda la noche. since this morning. desde temprano. since lunch.',
      ),
    ];
    expect(PHRASES.length).toBeLessThanOrEqual(31);
    const skipped = sentences.flatMap(({ tokens }) =>
      PHRASES.filter((p) => p.pattern.test(tokens.join(' ')) && (cuesOf(tokens) & p.bit) === 0).map(
        (p) => `${p.pattern.source.slice(0, 30)}: ${tokens.join(' ')}`,
      ),
    );
    expect(skipped).toEqual([]);
  });
});
