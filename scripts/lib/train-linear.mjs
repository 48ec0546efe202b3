// What the two model trainers share (scripts/train-triage-model.mjs, scripts/train-section-reader.mjs): softmax
// regression by stochastic gradient descent in the rows' order (the same rows give the same weights), the sparse
// form the models ship in, the file layout that keeps a retrained model's diff readable, and the staleness check.
import { readFileSync } from 'node:fs';

export const round = (w) => Math.round(w * 100) / 100;

/**
 * How both models are trained: epochs over the rows, learning rate, L2 penalty, and the size under which a weight
 * is left out of the shipped model (the rest are rounded to two decimals).
 */
export const SGD = { epochs: 30, learningRate: 0.1, l2: 1e-4, prune: 0.05 };
/** Cross-validation folds: contiguous parts of the rows, each mostly one writer's batch. */
export const FOLDS = 6;

/**
 * Softmax regression over K classes. Each row is { features: string[], targets: number[] }: a row with several
 * targets spreads its weight evenly over them. Returns { bias: number[], weights: { feature: [k, w, k, w…] } },
 * weights under `prune` left out and the rest rounded to two decimals, features in order.
 */
export function trainSoftmax(rows, K, { epochs, learningRate, l2, prune }) {
  const weights = new Map();
  const bias = new Float64Array(K);
  const rowOf = (f) => {
    let r = weights.get(f);
    if (!r) weights.set(f, (r = new Float64Array(K)));
    return r;
  };
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const { features, targets } of rows) {
      const z = Float64Array.from(bias);
      for (const f of features) {
        const r = weights.get(f);
        if (r) for (let k = 0; k < K; k += 1) z[k] += r[k];
      }
      const max = Math.max(...z);
      let sum = 0;
      for (let k = 0; k < K; k += 1) sum += z[k] = Math.exp(z[k] - max);
      for (let k = 0; k < K; k += 1) {
        const g = z[k] / sum - (targets.includes(k) ? 1 / targets.length : 0);
        bias[k] -= learningRate * g;
        for (const f of features) {
          const r = rowOf(f);
          r[k] -= learningRate * (g + l2 * r[k]);
        }
      }
    }
  }
  const sparse = [...weights]
    .map(([f, r]) => [f, [...r].flatMap((w, k) => (Math.abs(w) >= prune ? [k, round(w)] : []))])
    .filter(([, pairs]) => pairs.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return { bias: [...bias].map(round), weights: Object.fromEntries(sparse) };
}

/** One weight (or weight row) to a line, features in order: a retrained model's diff shows which weights moved. */
export const weightLines = (weights) =>
  Object.entries(weights)
    .map(([f, w]) => `${JSON.stringify(f)}:${JSON.stringify(w)}`)
    .join(',\n');

/** `--check`: exits 1 when the model at `path` was not trained on the rows whose fingerprint is `hash`, else 0. */
export function checkTrainedOn(path, hash, label, command) {
  const model = JSON.parse(readFileSync(path, 'utf8'));
  if (model.trainedOn !== hash) {
    console.error(`${label} is stale: run \`${command}\`.`);
    process.exit(1);
  }
  console.log(`${label} is trained on the current cases.`);
  process.exit(0);
}
