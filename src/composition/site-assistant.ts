// The composition module: the one place the core meets the site's data. It wires the guide index, passages,
// lexicon, red flags and the NYC records into the core's pure functions. The Edge Function, the evaluation
// scripts and the tests all use these instances, so the function answers from the index the site searches
// (docs/architecture.md, "Layers and imports"; docs/decisions/0007-function-imports-shared-core.md).
import { emergencyContact } from '../content/contacts.ts';
import { guideIndex } from '../content/guide-index/entries.ts';
import { guidePassages, pagesWithPassages } from '../content/guide-index/passages.ts';
import { sectionQuestions } from '../content/guide-index/section-questions.ts';
import type { Resource } from '../content/resource-schema.ts';
import { phoneDisplay } from '../content/resources.ts';
import { searchLexicon } from '../content/search-lexicon.ts';
import emergencyHospitals from '../content/data/emergency-hospitals.json' with { type: 'json' };
import financialAssistance from '../content/data/financial-assistance.json' with { type: 'json' };
import foodPantries from '../content/data/food-pantries.json' with { type: 'json' };
import lowCostClinics from '../content/data/low-cost-clinics.json' with { type: 'json' };
import poisonControl from '../content/data/poison-control.json' with { type: 'json' };
import regulations from '../content/data/regulations.json' with { type: 'json' };
import rescues from '../content/data/rescues.json' with { type: 'json' };
import shelters from '../content/data/shelters.json' with { type: 'json' };
import spayNeuter from '../content/data/spay-neuter.json' with { type: 'json' };
import tnr from '../content/data/tnr.json' with { type: 'json' };
import veterinaryClinics from '../content/data/veterinary-clinics.json' with { type: 'json' };
import { createAssistant } from '../core/answer.ts';
import { URGENT_LEAD } from '../core/chat-copy.ts';
import { createPassageSearch, type Passage } from '../core/passage-answer.ts';
import { readerFeatures, readSections, type SectionModel } from '../core/section-reader.ts';
import { buildSiteFacts, type FactRecord } from '../core/site-facts.ts';
import { CONCEPTS } from '../core/triage/lexicon/concepts.ts';
import { MISSPELLINGS } from '../core/triage/lexicon/spelling.ts';
import { VET_TREATING, WITH_VET } from '../core/triage/flags.ts';
import { triage, triageFeatures } from '../core/triage/index.ts';
import type { HistoryTurn, TriageOptions } from '../core/triage/types.ts';
import type { LearnedModel } from '../core/triage/learned.ts';
import triageModel from '../generated/models/triage-model.json' with { type: 'json' };
import sectionModel from '../generated/models/section-reader-model.json' with { type: 'json' };
import { DESCRIBED_EMERGENCY, RED_FLAGS } from './red-flags.ts';
import { createSiteSearch } from './site-search.ts';
import { pageOf } from '../core/search/links.ts';
import { firstAidPage } from '../content/pages/first-aid.ts';
import { chatCopyEs, pageNamesEs } from '../content/locales/es/chat.ts';
import { firstAidPage as firstAidPageEs } from '../content/locales/es/first-aid.ts';
import { redFlagsEs } from '../content/locales/es/red-flags.ts';
import { chatCopyAr } from '../content/locales/ar/chat.ts';
import { redFlagsAr } from '../content/locales/ar/red-flags.ts';
import { chatCopyBn } from '../content/locales/bn/chat.ts';
import { redFlagsBn } from '../content/locales/bn/red-flags.ts';
import { chatCopyHt } from '../content/locales/ht/chat.ts';
import { redFlagsHt } from '../content/locales/ht/red-flags.ts';
import { chatCopyKo } from '../content/locales/ko/chat.ts';
import { redFlagsKo } from '../content/locales/ko/red-flags.ts';
import { chatCopyUr } from '../content/locales/ur/chat.ts';
import { redFlagsUr } from '../content/locales/ur/red-flags.ts';
import { chatCopyZh } from '../content/locales/zh/chat.ts';
import { redFlagsZh } from '../content/locales/zh/red-flags.ts';
import { chatCopyZhHant } from '../content/locales/zh-hant/chat.ts';
import { redFlagsZhHant } from '../content/locales/zh-hant/red-flags.ts';
import type { AssistantLanguages } from '../core/answer.ts';

