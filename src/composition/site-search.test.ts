import { guideIndex } from '../content/guide-index/entries.ts';
import { entryReaderTrainingSet } from '../../scripts/lib/entry-reader-training.ts';
import entryModel from '../generated/models/entry-reader-model.json' with { type: 'json' };

// The site search's entry reader (docs/search.md, "The entry reader"). What the site search shows for given
// queries: eval/search/regressions.json, checked by src/core/search/regressions.test.ts.

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
