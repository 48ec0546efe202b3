// The no-model answer: deterministic triage first, then (outside emergencies) the guide passages that answer
// the question, quoted with links to their sections (passage-answer.ts), then the disclaimer. Also the passages
// a model is grounded on. Pure TypeScript: the site and the Edge Function share it.
import { CHAT_COPY_EN, CHAT_GREETING, OFF_TOPIC_REPLY } from './chat-copy.ts';
import { detectLanguage, surelyEnglish, type ChatLanguage } from './language.ts';
import {
  choosePassages,
  clearEmergencyLead,
  composePassageAnswer,
  relatedSections,
  type PassageSearch,
  SURE_READING,
} from './passage-answer.ts';
import { questionFocus, withoutWorryFrame } from './question-focus.ts';
import { riskyQuestion } from './risky-question.ts';
import { normalizeText, spanishForms, stem, wordsOf } from './search/words.ts';
import {
  localOpening,
  localPath,
  unlistedLanguageLead,
  worldEmergency,
  worldOther,
  type CallContact,
} from './reply-language.ts';
import type { ChatCopy, FlagText, WorldCopy } from './reply-copy.ts';
import { uniqueGuides } from './triage/opening.ts';
import type { TriageResult } from './triage/types.ts';
import { WORLD_LEXICONS, type WorldLanguage } from './triage/lexicon/world/index.ts';
import { createWorldReader } from './triage/world.ts';
import type { Urgency } from './urgency.ts';

/** The part of a search result the assistant reads (a subset of the search engine's `SearchResult`). */
export interface AnswerGuide {
  title: string;
  description: string;
  path: string;
  urgency: string;
  content?: string;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface Source {
  title: string;
  path: string;
}

export type AnswerKind = 'emergency' | 'answer' | 'greeting' | 'off-topic';

export interface ComposedAnswer {
  kind: AnswerKind;
  reply: string;
  emergency: boolean;
  urgency: Urgency;
  sources: Source[];
  triage: TriageResult;
  /** The guides a model is grounded on, best first. */
  passages: AnswerGuide[];
  /** The language the message is written in, and so the reply (language.ts). */
  language: ChatLanguage;
  /** The fixed emergency or urgent opening, in the reply's language; empty when routine. */
  opening: string;
}

/** The assistant's written answers in the languages beyond English (src/content/locales/<locale>/). */
export interface AssistantLanguages {
  /** The 24/7 hospital every emergency answer calls. */
  contact: CallContact;
  /** The translated pages the site has ("/es/feeding", "/ar/emergency"): a link goes there, else to English. */
  routes: ReadonlySet<string>;
  /** The always-emergency signs in English, first of the two answers to a language the assistant can't read. */
  en: { signs: readonly string[]; signsLead: string };
  es: {
    copy: ChatCopy;
    flags: Readonly<Record<string, FlagText>>;
    /** Page names by path ("/feeding" → "Alimentación"): the Spanish answer links pages, not English quotes. */
    pageNames: Readonly<Record<string, string>>;
    signs: readonly string[];
    signsLead: string;
  };
  world: Readonly<Record<WorldLanguage, { copy: WorldCopy; flags: Readonly<Record<string, FlagText>> }>>;
  /** Each red flag's guide (flags.ts), the section the emergency answer links in the person's language. */
  guides: Readonly<Record<string, string>>;
}

const WORLD_READERS = Object.fromEntries(
  Object.entries(WORLD_LEXICONS).map(([language, lexicon]) => [language, createWorldReader(lexicon)]),
) as Record<WorldLanguage, ReturnType<typeof createWorldReader>>;
const isWorld = (language: ChatLanguage): language is WorldLanguage => language in WORLD_READERS;

/** Every site link in a reply pointed at the language's own page when the site has it. */
const localizeLinks = (reply: string, language: ChatLanguage, routes: ReadonlySet<string>) =>
  reply.replace(/\]\((\/[^)]*)\)/g, (_m, path: string) => `](${localPath(language, path, routes)})`);

/** Safety rule 4 and docs/assistant-safety.md: attempts to change the assistant's instructions get the redirect. */
export const INJECTION_PATTERN =
  /\b(?:ignore|disregard|forget|override)\b[^.!?\n]{0,40}\b(?:instructions?|rules?|prompts?|guidelines|above|previous)\b|\b(?:system prompt|developer mode|jailbreak|you are now|pretend (?:to be|you are)|act as (?:a|an)\b)/i;
