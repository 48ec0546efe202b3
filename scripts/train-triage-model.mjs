#!/usr/bin/env node
// `npm run train:triage`: trains triage's second reader (src/core/triage/learned.ts) on the development cases
// (eval/triage/development.json) and writes src/generated/models/triage-model.json. Never on the held-back half: its
// figures would mean nothing after. How the model is used and why: docs/triage.md, "The second reader".
//
// Two logistic models over the same features (words, word pairs and the rules' concepts of the message and of
// the chat before it): "is this an emergency", and "which red flag" over the emergencies. Both are trained by
// stochastic gradient descent in the cases' file order, so the same cases give the same model. The threshold
// from which the first raises an emergency is chosen by cross-validation on contiguous folds of the cases (each
// fold mostly one writer's batch): the lowest threshold whose out-of-fold false alarms stay within
// MAX_FALSE_ALARMS of the non-emergencies.
//
//   npm run train:triage            train, print the cross-validation figures, write the model
//   npm run train:triage -- --check exit 1 if the model was not trained on the current cases and lexicon
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './lib/ts-import.mjs';
import { checkTrainedOn, FOLDS, round, SGD, trainSoftmax, weightLines } from './lib/train-linear.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MODEL_PATH = join(root, 'src/generated/models/triage-model.json');
/** Out-of-fold false alarms allowed at the chosen threshold: a share of the development non-emergencies. */
const MAX_FALSE_ALARMS = 0.015;
/** Thresholds tried, 0.50 to 0.95 by 0.01; the table prints every fifth and the chosen one. */
const THRESHOLDS = Array.from({ length: 46 }, (_, i) => Math.round(50 + i) / 100);

const { trainingSet } = await importTs(root, 'scripts/lib/triage-training-set.ts');
const { cases, hash } = trainingSet();

if (process.argv.includes('--check')) {
  checkTrainedOn(MODEL_PATH, hash, 'src/generated/models/triage-model.json', 'npm run train:triage');
}

/** Logistic regression, emergency or not: { bias, weights: Map }. */
function trainEmergency(rows) {
  const weights = new Map();
  let bias = 0;
  for (let epoch = 0; epoch < SGD.epochs; epoch += 1) {
    for (const { features, emergency } of rows) {
      let z = bias;
      for (const f of features) z += weights.get(f) ?? 0;
      const g = 1 / (1 + Math.exp(-z)) - (emergency ? 1 : 0);
      bias -= SGD.learningRate * g;
      for (const f of features) {
        const w = weights.get(f) ?? 0;
        weights.set(f, w - SGD.learningRate * (g + SGD.l2 * w));
      }
    }
  }
  const kept = [...weights].filter(([, w]) => Math.abs(w) >= SGD.prune).sort(([a], [b]) => (a < b ? -1 : 1));
  return { bias: round(bias), weights: Object.fromEntries(kept.map(([f, w]) => [f, round(w)])) };
}

/** Softmax regression over the red flags of the emergencies: { ids, bias, weights: {feature: [k, w, k, w…]} }. */
function trainFlag(rows) {
  const ids = [...new Set(rows.map((r) => r.flag))].sort();
  const targets = rows.map(({ features, flag }) => ({ features, targets: [ids.indexOf(flag)] }));
  return { ids, ...trainSoftmax(targets, ids.length, SGD) };
}

/** Features seen in fewer cases than this are left out: one writer's turn of phrase says little about the next. */
const MIN_CASES = 3;

function train(all) {
  const seen = new Map();
  for (const { features } of all) for (const f of features) seen.set(f, (seen.get(f) ?? 0) + 1);
  const rows = all.map((r) => ({ ...r, features: r.features.filter((f) => seen.get(f) >= MIN_CASES) }));
  return {
    emergency: trainEmergency(rows),
    flag: trainFlag(rows.filter((r) => r.emergency)),
  };
}

const { emergencyProbability, likelyFlag } = await importTs(root, 'src/core/triage/learned.ts');

// Cross-validation: each contiguous fold scored by a model trained on the others.
const outOfFold = [];
for (let k = 0; k < FOLDS; k += 1) {
  const from = Math.floor((k * cases.length) / FOLDS);
  const to = Math.floor(((k + 1) * cases.length) / FOLDS);
  const model = train([...cases.slice(0, from), ...cases.slice(to)]);
  for (const row of cases.slice(from, to)) {
    outOfFold.push({
      row,
      p: emergencyProbability(model, row.features),
      flag: row.emergency ? likelyFlag(model, row.features) : null,
    });
  }
}
const emergencies = outOfFold.filter((o) => o.row.emergency);
const others = outOfFold.filter((o) => !o.row.emergency);
const pct = (n, d) => `${((100 * n) / d).toFixed(1)}%`;
console.log(`cross-validation on ${FOLDS} contiguous folds of ${cases.length} development cases:`);
console.log('threshold  recall (model alone)        false alarms (model alone)');
let threshold = THRESHOLDS[THRESHOLDS.length - 1];
for (const t of [...THRESHOLDS].reverse()) {
  const fa = others.filter((o) => o.p >= t).length;
  if (fa / others.length <= MAX_FALSE_ALARMS) threshold = t;
}
for (const t of THRESHOLDS.filter((t) => Math.round(t * 100) % 5 === 0 || t === threshold)) {
  const recall = emergencies.filter((o) => o.p >= t).length;
  const fa = others.filter((o) => o.p >= t).length;
  console.log(
    `${t.toFixed(2).padEnd(10)} ${`${recall}/${emergencies.length} = ${pct(recall, emergencies.length)}`.padEnd(27)} ${fa}/${others.length} = ${pct(fa, others.length)}${t === threshold ? '   <- chosen' : ''}`,
  );
}
const flagRight = emergencies.filter((o) => o.flag.id === o.row.flag).length;
const confident = emergencies.filter((o) => o.flag.probability >= 0.5);
console.log(
  `red flag named right (out of fold): ${flagRight}/${emergencies.length} = ${pct(flagRight, emergencies.length)}; ` +
    `when the model is at least 50% sure: ${confident.filter((o) => o.flag.id === o.row.flag).length}/${confident.length}`,
);

const model = { trainedOn: hash, threshold, ...train(cases) };
const { emergency, flag } = model;
writeFileSync(
  MODEL_PATH,
  `{"trainedOn":${JSON.stringify(hash)},"threshold":${threshold},\n` +
    `"emergency":{"bias":${emergency.bias},"weights":{\n${weightLines(emergency.weights)}\n}},\n` +
    `"flag":{"ids":${JSON.stringify(flag.ids)},"bias":${JSON.stringify(flag.bias)},"weights":{\n${weightLines(flag.weights)}\n}}}\n`,
);
console.log(
  `wrote ${MODEL_PATH.slice(root.length + 1)}: ${Object.keys(model.emergency.weights).length} emergency weights, ` +
    `${Object.keys(model.flag.weights).length} flag weight rows, threshold ${threshold}`,
);
