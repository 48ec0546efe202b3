// The entry reader's training set: every development question with the guide index links that answer it — the
// triage cases' everyday questions (eval/triage/development.json, `guides`: a link answers when it starts with
// one) and the search evaluation's development half (eval/search/development.json, `expect`: a link answers when
// it is an expected section, or else the whole page that holds one). A question no link answers is left out.
// scripts/train-entry-reader.mjs trains src/generated/models/entry-reader-model.json on it, and src/composition/site-search.test.ts checks that the
// model was trained on exactly this set. Never the held-back halves.
import searchDev from '../../eval/search/development.json' with { type: 'json' };
import triageDev from '../../eval/triage/development.json' with { type: 'json' };
import { guideIndex } from '../../src/content/guide-index/entries.ts';
import { fingerprint } from '../../src/core/linear-model.ts';
import { pageOf } from '../../src/core/search/links.ts';
import { entryReaderFeatures } from '../../src/core/search/entry-reader.ts';

export interface EntryReaderRow {
  /** 'chat': a triage case; 'search': a search evaluation question (cross-validation folds each kind). */
  kind: 'chat' | 'search';
  text: string;
  features: string[];
  /** Indices (into `links`) of the links that answer the question: what the reader learns. */
  targets: number[];
  /** Indices of the links npm run eval:search counts right for it (a whole page that holds an expected section too). */
  counts: number[];
}

export function entryReaderTrainingSet(): { links: string[]; rows: EntryReaderRow[]; hash: string } {
  const links = [...new Set(guideIndex.map((e) => e.path))].sort();
  const questions = [
    ...(triageDev.cases as { text: string; guides?: string[] }[]).map((c) => {
      const counts = (link: string) => (c.guides ?? []).some((g) => link.startsWith(g));
      return { text: c.text, kind: 'chat' as const, counts, answers: counts };
    }),
    // The evaluation also counts the whole page that holds an expected section, but the reader learns the section's
    // own link where the index has one: else every page entry, right for all its sections, outweighs them
    // ("spay neuter cost" would lead with the spay/neuter page, not its costs).
    ...searchDev.questions.map((q) => {
      const exact = q.expect.some((e) => links.includes(e));
      const counts = (link: string) =>
        q.expect.includes(link) || (!/[?#]/.test(link) && q.expect.some((e) => pageOf(e) === link));
      return {
        text: q.q,
        kind: 'search' as const,
        counts,
        answers: (link: string) => (exact ? q.expect.includes(link) : counts(link)),
      };
    }),
  ];
  const rows = questions
    .map((q) => ({
      kind: q.kind,
      text: q.text,
      features: entryReaderFeatures(q.text),
      targets: links.flatMap((link, k) => (q.answers(link) ? [k] : [])),
      counts: links.flatMap((link, k) => (q.counts(link) ? [k] : [])),
    }))
    .filter((row) => row.targets.length > 0);
  return { links, rows, hash: fingerprint(JSON.stringify({ links, rows })) };
}
