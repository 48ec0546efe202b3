// The entry reader: a small softmax model over the guide index's links, trained on the development questions
// (scripts/train-entry-reader.mjs), that reads which guide a search is about from its words alone. The word index
// matches a query's words against the guides' text; the reader has learned how people ask ("who do I call about
// kittens in a box" is the help directory, "rat poison in the basement with the cat around" is shop safety), and
// its probabilities are added to the ranking (READER_WEIGHT, constants.ts). It is the section reader's small
// sibling: no triage concepts, only words, and only its strongest positive weights, so that it fits in the search
// chunk loaded on first use. Pure and deterministic: the weights come in as data. docs/search.md, "The entry reader".
import { sparseSoftmax } from '../linear-model.ts';
import { pageOf } from './links.ts';
import { normalizeText, spanishForms, stem, wordsOf } from './words.ts';

/** A trained entry reader, as scripts/train-entry-reader.mjs writes it. */
export interface EntryModel {
  /** Fingerprint of the training features and labels: the test that keeps the model in step with its questions. */
  trainedOn: string;
  /** The links it reads, one class each ('/feeding', '/daily-care#shop-safety'). */
  links: readonly string[];
  bias: readonly number[];
  /** The unit of the weights below. */
  step: number;
  /**
   * Per link, in the order of `links`: a weight in steps, and the words (features) that add it to the link,
   * space-separated ({ "6": "flea tick" }: each adds 6 steps). Listed by link, not by word, the model is a quarter
   * smaller gzipped: it ships in the search chunk.
   */
  words: readonly Readonly<Partial<Record<string, string>>>[];
}
/** Words too common to say which guide a search is about (English and Spanish), "cat" and "gato" among them. */
const STOPWORDS = new Set(
  'a an the and or i my me it is to of in on at for he she him her his its this that be do does with cat cats gato gatos el la de que y en un una lo le'.split(
    ' ',
  ),
);

/** The features of a query: its words' stems, less the stopwords, and the plain forms of its Spanish words. */
export function entryReaderFeatures(text: string): string[] {
  const folded = wordsOf(normalizeText(text));
  const features = new Set<string>();
  for (const w of folded.map(stem)) if (!STOPWORDS.has(w)) features.add(w);
  for (const w of folded) for (const form of spanishForms(w)) features.add(form);
  return [...features];
}

/** Per word, link index and weight in turn ([3, 1.5, 7, 0.75]), made once per model. */
const tables = new WeakMap<EntryModel, Map<string, number[]>>();
function weightsOf(model: EntryModel): Map<string, number[]> {
  let table = tables.get(model);
  if (table) return table;
  table = new Map();
  for (const [k, levels] of model.words.entries())
    for (const [steps, words] of Object.entries(levels))
      for (const word of (words ?? '').split(' ')) {
        const pairs = table.get(word) ?? [];
        pairs.push(k, Number(steps) * model.step);
        table.set(word, pairs);
      }
  tables.set(model, table);
  return table;
}

/**
 * How likely the model finds each link to be what the query is about. The model learns a section's own link where
 * the index has one, but the whole page holds that section and answers too: a page's link is read as likely as
 * the likeliest link on it, and the words choose between them ("fleas" is the preventive care page, "flea
 * treatment cost" its cost tab).
 */
export function readEntries(model: EntryModel, text: string): Map<string, number> {
  const p = sparseSoftmax(model.bias, weightsOf(model), entryReaderFeatures(text));
  const reading = new Map(model.links.map((link, k) => [link, p[k] ?? 0]));
  for (const [link, q] of reading) {
    const page = pageOf(link);
    if (page !== link && reading.has(page)) reading.set(page, Math.max(reading.get(page) ?? 0, q));
  }
  return reading;
}
