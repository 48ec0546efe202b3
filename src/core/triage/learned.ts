// The second reader: a linear model trained on the development cases (scripts/train-triage-model.mjs), read
// after the red-flag rules. The rules say why a message is an emergency and are what the answer quotes; the model
// catches emergencies told in words the rules were never written for ("laid out flat, doesn't move when I touch
// him"). It can only raise a message to an emergency, never lower what the rules decided. Pure and
// deterministic: the weights come in as data. How it is trained and checked: docs/triage.md, "The second reader".
import { sparseSoftmax, weightTable } from '../linear-model.ts';
import { foldText } from './normalise.ts';

/** A trained model, as scripts/train-triage-model.mjs writes it (src/generated/models/triage-model.json). */
export interface LearnedModel {
  /** SHA-256 of the training features and labels: the test that keeps the model in step with its cases. */
  trainedOn: string;
  /** The probability from which the model raises a message to an emergency (chosen by cross-validation). */
  threshold: number;
  emergency: { bias: number; weights: Readonly<Record<string, number>> };
  /** Which red flag an emergency is: per feature, its weights as flag index and weight in turn ([3, 0.5, 7, -0.2]). */
  flag: {
    ids: readonly string[];
    bias: readonly number[];
    weights: Readonly<Record<string, readonly number[]>>;
  };
}

/** What the model reads of a message: its words, the concepts the rules found, and the person's earlier messages. */
export interface LearnedInput {
  message: string;
  /** The person's earlier messages, oldest first. */
  earlier: readonly string[];
  /** Concept features of the message (`conceptFeature`), and of the earlier messages. */
  concepts: readonly string[];
  earlierConcepts: readonly string[];
}

/** A concept as a feature: "BREATH", denied "!URINATE", in a general question "g:TOXIN". */
export function conceptFeature(concept: string, denied: boolean, general: boolean): string {
  return `${general ? 'g:' : ''}${denied ? '!' : ''}${concept}`;
}

function wordFeatures(text: string, prefix: string, into: Set<string>) {
  const words = foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  words.forEach((word, i) => {
    into.add(`${prefix}w:${word}`);
    if (i > 0) into.add(`${prefix}b:${words[i - 1]}_${word}`);
  });
}

/** The features of a message: words and word pairs, concepts, and the same of the earlier messages ("h" first). */
export function learnedFeatures(input: LearnedInput): string[] {
  const features = new Set<string>();
  wordFeatures(input.message, '', features);
  for (const c of input.concepts) features.add(`c:${c}`);
  for (const text of input.earlier) wordFeatures(text, 'h', features);
  for (const c of input.earlierConcepts) features.add(`hc:${c}`);
  return [...features];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** How likely the model finds it that the message is an emergency (0–1). */
export function emergencyProbability(model: LearnedModel, features: readonly string[]): number {
  const weights = weightTable(model.emergency.weights);
  let z = model.emergency.bias;
  for (const f of features) z += weights.get(f) ?? 0;
  return sigmoid(z);
}

/** The red flag the model finds likeliest, with its probability among the flags. */
export function likelyFlag(model: LearnedModel, features: readonly string[]): { id: string; probability: number } {
  const p = sparseSoftmax(model.flag.bias, weightTable(model.flag.weights), features);
  const best = p.indexOf(Math.max(...p));
  return { id: model.flag.ids[best] ?? '', probability: p[best] ?? 0 };
}