/** The "DAN" persona only in capitals: "los clientes le dan jamón" is Spanish for "customers give him ham". */
const DAN_PATTERN = /\bDAN\b/;
const isInjection = (message: string) => INJECTION_PATTERN.test(message) || DAN_PATTERN.test(message);

const GREETING_PATTERN =
  /^\s*(?:hi|hii+|hello|hey|hola|salaam|salam|good (?:morning|afternoon|evening)|yo|sup)(?: there)?[\s!.,?]*$/i;

/** Words that put a question in the site's scope even when the guide index doesn't use them. */
const BASE_TOPIC_WORDS = [
  'cat',
  'cats',
  'kitten',
  'kittens',
  'kitty',
  'gato',
  'gata',
  'gatos',
  'tom',
  'feline',
  'vet',
  'vets',
  'veterinarian',
  'clinic',
  'food',
  'feed',
  'feeding',
  'eat',
  'eating',
  'litter',
  'pee',
  'poop',
  'vomit',
  'vomiting',
  'spay',
  'neuter',
  'tnr',
  'rescue',
  'adopt',
  'adoption',
  'shelter',
  'surrender',
  'rehome',
  'rehoming',
  'bodega',
  'shop',
  'store',
  'flea',
  'fleas',
  'worm',
  'worms',
  'vaccine',
  'vaccines',
  'rabies',
  'groom',
  'grooming',
  'brush',
  'nails',
  'sick',
  'hurt',
  'injured',
  'pain',
  'medicine',
  'tylenol',
  'cost',
  'price',
  'cheap',
  'afford',
  'money',
  'help',
  'emergency',
  'breathing',
  'bleeding',
  'poison',
  'health',
  'care',
  'behavior',
  'behaviour',
  'stray',
  'colony',
];

/** Place names alone don't make a question about cats ("weather in Brooklyn"). */
const PLACE_WORDS = new Set([
  'nyc',
  'new',
  'york',
  'city',
  'manhattan',
  'brooklyn',
  'queens',
  'bronx',
  'staten',
  'island',
]);

const MAX_GUIDES = 3;

const STOPWORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'am',
  'i',
  'im',
  "i'm",
  'me',
  'my',
  'mine',
  'we',
  'our',
  'you',
  'your',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'he',
  'him',
  'his',
  'she',
  'her',
  'they',
  'them',
  'their',
  'of',
  'to',
  'in',
  'on',
  'at',
  'for',
  'from',
  'with',
  'about',
  'as',
  'by',
  'do',
  'does',
  'did',
  'doing',
  'have',
  'has',
  'had',
  'how',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'can',
  'could',
  'should',
  'would',
  'will',
  'shall',
  'may',
  'might',
  'must',
  'please',
  'help',
  'hi',
  'hello',
  'so',
  'very',
  'really',
  'just',
  'much',
  'many',
  'some',
  'any',
  'there',
  'here',
  'not',
  'no',
  'yes',
  'if',
  'then',
  'than',
  'too',
  'also',
  'get',
  'got',
  'keep',
  'keeps',
]);

/** A sentence searched as a whole can miss; the content words (and then each word alone) are tried too. */
function searchWithFallback(search: (q: string) => readonly AnswerGuide[], query: string): AnswerGuide[] {
  const whole = search(query);
  if (whole.length > 0) return [...whole];
  const words = query
    .toLowerCase()
    .split(/[^a-z0-9'/-]+/)
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w));
  if (words.length === 0) return [];
  const reduced = search(words.join(' '));
  if (reduced.length > 0) return [...reduced];
  const seen = new Map<string, AnswerGuide>();
  for (const word of words.slice(0, 8)) for (const g of search(word)) if (!seen.has(g.path)) seen.set(g.path, g);
  return [...seen.values()];
}

/** Guides as one line of links ("[Poisoning](/emergency#poisoning) · [Toxic plants](/feeding#food-safety)"). */
const linkList = (guides: readonly Source[]) => guides.map((g) => `[${g.title}](${g.path})`).join(' · ');

/** The text without the given words (compared folded: "vomitando" drops "vomitando" and "Vomitando"). */
function withoutWords(text: string, words: readonly string[]): string {
  if (words.length === 0) return text;
  const drop = new Set(words);
  return text
    .split(/\s+/)
    .filter((w) => !drop.has(normalizeText(w)))
    .join(' ');
}

export interface Assistant {
  compose(message: string, history?: readonly ChatTurn[]): ComposedAnswer;
}

/** Below this the section reader is unsure of a follow-up read alone, and reads it in its chat (`readInChat`). */
const UNSURE_READING = 0.3;

