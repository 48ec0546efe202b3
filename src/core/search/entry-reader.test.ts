import { entryReaderFeatures, readEntries, type EntryModel } from './entry-reader.ts';

// The entry reader on a hand-made model: what it reads of a query, and the probabilities it gives.

const handMade: EntryModel = {
  trainedOn: 'by hand',
  links: ['/find-help', '/daily-care#shop-safety', '/feeding'],
  bias: [0, 0, 0],
  step: 0.25,
  words: [{ '8': 'call hotlin' }, { '8': 'poison', '4': 'basement' }, { '6': 'comer' }],
};

describe('the entry reader', () => {
  it('reads stemmed words without the stopwords, and the plain forms of Spanish words', () => {
    const features = entryReaderFeatures('Who do I call about the cat? Le gusta comer la basura');
    expect(features).toEqual(expect.arrayContaining(['who', 'call', 'about', 'gusta', 'gustar', 'comer', 'basura']));
    expect(features).not.toEqual(expect.arrayContaining(['cat', 'the', 'le', 'la']));
  });

  it('gives each link a probability, summing to 1, moved by the words it has weights for', () => {
    const reading = readEntries(handMade, 'rat poison in the basement');
    const sum = [...reading.values()].reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 10);
    // poison (8 steps) + basement (4 steps) = 3 for shop safety, 0 for the others.
    expect(reading.get('/daily-care#shop-safety')).toBeCloseTo(Math.exp(3) / (Math.exp(3) + 2), 10);
    expect(readEntries(handMade, 'a quien llamo, no quiere comer').get('/feeding')).toBeGreaterThan(0.6);
  });

  it('reads nothing into words it has no weights for', () => {
    for (const p of readEntries(handMade, 'hello there').values()) expect(p).toBeCloseTo(1 / 3, 10);
  });
});
