// The no-model answer to a care question: the 1-3 guide passages that best answer it, quoted, each followed
// by the link to its section. When nothing answers it well, it says so and names the two closest guides.
// Pure TypeScript: the site and the Edge Function share it; the passages and the lexicon are passed in.
import { createSearchEngine, type SearchEngine } from './search/engine.ts';
import { pageOf } from './search/links.ts';
import { normalizeText, wordsOf } from './search/words.ts';
import type { GuideEntry, SearchLexicon, SearchResult } from './search/types.ts';

/** One paragraph, list item or table row of a guide, with the link to its section. */
export interface Passage {
  /** '/spay-neuter#costs', '/grooming?tab=problems'. */
  path: string;
  page: string;
  section: string;
  text: string;
  emergency: boolean;
  /** Words people use for this section's guide (the guide index's keywords and synonyms), if any. */
  keywords?: readonly string[];
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
export const QUOTE_SHARE = 0.7;
/** Below this match strength the best passage is not an answer: the reply says so and offers guides instead. */
export const MIN_ANSWER_MATCH = 0.3;

export interface PassageSearch {
  /**
   * Passages that answer the question, best first: the best sections' best passages. `guidePaths` are the
   * site search's results for the question, best first: sections on the first result's page rank higher.
   */
  find(
    question: string,
    guidePaths?: readonly string[],
    focus?: string,
    reading?: ReadonlyMap<string, number>,
    /** Whether an emergency section the reader is sure of (SURE_READING) may join and lead; see `find`. */
    sureEmergency?: boolean,
  ): PassageHit[];
  /** The question's intents (emergency passages are left out of answers to other questions). */
  engine: SearchEngine;
}

/** Added to a section's score when it is on the page of the site search's best result (twice: the same link). */
export const GUIDE_PRIOR = 0.1;

/** A section gains this share of the scores of the next best sections on its page (SUPPORTING_SECTIONS of them). */
export const PAGE_SHARE = 0.2;
const SUPPORTING_SECTIONS = 2;

/** How much a section's best passage counts in the section's score, against the section as a whole. */
export const PASSAGE_SHARE = 0.5;

/**
 * Added to a section's score: the section reader's probability that the question is about that section, and
 * about its page (section-reader.ts). Chosen on the development questions, each read by a reader trained
 * without it (docs/search.md, "The section reader").
 */
export const READER_SECTION_SHARE = 1;
export const READER_PAGE_SHARE = 1;
/**
 * A section the reader gives at least this probability is ranked even when the text match doesn't find it, on its
 * reader prior alone; it is quoted from its first passage. At least MIN_ANSWER_MATCH, so such a section can
 * answer. Chosen like the shares above (docs/search.md, "The section reader").
 */
export const READER_PROPOSES = 0.3;
/**
 * At or above this the reader is sure of a section, an emergency one too: "qué hago si algún día se traga un hilo"
 * is the always-an-emergency list, though it names no word of it. Below it an emergency section is never proposed
 * nor favoured by the reader, so an everyday question doesn't drift to an emergency guide.
 */
export const SURE_READING = 0.6;

/** How much the clauses that ask count in a section's score, against the whole message (question-focus.ts). */
export const FOCUS_SHARE = 0.5;

/** How much the question without its place names counts, against the whole question. */
export const PLACE_SHARE = 0.5;

/** Passages read per question (each section's best one counts in its score). */
const PASSAGE_RESULTS = 60;

/** At most this many passages are taken from one section. */
const PER_SECTION = 2;

function toEntry(id: string, p: Passage, text: string): GuideEntry {
  return {
    id,
    title: p.section,
    description: p.page,
    section: 'Daily Care',
    icon: 'info',
    path: p.path,
    urgency: p.emergency ? 'emergency' : 'normal',
    keywords: [],
    synonyms: [...(p.keywords ?? [])],
    content: text,
  };
}

/**
 * Sections are ranked as wholes (a section's heading and all its text say more about what it answers than one
 * list item does), then each section's best-matching passages are quoted.
 */
export function createPassageSearch(
  passages: readonly Passage[],
  lexicon: SearchLexicon,
  {
    places = [],
    readerProposes = READER_PROPOSES,
  }: {
    places?: readonly string[];
    /** The reader's probability from which it proposes a section the text match didn't find (READER_PROPOSES). */
    readerProposes?: number;
  } = {},
): PassageSearch {
  // Place names, folded; two-letter ones only when they can't be a common word ("si" is Spanish "if").
  const placeWords = [...new Set(places.map((p) => normalizeText(p)))].filter((p) => p.length >= 3 || p === 'bx');
  const stopwords = new Set(lexicon.stopwords.map((w) => normalizeText(w)));
  const names = (text: string) => wordsOf(normalizeText(text)).some((w) => w.length >= 2 && !stopwords.has(w));
  const sections = new Map<string, Passage[]>();
  for (const p of passages) sections.set(p.path, [...(sections.get(p.path) ?? []), p]);
  const sectionList = [...sections.values()];
  const sectionIndex = new Map(sectionList.map((list, i) => [(list[0] as Passage).path, i]));
  const sectionEngine = createSearchEngine(
    sectionList.map((list, i) => toEntry(String(i), list[0] as Passage, list.map((p) => p.text).join(' '))),
    lexicon,
    { maxResults: sectionList.length, intentRanking: false, literalWords: true },
  );
  const passageEngine = createSearchEngine(
    passages.map((p, i) => toEntry(String(i), p, p.text)),
    lexicon,
    { maxResults: PASSAGE_RESULTS, intentRanking: false, literalWords: true },
  );

  /** Each matching section's score for the text: as a whole and by its best passage. */
  function sectionScores(text: string) {
    // A question is finished: its last word is whole, not the start of a longer one (the trailing space).
    const finished = `${text} `;
    const passageHits = passageEngine.search(finished);
    // A section scores as a whole and by its best passage (a section whose one row answers the question).
    const bestPassage = new Map<string, number>();
    for (const h of passageHits) bestPassage.set(h.path, Math.max(bestPassage.get(h.path) ?? 0, 1 - h.fuseScore));
    const scores = new Map<string, { section: SearchResult; score: number }>();
    for (const section of sectionEngine.search(finished)) {
      const score =
        (1 - PASSAGE_SHARE) * (1 - section.fuseScore) + PASSAGE_SHARE * (bestPassage.get(section.path) ?? 0);
      scores.set(section.path, { section, score });
    }
    return { scores, passageHits };
  }

  /**
   * A place ("in the Bronx", "Washington Heights") says where, not what: sections are ranked on the rest of the
   * question as well as on all of it (PLACE_SHARE each). "Free spay in the Bronx" is about spaying first.
   */
  function withoutPlaces(question: string): { rest: string; places: string } {
    const folded = ` ${normalizeText(question)} `;
    const found = placeWords.filter((p) => folded.includes(` ${p} `));
    if (found.length === 0) return { rest: question, places: '' };
    let rest = folded;
    for (const p of found) rest = rest.replaceAll(` ${p} `, ' ');
    return { rest: rest.trim(), places: found.join(' ') };
  }

  function find(
    question: string,
    guidePaths: readonly string[] = [],
    focus = '',
    reading: ReadonlyMap<string, number> = new Map(),
    sureEmergency = true,
  ): PassageHit[] {
    // An emergency section counts in the reader's reading only when it is sure of it, and may.
    const readerTrusted = (path: string, emergency: boolean) =>
      !emergency || (sureEmergency && (reading.get(path) ?? 0) >= SURE_READING);
    const { rest, places } = withoutPlaces(question);
    const whole = sectionScores(question);
    const { passageHits } = whole;
    let scores = whole.scores;
    if (places && rest) {
      const topic = sectionScores(rest).scores;
      scores = new Map();
      for (const path of new Set([...whole.scores.keys(), ...topic.keys()])) {
        const section = (whole.scores.get(path) ?? topic.get(path))?.section as SearchResult;
        const score =
          (1 - PLACE_SHARE) * (whole.scores.get(path)?.score ?? 0) + PLACE_SHARE * (topic.get(path)?.score ?? 0);
        scores.set(path, { section, score });
      }
    }
    // A section the reader is sure enough of joins the ranking though its words don't match the question's
    // ("she screams at night and rolls on the floor" has no word of the spaying sections); an emergency one only
    // when the reader is sure of it (SURE_READING).
    for (const [path, p] of reading) {
      const i = sectionIndex.get(path);
      const first = i === undefined ? undefined : sectionList[i]?.[0];
      if (p < readerProposes || scores.has(path) || i === undefined || !first) continue;
      if (!readerTrusted(path, first.emergency)) continue;
      if (scores === whole.scores) scores = new Map(scores);
      // Its match is the reader's probability: at READER_PROPOSES or more, enough to be quoted as an answer.
      const section = { ...toEntry(String(i), first, ''), relevanceScore: 0, fuseScore: 1 - p };
      scores.set(path, { section, score: 0 });
    }
    const hits: PassageHit[] = [];
    const best = guidePaths[0];
    const prior = (path: string) =>
      best === undefined ? 0 : path === best ? GUIDE_PRIOR * 2 : pageOf(path) === pageOf(best) ? GUIDE_PRIOR : 0;
    // What the message asks counts as much again as the whole message (question-focus.ts).
    // A clause that asks only "how is that done?" ("¿cómo se hace eso?") names nothing: the message is the question.
    const focused = names(focus) ? sectionScores(focus).scores : null;
    const ranked = [...scores.values()]
      .map(({ section, score }) => ({
        section,
        score:
          (focused ? (1 - FOCUS_SHARE) * score + FOCUS_SHARE * (focused.get(section.path)?.score ?? 0) : score) +
          prior(section.path),
      }))
      .sort((a, b) => b.score - a.score);
    // What the section reader makes of the question: the section's probability, and its page's.
    const pageReading = new Map<string, number>();
    for (const [path, p] of reading) pageReading.set(pageOf(path), (pageReading.get(pageOf(path)) ?? 0) + p);
    const readerPrior = (path: string) =>
      READER_SECTION_SHARE * (reading.get(path) ?? 0) + READER_PAGE_SHARE * (pageReading.get(pageOf(path)) ?? 0);
    // A page several of whose sections match is likelier what the question is about ("cat keeps scratching
    // up the bread rack, how do I stop it" matches more than one behaviour section): each section gains a
    // share of its page's next two best sections.
    const byPage = new Map<string, number[]>();
    for (const r of ranked)
      byPage.set(pageOf(r.section.path), [...(byPage.get(pageOf(r.section.path)) ?? []), r.score]);
    const pageRanked = ranked
      .map((r) => {
        const others = [...(byPage.get(pageOf(r.section.path)) ?? [])];
        others.splice(others.indexOf(r.score), 1);
        const support = others.slice(0, SUPPORTING_SECTIONS).reduce((sum, x) => sum + x, 0);
        const prior = readerTrusted(r.section.path, r.section.urgency === 'emergency')
          ? readerPrior(r.section.path)
          : 0;
        return { ...r, score: r.score + PAGE_SHARE * support + prior };
      })
      .sort((a, b) => b.score - a.score);
    for (const { section, score } of pageRanked) {
      const list = sectionList[Number(section.id)] ?? [];
      const inSection = passageHits.filter((h) => h.path === section.path).slice(0, PER_SECTION);
      const quoted = inSection.length > 0 ? inSection.map((h) => passages[Number(h.id)] as Passage) : list.slice(0, 1);
      for (const p of quoted) hits.push({ ...p, score, match: 1 - section.fuseScore });
    }
    return hits;
  }
  return { engine: sectionEngine, find };
}

/** An emergency section answers a question without emergency words when it scores this many times the best everyday one. */
export const EMERGENCY_LEAD = 1.5;
/** …and matches at least this share of the question on its own (an alarm needs a clear match). */
export const EMERGENCY_LEAD_MATCH = 0.5;

/**
 * The emergency section that leads the ranking clearly (EMERGENCY_LEAD times the best everyday section) and
 * matches the question well (EMERGENCY_LEAD_MATCH), if any: a question about an emergency guide's subject asked without alarm words ("small scratch on his nose from
 * a fight, how do I clean it", "que le pongo a una quemadura") is answered from that guide's first aid.
 */
export function clearEmergencyLead(hits: readonly PassageHit[]): string[] {
  const top = hits[0];
  const everyday = hits.find((h) => !h.emergency);
  if (!top?.emergency || top.match < EMERGENCY_LEAD_MATCH) return [];
  return everyday === undefined || top.score >= EMERGENCY_LEAD * everyday.score ? [top.path] : [];
}

/**
 * The passages to quote: the best one, then up to MAX_QUOTED - 1 that score close to it. Emergency passages are
 * quoted only when `allowEmergency` is true, or from the sections it lists (a general question about a red
 * flag's subject, answered from that flag's guide).
 */
/** Whether a passage may be used: an everyday one always, an emergency one as `allowEmergency` says. */
const usableBy =
  (allowEmergency: boolean | readonly string[]) =>
  (h: PassageHit): boolean =>
    !h.emergency || (typeof allowEmergency === 'boolean' ? allowEmergency : allowEmergency.includes(h.path));

export function choosePassages(hits: readonly PassageHit[], allowEmergency: boolean | readonly string[]): PassageHit[] {
  const usable = hits.filter(usableBy(allowEmergency));
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

/**
 * A section close behind the quoted ones is linked after them when it scores at least this share of the best
 * quoted one. Chosen on the development questions, out of fold (docs/search.md, "Passages and the assistant's
 * answer").
 */
export const RELATED_SHARE = 0.5;

/**
 * Sections that score close behind the quoted ones (RELATED_SHARE of the best), to link after the answer so that
 * up to MAX_QUOTED sections are offered: another reading of the question, one tap away. Emergency sections only
 * when `allowEmergency` allows them, as for quoting.
 */
export function relatedSections(
  hits: readonly PassageHit[],
  chosen: readonly PassageHit[],
  allowEmergency: boolean | readonly string[],
): GuideLink[] {
  const best = chosen[0];
  if (!best) return [];
  const allowed = usableBy(allowEmergency);
  const seen = new Set(chosen.map((c) => c.path));
  const related: GuideLink[] = [];
  for (const h of hits) {
    if (seen.size >= MAX_QUOTED) break;
    if (seen.has(h.path) || !allowed(h) || h.score < best.score * RELATED_SHARE) continue;
    seen.add(h.path);
    related.push({ title: h.section, path: h.path });
  }
  return related;
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
export function composePassageAnswer(
  chosen: readonly PassageHit[],
  closestGuides: readonly GuideLink[],
): PassageAnswer {
  if (chosen.length > 0) {
    const sources: GuideLink[] = [];
    for (const p of chosen)
      if (!sources.some((s) => s.path === p.path)) sources.push({ title: p.section, path: p.path });
    return {
      lines: ['Here is what our guides say:', ...chosen.map((p) => `- ${quote(p.text)} [${p.section}](${p.path})`)],
      sources,
      grounding: chosen.map((p) => ({
        title: p.section,
        path: p.path,
        description: p.text,
        urgency: p.emergency ? 'emergency' : 'normal',
        content: p.page,
      })),
    };
  }
  const closest = closestGuides.slice(0, 2);
  if (closest.length === 0) {
    return {
      lines: [
        "I couldn't find that in our guides. Try [Daily Care](/daily-care) or [Find Help](/find-help), or ask a vet.",
      ],
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
