// The second reader's training set: every development case (eval/triage/development.json) as the features triage
// reads of it (`triageFeatures`), with its label. scripts/train-triage-model.mjs trains
// src/generated/models/triage-model.json on it, and src/core/triage/learned.test.ts checks that the model was
// trained on exactly this set, so a new case, a new word in the lexicon or a change to how a message is read can't
// leave the shipped model behind.
import dev from '../../eval/triage/development.json' with { type: 'json' };
import { CONCEPTS } from '../../src/core/triage/lexicon/concepts.ts';
import { MISSPELLINGS } from '../../src/core/triage/lexicon/spelling.ts';
import { RED_FLAGS } from '../../src/composition/red-flags.ts';
import { VET_TREATING, WITH_VET } from '../../src/core/triage/flags.ts';
import { triageFeatures } from '../../src/core/triage/index.ts';
import type { HistoryTurn, TriageOptions } from '../../src/core/triage/types.ts';
import { fingerprint } from '../../src/core/linear-model.ts';

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

export function trainingSet(): { cases: TrainingRow[]; hash: string } {
  const cases = (dev.cases as DevCase[]).map((c) => ({
    features: triageFeatures(c.text, { ...reading, history: c.history ?? [] }),
    emergency: c.urgency === 'emergency',
    flag: c.flag,
  }));
  return { cases, hash: fingerprint(JSON.stringify(cases)) };
}
