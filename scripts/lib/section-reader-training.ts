// The section reader's training set: every development question that names the sections answering it — the
// triage cases' everyday questions (eval/triage/development.json, `guides`) and the search evaluation's
// development half (eval/search/development.json, `expect`) — as the features the reader reads of it, with the
// sections it may be about. scripts/train-section-reader.mjs trains src/generated/models/section-reader-model.json on it, and
// src/composition/site-assistant.test.ts checks that the model was trained on exactly this set: a new question, a changed guide
// or lexicon can't leave the shipped model behind. Never the held-back halves: their figures would mean nothing.
import searchDev from '../../eval/search/development.json' with { type: 'json' };
import triageDev from '../../eval/triage/development.json' with { type: 'json' };
import { fingerprint } from '../../src/core/linear-model.ts';
import { pageOf } from '../../src/core/search/links.ts';
import { sectionReaderFeatures, sitePassages } from '../../src/composition/site-assistant.ts';

export interface ReaderRow {
  features: string[];
  /** Indices (into `sections`) of the sections that answer the question. */
  targets: number[];
}

/** A development question, with the links the evaluations count as right for it. */
export interface ReaderQuestion {
  text: string;
  history?: { role: 'user' | 'assistant'; content: string }[];
  /** 'chat': a triage case (npm run eval:chat); 'search': a search evaluation question (npm run eval:search). */
  kind: 'chat' | 'search';
  /** Whether the evaluation counts this link right as the assistant's first. */
  counts: (link: string) => boolean;
  /** Whether this section answers the question (the training target). */
  answers: (section: string) => boolean;
}

function readerQuestions(): ReaderQuestion[] {
  const cases = (triageDev.cases as { text: string; guides?: string[]; history?: ReaderQuestion['history'] }[]).filter(
    (c) => (c.guides ?? []).length > 0,
  );
  return [
    // The chat evaluation counts a link right when it starts with an expected one ('/daily-care' covers its sections).
    ...cases.map((c) => {
      const counts = (link: string) => (c.guides ?? []).some((g) => link.startsWith(g));
      return { text: c.text, history: c.history, kind: 'chat' as const, counts, answers: counts };
    }),
    // The search evaluation counts the assistant's first source right when it is an expected section; any section
    // of an expected page-level link answers the question.
    ...searchDev.questions.map((q) => ({
      text: q.q,
      kind: 'search' as const,
      counts: (link: string) => q.expect.includes(link),
      answers: (s: string) => q.expect.some((e) => s === e || (!/[?#]/.test(e) && pageOf(s) === e)),
    })),
  ];
}

export function readerTrainingSet(): {
  sections: string[];
  questions: ReaderQuestion[];
  rows: ReaderRow[];
  hash: string;
} {
  const sections = [...new Set(sitePassages.map((p) => p.path))].sort();
  const questions = readerQuestions().filter((q) => sections.some(q.answers));
  const rows = questions.map((q) => ({
    features: sectionReaderFeatures(q.text),
    targets: sections.flatMap((s, k) => (q.answers(s) ? [k] : [])),
  }));
  return { sections, questions, rows, hash: fingerprint(JSON.stringify({ sections, rows })) };
}
