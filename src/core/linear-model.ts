// What the site's linear models share: triage's second reader (src/core/triage/learned.ts) and the assistant's
// section reader (src/core/section-reader.ts). Their weights come in as data (JSON written by the trainers in
// scripts/); this reads them, and fingerprints the training sets the tests keep them in step with.

/**
 * A model's weights as a Map, made once per weights object: most of a message's features are not in the model,
 * and a miss in a Map costs a fraction of a miss in a large object (which also walks the prototype chain).
 */
const tables = new WeakMap<object, Map<string, unknown>>();
export function weightTable<W>(weights: Readonly<Record<string, W>>): ReadonlyMap<string, W> {
  let table = tables.get(weights);
  if (!table) tables.set(weights, (table = new Map(Object.entries(weights))));
  return table as Map<string, W>;
}

/**
 * A softmax over classes from sparse weights: per feature, class index and weight in turn ([3, 0.5, 7, -0.2]).
 * The probability of each class, in the order of `bias`.
 */
export function sparseSoftmax(
  bias: readonly number[],
  weights: ReadonlyMap<string, readonly number[]>,
  features: readonly string[],
): number[] {
  const z = [...bias];
  for (const f of features) {
    const pairs = weights.get(f) ?? [];
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const k = pairs[i] ?? 0;
      z[k] = (z[k] ?? 0) + (pairs[i + 1] ?? 0);
    }
  }
  const max = Math.max(...z);
  const exp = z.map((v) => Math.exp(v - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** A 53-bit fingerprint of a string (cyrb53): enough to tell that the training set changed. */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}
