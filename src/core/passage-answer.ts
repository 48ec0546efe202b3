// The no-model answer to a care question: the 1-3 guide passages that best answer it, quoted, each followed
// by the link to its section. When nothing answers it well, it says so and names the two closest guides.
// Pure TypeScript: the site and the Edge Function share it; the passages and the lexicon are passed in.
import { createSearchEngine, type SearchEngine } from './search/engine.ts';
import type { GuideEntry, SearchLexicon, SearchResult } from './search/types.ts';

/** One paragraph, list item or table row of a guide, with the link to its section. */
export interface Passage {
  /** '/spay-neuter#costs', '/grooming?tab=problems'. */
  path: string;
  page: string;
  section: string;
  text: string;
  emergency: boolean;
}

export interface PassageHit extends Passage {
  /** 0..1 relevance of the passage to the question. */
  score: number;
  /** 0..1 share of the question's words the passage (or its section) matches. */
  match: number;
}

/** At most this many passages are quoted. */
export const MAX_QUOTED = 3;
/** A further passage is quoted only when it scores at least this share of the best one. */
export const QUOTE_SHARE = 0.8;
/** Below this match strength the best passage is not an answer: the reply says so and offers guides instead. */
export const MIN_ANSWER_MATCH = 0.3;

export interface PassageSearch {
  find(question: string): PassageHit[];
  /** The question's intents (emergency passages are left out of answers to other questions). */
  engine: SearchEngine;
}

export function createPassageSearch(passages: readonly Passage[], lexicon: SearchLexicon): PassageSearch {
  const entries: GuideEntry[] = passages.map((p, i) => ({
    id: String(i),
    title: p.section,
    description: p.page,
    section: 'Daily Care',
    icon: 'info',
    path: p.path,
    urgency: p.emergency ? 'emergency' : 'normal',
    // A passage that names a price counts as a cost item for the cost-intent bonus.
    keywords: /\$\d/.test(p.text) ? ['cost'] : [],
    synonyms: [],
    content: p.text,
  }));
  const engine = createSearchEngine(entries, lexicon);
  const toHit = (r: SearchResult): PassageHit => ({
    ...(passages[Number(r.id)] as Passage),
    score: r.relevanceScore,
    match: 1 - r.fuseScore,
  });
  return { engine, find: (question) => engine.search(question).map(toHit) };
}

/** The passages to quote: the best one, then up to MAX_QUOTED - 1 that score close to it. */
export function choosePassages(hits: readonly PassageHit[], allowEmergency: boolean): PassageHit[] {
  const usable = hits.filter((h) => allowEmergency || !h.emergency);
  const best = usable[0];
  if (!best || best.match < MIN_ANSWER_MATCH) return [];
  const seen = new Set<string>([best.text]);
  const chosen = [best];
  for (const h of usable.slice(1)) {
    if (chosen.length >= MAX_QUOTED) break;
    if (h.score < best.score * QUOTE_SHARE || seen.has(h.text)) continue;
    seen.add(h.text);
    chosen.push(h);
  }
  return chosen;
}

export interface GuideLink {
  title: string;
  path: string;
}

export interface PassageAnswer {
  /** Reply lines (no disclaimer). */
  lines: string[];
  sources: GuideLink[];
  /** What a model is grounded on: the quoted passages, or the closest guides. */
  grounding: { title: string; path: string; description: string; urgency: string; content: string }[];
}

const quote = (text: string) => `“${text.replace(/\s+/g, ' ').trim().replace(/[“”]/g, '"')}”`;

/** Quotes the chosen passages, or says nothing matched well and names the two closest guides. */
export function composePassageAnswer(chosen: readonly PassageHit[], closestGuides: readonly GuideLink[]): PassageAnswer {
  if (chosen.length > 0) {
    const sources: GuideLink[] = [];
    for (const p of chosen) if (!sources.some((s) => s.path === p.path)) sources.push({ title: p.section, path: p.path });
    return {
      lines: ['Here is what our guides say:', ...chosen.map((p) => `- ${quote(p.text)} [${p.section}](${p.path})`)],
      sources,
      grounding: chosen.map((p) => ({ title: p.section, path: p.path, description: p.text, urgency: p.emergency ? 'emergency' : 'normal', content: p.page })),
    };
  }
  const closest = closestGuides.slice(0, 2);
  if (closest.length === 0) {
    return {
      lines: ["I couldn't find that in our guides. Try [Daily Care](/daily-care) or [Find Help](/find-help), or ask a vet."],
      sources: [],
      grounding: [],
    };
  }
  return {
    lines: [
      "I couldn't find a clear answer to that in our guides. The closest ones:",
      ...closest.map((g) => `- [${g.title}](${g.path})`),
    ],
    sources: [...closest],
    grounding: closest.map((g) => ({ title: g.title, path: g.path, description: '', urgency: 'normal', content: '' })),
  };
}