export function createAssistant(options: {
  search: (query: string) => readonly AnswerGuide[];
  /** The guides' passages, searched for the answer itself. */
  passages: PassageSearch;
  /** Extra in-scope words, e.g. the guide index's keywords and synonyms. */
  topicWords?: readonly string[];
  /** How urgent the message is, given the chat so far (src/core/triage, wired with the site's data). */
  triage: (message: string, history: readonly ChatTurn[]) => TriageResult;
  /** Which guide section the message is about, by probability (section-reader.ts, wired with its model). */
  reader?: (message: string) => ReadonlyMap<string, number>;
  /** Answers in the person's language; without them every message is answered in English. */
  languages?: AssistantLanguages;
}): Assistant {
  // Words are compared folded and stemmed, as the search compares them ("uñas" is "unas", "scratches" is
  // "scratching"), and a Spanish inflection by its plain form ("cortarle" is "cortar").
  const wordsIn = (text: string) => wordsOf(normalizeText(text)).filter((w) => w.length >= 3);
  const topicStems = new Set(
    [...BASE_TOPIC_WORDS, ...(options.topicWords ?? [])]
      .flatMap(wordsIn)
      .filter((w) => !STOPWORDS.has(w) && !PLACE_WORDS.has(w))
      .map(stem),
  );
  const hasTopicWord = (text: string) =>
    wordsIn(text).some((w) => topicStems.has(stem(w)) || spanishForms(w).some((f) => topicStems.has(stem(f))));
  // A misspelt topic word counts as the word it is one typo from ("feedin schedual", "flease").
  const inScope = (text: string) =>
    hasTopicWord(text) || hasTopicWord(options.passages.engine.corrections(`${text} `).join(' '));

  /**
   * The section reader's reading of a message in its chat: an everyday follow-up it is unsure of is read alone and
   * together with the person's previous message, half each ("when can she eat" after "she's home from the spay" is the
   * after-surgery care). One that names a sign of its own is read alone ("and now she's limping" after a food
   * question is the limp): the caller passes no previous message.
   */
  function readInChat(message: string, previous: string): ReadonlyMap<string, number> | undefined {
    const alone = options.reader?.(message);
    if (!alone || !previous || !options.reader || Math.max(...alone.values()) >= UNSURE_READING) return alone;
    const together = options.reader(`${previous} ${message}`);
    const sections = new Set([...alone.keys(), ...together.keys()]);
    return new Map([...sections].map((s) => [s, ((alone.get(s) ?? 0) + (together.get(s) ?? 0)) / 2]));
  }

  function composeIn(message: string, history: readonly ChatTurn[], language: 'en' | 'es'): ComposedAnswer {
    const result = options.triage(message, history);
    const spanish = language === 'es' ? options.languages?.es : undefined;
    const copy = spanish?.copy ?? CHAT_COPY_EN;
    const opening =
      spanish && options.languages
        ? localOpening(result, spanish.copy, spanish.flags, options.languages.contact, (path) => path)
        : result.opening;
    const base = { triage: result, emergency: result.emergency, urgency: result.urgency, language, opening };

    if (result.urgency === 'routine' && GREETING_PATTERN.test(message)) {
      return { ...base, kind: 'greeting', reply: CHAT_GREETING, sources: [], passages: [] };
    }
    const risky = riskyQuestion(message);
    const asksRisky = risky.medicine || risky.vomit;
    // A follow-up with no topic word of its own ("can she go up on the shelves tonight?" after "we just got her
    // fixed") is in scope when the person's previous message was.
    const previous = [...history].reverse().find((t) => t.role === 'user')?.content ?? '';
    const followsUp = previous !== '' && !isInjection(previous) && inScope(previous);
    if (result.urgency === 'routine' && (isInjection(message) || (!inScope(message) && !followsUp && !asksRisky))) {
      return { ...base, kind: 'off-topic', reply: OFF_TOPIC_REPLY, sources: [], passages: [] };
    }

    // A short follow-up ("what about in Brooklyn?") is searched together with the previous question.
    const query = message.trim().split(/\s+/).length < 4 && previous ? `${previous} ${message}` : message;
    // Outside emergencies the answer is the passages that answer the question (passage-answer.ts).
    if (!result.emergency) {
      // The symptoms a message denies are not what it asks about ("no está vomitando, ¿qué comida es mejor?").
      // Nor is "is that normal?": it asks whether to worry, not about a guide.
      const asked = withoutWorryFrame(withoutWords(query.slice(0, 300), result.deniedWords));
      // A sent question is finished: its last word is whole, not the start of a longer one (the trailing space).
      const guides = options.search(`${asked} `);
      // A question about a red flag's subject ("are lilies toxic?", "how do I stop a blockage happening again?")
      // is answered first, from the sections that answer it (the toxic plants, the diet); the flag's guide follows,
      // as what to do if it has happened, and its sections may be quoted.
      const topicGuides = result.urgency === 'routine' ? uniqueGuides(result.topics) : [];
      const topicPaths = topicGuides.map((g) => g.path);
      const reading = readInChat(message, result.urgency === 'routine' ? previous : '');
      // A question on a red flag's subject is answered from the everyday sections first (the toxic plants), the
      // flag's guide after: the reader's sureness of an emergency section doesn't put one first then.
      const sureEmergency = topicPaths.length === 0;
      const hits = options.passages.find(
        asked,
        [...guides.map((g) => g.path), ...topicPaths],
        questionFocus(asked),
        reading,
        sureEmergency,
      );
      // Emergency sections answer a question with emergency words, unless it denies them ("he's not bleeding,
      // how do I trim his nails?"), or when one leads the everyday sections clearly ("small scratch from a fight,
      // do I clean it?" is the cuts-and-wounds first aid).
      const emergencyWords = options.passages.engine.detectIntents(asked).includes('emergency');
      const leading = result.denies ? [] : clearEmergencyLead(hits);
      // So do the sections the reader is sure of: "qué hago si algún día se traga un hilo" is the always-an-emergency
      // list, though it names no emergency word the search knows.
      const sure = sureEmergency ? [...(reading ?? [])].filter(([, p]) => p >= SURE_READING).map(([path]) => path) : [];
      const allowEmergency = (emergencyWords && !result.denies) || [...topicPaths, ...leading, ...sure];
      const chosen = choosePassages(hits, allowEmergency);
      const related = relatedSections(hits, chosen, allowEmergency);
      const closest = chosen.length > 0 ? [] : guides.filter((g) => g.urgency !== 'emergency');
      const answer = composePassageAnswer(chosen, closest);
      const lines: string[] = [];
      // Outside an emergency, a dose or make-it-vomit question leads with the safe text; an urgent answer then
      // says "see a vet within 24 hours" before the passages.
      if (risky.medicine) lines.push(copy.safeMedicine, '');
      if (risky.vomit) lines.push(copy.safeVomit, '');
      if (opening) lines.push(opening, '');
      const named = spanish ? pageLinks(answer.sources, spanish.pageNames, copy) : [];
      lines.push(...(spanish ? (named.length > 0 ? named : [copy.notFound]) : answer.lines), '');
      // The red flags' guides under their Spanish titles in a Spanish answer.
      const topicLinks = topicGuides.map((g) => ({
        ...g,
        title: spanish?.flags[result.topics.find((r) => r.guide.path === g.path)?.id ?? '']?.guide ?? g.title,
      }));
      if (topicGuides.length > 0) lines.push(`${copy.topicLead} ${linkList(topicLinks)}.`, '');
      if (related.length > 0 && !spanish) lines.push(`${copy.relatedLead} ${linkList(related)}`, '');
      lines.push(copy.disclaimer);
      const sources = [...answer.sources, ...topicGuides, ...related];
      return {
        ...base,
        kind: 'answer',
        reply: lines.join('\n').replace(/\n{3,}/g, '\n\n'),
        sources: sources.filter((s, i) => sources.findIndex((o) => o.path === s.path) === i),
        passages: answer.grounding,
      };
    }

    const triagePaths = new Set(result.matches.map((m) => m.guide.path));
    const found = searchWithFallback(options.search, query.slice(0, 300));
    const guides = found
      .filter((g, i) => !triagePaths.has(g.path) && found.findIndex((o) => o.path === g.path) === i)
      .slice(0, result.emergency ? 2 : MAX_GUIDES);

    const lines: string[] = [];
    if (opening) lines.push(opening, '');
    if (risky.medicine) lines.push(copy.safeMedicine, '');
    if (risky.vomit) lines.push(copy.safeVomit, '');
    // The guides' own descriptions are English: a Spanish answer names the pages instead.
    if (spanish && guides.length > 0) {
      lines.push(...pageLinks(guides, spanish.pageNames, { guidesLead: opening ? copy.moreLead : copy.guidesLead }));
    } else if (guides.length > 0) {
      lines.push(opening ? copy.moreLead : copy.guidesLead);
      for (const g of guides) lines.push(`- [${g.title}](${g.path}): ${g.description}`);
    } else if (!opening) {
      lines.push(copy.notFound);
    }
    lines.push('', copy.disclaimer);

    const sources: Source[] = [...uniqueGuides(result.matches), ...guides.map(({ title, path }) => ({ title, path }))];
    return {
      ...base,
      kind: result.emergency ? 'emergency' : 'answer',
      reply: lines.join('\n').replace(/\n{3,}/g, '\n\n'),
      sources,
      passages: found.slice(0, 4),
    };
  }

  /** An answer in Arabic, Urdu, Bengali, Chinese, Korean or Creole: the emergency answer, or the short one. */
  function composeWorld(
    message: string,
    history: readonly ChatTurn[],
    language: WorldLanguage,
    languages: AssistantLanguages,
  ): ComposedAnswer {
    const result = options.triage(message, history);
    // The red flags in the language's words; an earlier message of the chat carries its emergency, as in English.
    const earlier = history.filter((t) => t.role === 'user').map((t) => t.content);
    const own = WORLD_READERS[language](message).flags;
    const carried = own.length > 0 ? [] : earlier.flatMap((t) => WORLD_READERS[language](t).flags);
    // English words in the message ("tylenol", "lily") are read by triage too.
    const flags = [...own, ...carried, ...(result.emergency ? result.matches.map((m) => m.id) : [])];
    const { copy, flags: texts } = languages.world[language];
    const linkTo = (path: string) => localPath(language, path, languages.routes);
    const emergencyPath = linkTo('/emergency');
    const checker = linkTo('/check');
    const emergency = flags.length > 0;
    const reply = emergency
      ? worldEmergency(flags, copy, texts, languages.contact, (id) => linkTo(languages.guides[id] ?? '/emergency'))
      : worldOther(copy, languages.contact, emergencyPath, checker === '/check' ? null : checker);
    const urgency = emergency ? 'emergency' : result.urgency;
    return {
      kind: emergency ? 'emergency' : 'answer',
      reply,
      emergency,
      urgency,
      sources: [],
      triage: result,
      passages: [],
      language,
      opening: emergency ? reply.split('\n').slice(0, 2).join('\n') : '',
    };
  }

  function compose(message: string, history: readonly ChatTurn[] = []): ComposedAnswer {
    const languages = options.languages;
    const language = languages ? detectLanguage(message) : 'en';
    if (!languages) return composeIn(message, history, 'en');
    if (language === 'en') {
      const english = composeIn(message, history, 'en');
      // The English refusal only for a message surely written in English: one read as English for want of any
      // word the assistant knows may be in a language it can't read, and gets the number and the signs.
      if (english.kind !== 'off-topic' || isInjection(message) || surelyEnglish(message)) return english;
      return unlisted(english, languages);
    }
    if (isWorld(language)) return composeWorld(message, history, language, languages);
    if (language === 'es') {
      const answer = composeIn(message, history, 'es');
      return {
        ...answer,
        reply: localizeLinks(answer.reply, 'es', languages.routes),
        opening: localizeLinks(answer.opening, 'es', languages.routes),
        sources: answer.sources.map((s) => ({ ...s, path: localPath('es', s.path, languages.routes) })),
      };
    }
    return unlisted(composeIn(message, history, 'en'), languages);
  }

  /**
   * A language the assistant has no words for: the number and the signs in English and Spanish, then what the
   * English reading found (not its English redirect).
   */
  function unlisted(english: ComposedAnswer, languages: AssistantLanguages): ComposedAnswer {
    const lead = unlistedLanguageLead(
      [
        { copy: CHAT_COPY_EN, signs: languages.en.signs, signsLead: languages.en.signsLead },
        { copy: languages.es.copy, signs: languages.es.signs, signsLead: languages.es.signsLead },
      ],
      languages.contact,
    );
    const rest = english.kind === 'off-topic' || english.kind === 'greeting' ? CHAT_COPY_EN.disclaimer : english.reply;
    return { ...english, language: 'unknown', reply: `${lead}\n\n${rest}` };
  }

  return { compose };
}

/** The pages that answer, by name, one link each ("- [Alimentación](/feeding#foods)"): the Spanish answer. */
function pageLinks(
  sources: readonly Source[],
  pageNames: Readonly<Record<string, string>>,
  copy: Pick<ChatCopy, 'guidesLead'>,
): string[] {
  const pages = new Map<string, string>();
  for (const s of sources) {
    const page = s.path.split(/[#?]/)[0] ?? s.path;
    if (!pages.has(page)) pages.set(page, s.path);
  }
  if (pages.size === 0) return [];
  return [copy.guidesLead, ...[...pages].map(([page, path]) => `- [${pageNames[page] ?? page}](${path})`)];
}
