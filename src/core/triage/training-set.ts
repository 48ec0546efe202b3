// The second reader's training set: every development case (cases/dev.json) as the features triage reads of it
// (`triageFeatures`), with its label. scripts/train-triage-model.mjs trains model.json on it, and
// learned.test.ts checks that model.json was trained on exactly this set, so a new case, a new word in the
// lexicon or a change to how a message is read can't leave the shipped model behind.
import dev from './cases/dev.json' with { type: 'json' };
import { CONCEPTS, MISSPELLINGS } from './concepts.ts';
import { RED_FLAGS, VET_TREATING, WITH_VET } from './flags.ts';
import { triageFeatures, type HistoryTurn, type TriageOptions } from './index.ts';

interface DevCase {
  text: string;
  urgency: string;
  flag?: string;
  history?: HistoryTurn[];
}

export interface TrainingRow {
  features: string[];
  emergency: boolean;
  flag: string | undefined;
}

/** What features depend on: the lexicon. The contact and the answer's words play no part. */
const reading: TriageOptions = {
  rules: RED_FLAGS,
  lexicon: CONCEPTS,
  misspellings: MISSPELLINGS,
  withVet: WITH_VET,
  treating: VET_TREATING,
  contact: { shortName: '', phone: '', address: null },
  urgentLead: '',
};

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

export function trainingSet(): { cases: TrainingRow[]; hash: string } {
  const cases = (dev.cases as DevCase[]).map((c) => ({
    features: triageFeatures(c.text, { ...reading, history: c.history ?? [] }),
    emergency: c.urgency === 'emergency',
    flag: c.flag,
  }));
  return { cases, hash: fingerprint(JSON.stringify(cases)) };
}
