// The second reader's training set: every development case (cases/dev.json) as the features triage reads of it
// (`triageFeatures`), with its label. scripts/train-triage-model.mjs trains model.json on it, and
// learned.test.ts checks that model.json was trained on exactly this set, so a new case, a new word in the
// lexicon or a change to how a message is read can't leave the shipped model behind.
import dev from './cases/dev.json' with { type: 'json' };
import { CONCEPTS } from './lexicon/concepts.ts';
import { MISSPELLINGS } from './lexicon/spelling.ts';
import { RED_FLAGS, VET_TREATING, WITH_VET } from './flags.ts';
import { triageFeatures, type HistoryTurn, type TriageOptions } from './index.ts';
import { fingerprint } from '../linear-model.ts';

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