/** Every NYC record the site shows, in every category. */
const siteResources: readonly Resource[] = [
  emergencyHospitals,
  financialAssistance,
  foodPantries,
  lowCostClinics,
  poisonControl,
  regulations,
  rescues,
  shelters,
  spayNeuter,
  tnr,
  veterinaryClinics,
].flat() as Resource[];

const factRecord = (r: Resource): FactRecord => ({
  phone: r.phone,
  phoneCallable: phoneDisplay(r) === 'call',
  address: r.address,
  website: r.website,
  texts: [r.costNotes, r.eligibility, r.hours, ...r.services],
});

/** The site search's engine, the one site-search.ts builds in the browser. */
export const guideEngine = createSiteSearch();

const passagePaths = new Set([...guidePassages.map((p) => p.path), ...pagesWithPassages]);

/**
 * The index's words for a section, from the entries that link it exactly. (Words of entries that link a whole
 * page would be shared by all its sections and blur which one answers.)
 */
const keywordsFor = (path: string) => [
  ...guideIndex.filter((e) => e.path === path).flatMap((e) => [...e.keywords, ...e.synonyms]),
  ...(sectionQuestions[path] ?? []),
];

/**
 * Emergency entries read before an emergency as well: where the 24/7 hospitals are and what a visit costs is
 * asked "just in case", like the first-aid kit, so it may answer an everyday question.
 */
const PREPARATION_ENTRIES = new Set(['emergency-vets']);

/**
 * The guides' passages, plus the index entries for pages without passages of their own, each as one passage
 * (the vet lists, money help and the 24/7 hospitals live there).
 */
export const sitePassages: readonly Passage[] = [
  ...guidePassages.map((p) => ({ ...p, keywords: keywordsFor(p.path) })),
  ...guideIndex
    .filter((e) => !passagePaths.has(e.path))
    .map((e) => ({
      path: e.path,
      page: e.title,
      section: e.title,
      text: `${e.description} ${e.content}`,
      emergency: e.urgency === 'emergency' && !PREPARATION_ENTRIES.has(e.id),
      keywords: [...e.keywords, ...e.synonyms, ...(sectionQuestions[e.path] ?? [])],
    })),
];

/** Synonym groups that name places don't put a question in scope on their own ("weather in Harlem"). */
const placeGroups = searchLexicon.placeGroups ?? [];

/**
 * The assistant's passage search over the site's passages; `readerProposes` other than READER_PROPOSES only for the
 * trainer's tuning (scripts/train-section-reader.mjs).
 */
export const sitePassageSearch = (readerProposes?: number) =>
  createPassageSearch(sitePassages, searchLexicon, { places: placeGroups.flat(), readerProposes });

export const passageSearch = sitePassageSearch();

/** Triage with the site's red flags, lexicon, second reader and 24/7 number. */
export const triageOptions: TriageOptions = {
  rules: RED_FLAGS,
  lexicon: CONCEPTS,
  misspellings: MISSPELLINGS,
  withVet: WITH_VET,
  treating: VET_TREATING,
  learned: { model: triageModel as LearnedModel, fallback: DESCRIBED_EMERGENCY },
  contact: emergencyContact,
  urgentLead: URGENT_LEAD,
};

export function siteTriage(message: string, history: readonly HistoryTurn[] = []) {
  return triage(message, { ...triageOptions, history });
}

/**
 * What the section reader reads of a message: its words, the index words its typos are one letter from, and
 * triage's concepts of it (the words and pairs triage reads are left out: the reader has its own, stemmed).
 */
