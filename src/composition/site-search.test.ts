import { guideIndex } from '../content/guide-index/entries.ts';
import { entryReaderTrainingSet } from '../../scripts/lib/entry-reader-training.ts';
import entryModel from '../generated/models/entry-reader-model.json' with { type: 'json' };
import { createSiteSearch } from './site-search.ts';

// The site search with its entry reader (docs/search.md, "The entry reader").

describe('the entry reader', () => {
  it('was trained on the current development questions and guide index (else: npm run train:entries)', () => {
    const { hash, links } = entryReaderTrainingSet();
    expect(entryModel.links).toEqual(links);
    expect(entryModel.trainedOn).toBe(hash);
  });

  it('reads only links of the guide index', () => {
    const paths = new Set(guideIndex.map((e) => e.path));
    expect(entryModel.links.filter((link) => !paths.has(link))).toEqual([]);
  });
});

describe('the site search', () => {
  const search = createSiteSearch();
  const first = (query: string) => search.search(query)[0]?.path;

  // Questions that share no topic word with the guide that answers them, read as people ask them.
  it('finds the help directory for "who do I call" questions, in English and Spanish', () => {
    expect(first('someone left a box of kittens outside my store, who do I call')).toBe('/find-help');
    expect(first('a quién llamo si encuentro gatitos en la calle')).toBe('/find-help');
  });

  it('finds shop safety for the hazards of a shop', () => {
    expect(first('cat keeps jumping up near the deli slicer')).toBe('/daily-care#shop-safety');
    // The words put the poisoning guide first, and the reader never demotes an emergency guide the words lead with.
    const paths = search.search('can I put rat poison in the basement if I have a cat').map((r) => r.path);
    expect(paths[0]).toBe('/emergency#poisoning');
    expect(paths.slice(0, 3)).toContain('/daily-care#shop-safety');
  });

  it('still leads with the emergency guide when the cat is in trouble', () => {
    expect(first('cat fell off the fire escape')).toBe('/emergency#injury');
    expect(first('my cat ate rat poison')).toBe('/emergency#poisoning');
  });
});
