#!/usr/bin/env node
// `npm run train:entries`: trains the site search's entry reader (src/core/search/entry-reader.ts) on the
// development questions (scripts/lib/entry-reader-training.ts) and writes
// src/generated/models/entry-reader-model.json. Never on a held-back half. Why and how it is used: docs/search.md,
// "The entry reader".
//
// The same softmax regression as the section reader (scripts/lib/train-linear.mjs), over the guide index's links,
// on words only. The model ships in the search chunk loaded on first use, so only its strong positive weights are
// kept (PRUNE), in steps of STEP: what a word says for a link, not against the others.
//
//   npm run train:entries   train; print the site search's cross-validated figures on the search development
//                           half, per strength of the reading (x1 is READER_WEIGHT); write the model (a minute)
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './lib/ts-import.mjs';
import { FOLDS, SGD, trainSoftmax } from './lib/train-linear.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MODEL_PATH = join(root, 'src/generated/models/entry-reader-model.json');
/** Weights under this are left out: 1,351 words stay (7.0 kB gzipped); 0.6 keeps 1,963 (9.8 kB). */
const PRUNE = 0.75;
/** Weights are rounded to this step. */
const STEP = 0.25;

const { entryReaderTrainingSet } = await importTs(root, 'scripts/lib/entry-reader-training.ts');
const { readEntries } = await importTs(root, 'src/core/search/entry-reader.ts');
const { links, rows, hash } = entryReaderTrainingSet();

/** The model in its shipped form: per link, its words grouped by weight in steps of STEP (entry-reader.ts). */
const train = (some) => {
  const { bias, weights } = trainSoftmax(some, links.length, { ...SGD, prune: PRUNE });
  const words = links.map(() => ({}));
  for (const [feature, pairs] of Object.entries(weights))
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const steps = Math.round(pairs[i + 1] / STEP);
      if (steps > 0) (words[pairs[i]][steps] ??= []).push(feature);
    }
  return {
    trainedOn: hash,
    links,
    bias,
    step: STEP,
    words: words.map((levels) => Object.fromEntries(Object.entries(levels).map(([s, list]) => [s, list.join(' ')]))),
  };
};

// Cross-validation: each kind of question (chat cases, search questions) is cut into FOLDS contiguous parts (each
// mostly one writer's batch); fold k is part k of each. The site search answers each search development question
// with a reader trained on the other folds, its reading scaled (the engine compares the scaled reading with
// READER_PROPOSES too).
const foldOf = [];
for (const kind of ['chat', 'search']) {
  const ofKind = rows.flatMap((r, i) => (r.kind === kind ? [i] : []));
  ofKind.forEach((i, j) => (foldOf[i] = Math.floor((j * FOLDS) / ofKind.length)));
}
const foldModels = Array.from({ length: FOLDS }, (_, k) => train(rows.filter((_, i) => foldOf[i] !== k)));
const pct = (n, d) => `${((100 * n) / d).toFixed(1)}%`;

{
  const { createSearchEngine } = await importTs(root, 'src/core/search/engine.ts');
  const { guideIndex } = await importTs(root, 'src/content/guide-index/entries.ts');
  const { withSectionQuestions } = await importTs(root, 'src/content/guide-index/section-questions.ts');
  const { searchLexicon } = await importTs(root, 'src/content/search-lexicon.ts');
  const searchRows = rows.flatMap((row, i) => (row.kind === 'search' ? [{ row, fold: foldOf[i] }] : []));
  const readingOf = new Map(searchRows.map(({ row, fold }) => [row.text, readEntries(foldModels[fold], row.text)]));
  for (const scale of [0, 0.5, 1, 1.5, 2.5]) {
    const engine = createSearchEngine(withSectionQuestions(guideIndex), searchLexicon, {
      reader: (query) => new Map([...(readingOf.get(query) ?? [])].map(([link, p]) => [link, p * scale])),
    });
    let first = 0;
    let top3 = 0;
    for (const { row } of searchRows) {
      const paths = engine.search(row.text).map((r) => r.path);
      first += paths.length && row.counts.includes(links.indexOf(paths[0])) ? 1 : 0;
      top3 += paths.slice(0, 3).some((p) => row.counts.includes(links.indexOf(p))) ? 1 : 0;
    }
    console.log(
      `  reading x${scale}: search right first ${pct(first, searchRows.length)}, in the top 3 ${pct(top3, searchRows.length)} (out of fold, ${searchRows.length} questions with a right link)`,
    );
  }
}

const model = train(rows);
writeFileSync(
  MODEL_PATH,
  `{"trainedOn":${JSON.stringify(hash)},\n"links":${JSON.stringify(links)},\n"bias":${JSON.stringify(model.bias)},\n` +
    `"step":${STEP},\n"words":[\n${model.words.map((w) => JSON.stringify(w)).join(',\n')}\n]}\n`,
);
const wordCount = new Set(model.words.flatMap((w) => Object.values(w).flatMap((list) => list.split(' ')))).size;
console.log(`wrote ${MODEL_PATH.slice(root.length + 1)}: ${links.length} links, ${wordCount} words`);