export const sectionReaderFeatures = (message: string): string[] =>
  readerFeatures({
    text: message,
    corrections: passageSearch.engine.corrections(`${message} `),
    concepts: triageFeatures(message, triageOptions).filter((f) => !/^h?[wb]:/.test(f)),
  });

/**
 * The translated pages the chat may link (docs/assistant-languages.md): every route in Spanish, and the emergency core — home,
 * /emergency, /breathing, /first-aid — in the seven other languages. The checker (/check) is linked only once a
 * language's checker is in this list, so no answer links a page that doesn't exist. When the route registry
 * (src/config/routes.ts) lists translated routes, this list is to be read from it.
 */
const EMERGENCY_CORE = ['', '/emergency', '/breathing', '/first-aid'];
export const translatedRoutes: ReadonlySet<string> = new Set([
  ...[...new Set([...guideIndex.map((e) => pageOf(e.path)), ...guidePassages.map((p) => pageOf(p.path))])].map(
    (page) => `/es${page === '/' ? '' : page}`,
  ),
  ...['ar', 'ur', 'bn', 'zh', 'zh-hant', 'ko', 'ht'].flatMap((locale) => EMERGENCY_CORE.map((p) => `/${locale}${p}`)),
]);

/** The assistant's written answers beyond English (src/content/locales/<locale>/chat.ts and red-flags.ts). */
export const assistantLanguages: AssistantLanguages = {
  contact: emergencyContact,
  routes: translatedRoutes,
  en: { signs: firstAidPage.alwaysEmergency.items, signsLead: `${firstAidPage.alwaysEmergency.title}:` },
  es: {
    copy: chatCopyEs,
    flags: redFlagsEs,
    pageNames: pageNamesEs,
    // The Spanish first-aid page's own list, so the chat and the page say the same.
    signs: firstAidPageEs.alwaysEmergency.items,
    signsLead: `${firstAidPageEs.alwaysEmergency.title}:`,
  },
  world: {
    ar: { copy: chatCopyAr, flags: redFlagsAr },
    ur: { copy: chatCopyUr, flags: redFlagsUr },
    bn: { copy: chatCopyBn, flags: redFlagsBn },
    zh: { copy: chatCopyZh, flags: redFlagsZh },
    'zh-hant': { copy: chatCopyZhHant, flags: redFlagsZhHant },
    ko: { copy: chatCopyKo, flags: redFlagsKo },
    ht: { copy: chatCopyHt, flags: redFlagsHt },
  },
  guides: Object.fromEntries([...RED_FLAGS, DESCRIBED_EMERGENCY].map((flag) => [flag.id, flag.guide.path])),
};

/** The assistant's parts, for scripts that try it with another reader (scripts/train-section-reader.mjs). */
export const assistantOptions: Parameters<typeof createAssistant>[0] = {
  search: (query) => guideEngine.search(query),
  passages: passageSearch,
  topicWords: [
    ...guideIndex.flatMap((entry) => [...entry.keywords, ...entry.synonyms]),
    ...searchLexicon.synonymGroups.filter((g) => !placeGroups.includes(g)).flat(),
  ],
  triage: siteTriage,
  reader: (message) => readSections(sectionModel as SectionModel, sectionReaderFeatures(message)),
  languages: assistantLanguages,
};

export const assistant = createAssistant(assistantOptions);

/** What a reply may quote and link: the data's phones/prices/addresses, the guides' prices and paths. */
export const siteFacts = buildSiteFacts(
  siteResources.map(factRecord),
  [
    ...guideIndex.map((entry) => `${entry.title} ${entry.description} ${entry.content ?? ''}`),
    ...guidePassages.map((p) => p.text),
  ],
  [
    ...guideIndex.map((entry) => entry.path),
    ...guidePassages.map((p) => p.path),
    ...RED_FLAGS.map((rule) => rule.guide.path),
    '/daily-care',
    '/find-help',
    ...translatedRoutes,
  ],
);
