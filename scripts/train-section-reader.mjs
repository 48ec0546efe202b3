#!/usr/bin/env node
// `npm run train:sections`: trains the assistant's section reader (src/core/section-reader.ts) on the development
// questions (scripts/lib/section-reader-training.ts) and writes src/generated/models/section-reader-model.json.
// Never on a held-back half. How the reader is used and why: docs/search.md, "The section reader".
//
// A softmax regression over the guides' sections, trained by stochastic gradient descent in the questions' file
// order, so the same questions give the same model. A question that more than one section answers spreads its
// target evenly over them. Cross-validation on contiguous folds (each mostly one writer's batch) prints how often
// a reader trained without a question names a right section first; `--tune` also answers every development
// question with the assistant given those out-of-fold readings, at several strengths of the reader's prior.
//
//   npm run train:sections             train, print the cross-validation figures, write the model
//   npm run train:sections -- --tune   also the assistant's out-of-fold figures per prior strength and per
//                                      threshold for proposing a section the text match didn't find (slow)
//   npm run train:sections -- --check  exit 1 if the model was not trained on the current questions and guides
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './lib/ts-import.mjs';
import { checkTrainedOn, FOLDS, SGD, trainSoftmax, weightLines } from './lib/train-linear.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MODEL_PATH = join(root, 'src/generated/models/section-reader-model.json');

const { readerTrainingSet } = await importTs(root, 'scripts/lib/section-reader-training.ts');
const { sections, questions, rows, hash } = readerTrainingSet();

if (process.argv.includes('--check')) {
  checkTrainedOn(MODEL_PATH, hash, 'src/generated/models/section-reader-model.json', 'npm run train:sections');
}

// Every feature counts, even one question's: leaving out those seen in fewer than 2 or 3 questions, as triage's
// second reader does, lowered the out-of-fold figures (77.7 % right first, against 75.9 % and 75.3 %).
const train = (some) => ({
  trainedOn: hash,
  sections,
  ...trainSoftmax(some, sections.length, SGD),
});

const { readSections } = await importTs(root, 'src/core/section-reader.ts');
// Each kind of question (chat cases, search questions) is cut into FOLDS contiguous parts; fold k is part k of each.
const foldOf = [];
for (const kind of new Set(questions.map((q) => q.kind))) {
  const ofKind = questions.flatMap((q, i) => (q.kind === kind ? [i] : []));
  ofKind.forEach((i, j) => (foldOf[i] = Math.floor((j * FOLDS) / ofKind.length)));
}
const outOfFold = [];
for (let k = 0; k < FOLDS; k += 1) {
  const model = train(rows.filter((_, i) => foldOf[i] !== k));
  rows.forEach((row, i) => {
    if (foldOf[i] === k) outOfFold[i] = { row, reading: readSections(model, row.features) };
  });
}
const pct = (n, d) => `${((100 * n) / d).toFixed(1)}%`;
const bestOf = (reading) => [...reading].reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(`cross-validation on ${FOLDS} contiguous folds of ${rows.length} development questions:`);
for (const least of [0, 0.3, 0.5, 0.7]) {
  const sure = outOfFold.filter((o) => bestOf(o.reading)[1] >= least);
  const right = sure.filter((o) => o.row.targets.includes(sections.indexOf(bestOf(o.reading)[0])));
  console.log(
    `  reader at least ${String(least).padEnd(3)} sure: ${String(sure.length).padStart(4)} questions, a right section first for ${pct(right.length, sure.length)}`,
  );
}

if (process.argv.includes('--tune')) {
  // The assistant answers each development question with the reading of a reader that never saw it, scaled.
  const { assistantOptions, sitePassageSearch } = await importTs(root, 'src/composition/site-assistant.ts');
  const { createAssistant } = await importTs(root, 'src/core/answer.ts');
  const { READER_PROPOSES } = await importTs(root, 'src/core/passage-answer.ts');
  const readingOf = new Map(outOfFold.map((o, i) => [questions[i].text, o.reading]));
  // The prior's strength with the shipped threshold for proposing unfound sections, then that threshold at x1.
  const tries = [
    ...[0, 0.5, 1, 2].map((scale) => ({ scale, proposes: READER_PROPOSES })),
    ...[Infinity, 0.5, 0.2].map((proposes) => ({ scale: 1, proposes })),
  ];
  for (const { scale, proposes } of tries) {
    const assistant = createAssistant({
      ...assistantOptions,
      passages: proposes === READER_PROPOSES ? assistantOptions.passages : sitePassageSearch(proposes),
      reader: (message) => new Map([...(readingOf.get(message) ?? [])].map(([s, p]) => [s, p * scale])),
    });
    const byKind = new Map();
    for (const q of questions) {
      const reply = assistant.compose(q.text, q.history ?? []);
      const got = q.kind === 'chat' ? /\]\((\/[^)]*)\)/.exec(reply.reply)?.[1] : reply.sources[0]?.path;
      const [n = 0, right = 0] = byKind.get(q.kind) ?? [];
      byKind.set(q.kind, [n + 1, right + (got && q.counts(got) ? 1 : 0)]);
    }
    console.log(
      `  prior x${scale}, proposing from ${proposes === Infinity ? 'never' : proposes}: ${[...byKind].map(([kind, [n, right]]) => `${kind} ${right}/${n} = ${pct(right, n)}`).join(', ')}`,
    );
  }
}

const model = train(rows);
writeFileSync(
  MODEL_PATH,
  `{"trainedOn":${JSON.stringify(hash)},\n"sections":${JSON.stringify(sections)},\n` +
    `"bias":${JSON.stringify(model.bias)},\n"weights":{\n${weightLines(model.weights)}\n}}\n`,
);
console.log(
  `wrote ${MODEL_PATH.slice(root.length + 1)}: ${sections.length} sections, ${Object.keys(model.weights).length} feature rows`,
);
