import { readerFeatures, readSections, type SectionModel } from './section-reader.ts';

// The section reader on a hand-made model: what it reads of a question, and the probabilities it gives.

const handMade: SectionModel = {
  trainedOn: 'by hand',
  sections: ['/feeding#schedule', '/daily-care#litter', '/spay-neuter#why'],
  bias: [0, 0, 0],
  weights: {
    'w:litter': [1, 4],
    'q:feed': [0, 3, 2, -1],
    't:c:HEAT': [2, 5],
  },
};

describe('the section reader', () => {
  it('reads stemmed words, word pairs, the asking clause, Spanish plain forms, typo fixes and concepts', () => {
    const features = readerFeatures({
      text: 'My brother is sick so I run the store alone, how often should I feed the cats? castrarla',
      corrections: ['schedule'],
      concepts: ['c:HEAT'],
    });
    expect(features).toEqual(
      expect.arrayContaining([
        'w:brother',
        'w:cat',
        'b:the cat',
        'q:feed',
        'q:often',
        'w:castrar',
        'w:schedul',
        't:c:HEAT',
      ]),
    );
    // The story's words are words, not what it asks.
    expect(features).not.toContain('q:brother');
    // Too common to say anything.
    expect(features).not.toContain('w:the');
  });

  it('gives each section a probability, summing to 1, moved by the features it has weights for', () => {
    const none = readSections(handMade, []);
    expect([...none.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(none.get('/feeding#schedule')).toBeCloseTo(1 / 3);
    const litter = readSections(handMade, ['w:litter', 'w:unknown']);
    expect(litter.get('/daily-care#litter')).toBeGreaterThan(0.95);
    const feed = readSections(handMade, ['q:feed']);
    expect(feed.get('/feeding#schedule')).toBeGreaterThan(0.9);
    expect(feed.get('/spay-neuter#why')).toBeLessThan(none.get('/spay-neuter#why') ?? 0);
  });

  it('is deterministic', () => {
    expect(readSections(handMade, ['w:litter', 't:c:HEAT'])).toEqual(readSections(handMade, ['t:c:HEAT', 'w:litter']));
  });
});
