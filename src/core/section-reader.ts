// The section reader: a softmax model over the guides' sections, trained on the development questions
// (scripts/train-section-reader.mjs), that reads which section a question is about. The assistant's passage
// ranking (passage-answer.ts) matches a question's words against the guides' text; the reader has learned how
// people ask ("he keeps going outside the box on the mat" is the litter section, "she screams at night and rolls
// on the floor" is spaying), and its probabilities are added to the ranking as a prior. A section the text search
// doesn't find is ranked only when the reader is fairly sure of it (READER_PROPOSES in passage-answer.ts), and an
// emergency section never is. Pure and deterministic: the weights come in as data.
// How it is trained, checked and tuned: docs/search.md, "The section reader".
import { sparseSoftmax, weightTable } from './linear-model.ts';
import { questionFocus } from './question-focus.ts';
import { normalizeText, spanishForms, stem, wordsOf } from './search/words.ts';

/** A trained reader, as scripts/train-section-reader.mjs writes it. */
export interface SectionModel {
  /** Fingerprint of the training features and labels: the test that keeps the model in step with its questions. */
  trainedOn: string;
  /** The sections it reads, by link ('/feeding#schedule', '/grooming?tab=tools'). */
  sections: readonly string[];
  bias: readonly number[];
  /** Per feature: section index and weight in turn ([3, 0.5, 7, -0.2]). */
  weights: Readonly<Record<string, readonly number[]>>;
}

/** What the reader reads of a question. */
export interface ReaderInput {
  text: string;
  /** Index words the question's misspelt words are one typo from (the passage engine's `corrections`). */
  corrections: readonly string[];
  /** Triage's concepts of the message ('c:VOMIT', 'c:!URINATE'): symptoms and actors in any wording or language. */
  concepts: readonly string[];
}

/** Words too common to say which section a question is about. */
const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'i',
  'my',
  'me',
  'it',
  'is',
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'he',
  'she',
  'him',
  'her',
  'his',
  'its',
  'this',
  'that',
  'be',
  'do',
  'does',
  'with',
]);

/**
 * The features of a question: stemmed words ('w:'), stemmed word pairs ('b:'), the words of the clauses that ask
 * ('q:', question-focus.ts), the plain forms of Spanish words, typo corrections, and triage's concepts ('t:').
 */
export function readerFeatures({ text, corrections, concepts }: ReaderInput): string[] {
  const folded = wordsOf(normalizeText(text));
  const stems = folded.map(stem);
  const features = new Set<string>();
  for (const w of stems) if (!STOPWORDS.has(w)) features.add(`w:${w}`);
  for (let i = 0; i + 1 < stems.length; i += 1) features.add(`b:${stems[i]} ${stems[i + 1]}`);
  for (const c of corrections) features.add(`w:${stem(c)}`);
  for (const w of wordsOf(normalizeText(questionFocus(text))).map(stem)) if (!STOPWORDS.has(w)) features.add(`q:${w}`);
  for (const w of folded) for (const form of spanishForms(w)) features.add(`w:${form}`);
  for (const c of concepts) features.add(`t:${c}`);
  return [...features];
}

/** How likely the model finds each section to be what the question is about (they sum to 1). */
export function readSections(model: SectionModel, features: readonly string[]): Map<string, number> {
  const p = sparseSoftmax(model.bias, weightTable(model.weights), features);
  return new Map(model.sections.map((section, k) => [section, p[k] ?? 0]));
}
