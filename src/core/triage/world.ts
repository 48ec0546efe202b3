// The red flags read in Arabic, Urdu, Bengali, Chinese, Korean and Haitian Creole (docs/assistant-languages.md).
// Each language has a short list of its words for the red flags, written as the English and Spanish lexicon is
// (concept → terms, under the same concept names: BREATH, TOXIN, URINATE…) in lexicon/world/<locale>.ts. This
// reader finds those concepts in a message and names the red flag a set of them makes, by its id in flags.ts.
//
// Why a reader of its own rather than the flag engine (index.ts): the engine's negation, time spans, clause
// breaks and second reader are written for English and Spanish word order ("not" before the verb, "since
// yesterday" in words). Urdu, Bengali and Korean deny after the verb, Chinese writes no spaces and Arabic joins
// "and", "the" and "with" to the word. Here a term is found where it starts a word (after a joined prefix in
// Arabic; anywhere in Chinese), a denial is the language's negator just before (or, where the language puts it
// there, just after) the sign, and the combinations are few and broad: a missed emergency costs more than a cab.
import type { RedFlagId } from './flags.ts';
import type { Concept } from './lexicon/concept-names.ts';

/**
 * One language's words. Terms are written as the person types them (Arabic without vowel marks); a term in
 * Latin letters (Creole, Arabizi, Roman Urdu or Bengali) is a whole word unless it ends in "*", which matches any
 * word it starts.
 */
export interface WorldLexicon {
  concepts: Readonly<Partial<Record<Concept, readonly string[]>>>;
  /** The negator follows what it denies ("খাচ্ছে না", "نہیں" after the verb), rather than coming before it. */
  negationFollows?: boolean;
}

/** A red flag by its id in flags.ts, and the sets of concepts (all in one message) that raise it. */
interface WorldFlag {
  id: RedFlagId;
  when: readonly (readonly Concept[])[];
}

/** The emergency red flags, most specific first: the first that matches names the answer's opening. */
export const WORLD_FLAGS: readonly WorldFlag[] = [
  {
    id: 'poisoning',
    when: [
      ['TOXIN', 'EXPOSED'],
      ['HUMAN_MED', 'EXPOSED'],
      ['HUMAN_MED', 'GIVE'],
    ],
  },
  {
    id: 'urinary-blockage',
    when: [
      ['URINATE', 'INABLE'],
      ['URINATE', 'STRAIN'],
      ['URINATE', 'NOTHING_OUT'],
    ],
  },
  {
    id: 'breathing',
    when: [['BREATH', 'INABLE'], ['BREATH', 'LABORED'], ['CHOKE'], ['OPEN_MOUTH', 'BREATH'], ['BLUE', 'GUMS']],
  },
  { id: 'heat-stroke', when: [['HOT', 'PANT']] },
  { id: 'seizure', when: [['SEIZURE'], ['TREMBLE', 'STIFF'], ['PADDLE', 'STIFF']] },
  {
    id: 'trauma',
    when: [
      ['VEHICLE', 'HIT'],
      ['ANIMAL', 'ATTACKED'],
    ],
  },
  { id: 'crush', when: [['CRUSH']] },
  { id: 'fall', when: [['FALL']] },
  {
    id: 'vomiting-blood',
    when: [
      ['VOMIT', 'BLOOD'],
      ['VOMIT', 'MANY_TIMES'],
    ],
  },
  { id: 'bleeding', when: [['BLEED'], ['BLOOD', 'A_LOT']] },
  { id: 'difficult-birth', when: [['BIRTH_TROUBLE'], ['BIRTH', 'INABLE'], ['BIRTH', 'SPAN_1H']] },
  {
    id: 'string',
    when: [
      ['STRING', 'EXPOSED'],
      ['STRING', 'HANGING_OUT'],
    ],
  },
  { id: 'electrical', when: [['CORD']] },
  {
    id: 'hind-legs',
    when: [
      ['BACK_LEGS', 'PARALYSIS'],
      ['BACK_LEGS', 'INABLE'],
    ],
  },
  {
    id: 'eye-injury',
    when: [
      ['EYE', 'EYE_HURT'],
      ['EYE', 'BLOOD'],
    ],
  },
  {
    id: 'allergic',
    when: [
      ['STING', 'SWELL'],
      ['FACE', 'SWELL'],
    ],
  },
  {
    id: 'swollen-belly',
    when: [
      ['BELLY', 'HARD'],
      ['BELLY', 'SWELL'],
    ],
  },
  { id: 'jaundice', when: [['YELLOW', 'GUMS']] },
  { id: 'hypothermia', when: [['COLD', 'SNOW']] },
  {
    id: 'fading-kitten',
    when: [
      ['KITTEN', 'COLD'],
      ['KITTEN', 'NURSE'],
    ],
  },
  { id: 'not-eating', when: [['REFUSE', 'SPAN_24H']] },
  { id: 'collapse', when: [['COLLAPSE']] },
];

/**
 * Concepts that name what a person says is wrong: "没有流血" ("no bleeding") denies it. The others are the denial
 * itself ("can't", "won't eat", "nothing comes out") or a circumstance (a day, a car, a kitten).
 */
const DENIABLE: ReadonlySet<Concept> = new Set([
  'BLEED',
  'BLOOD',
  'VOMIT',
  'SEIZURE',
  'TREMBLE',
  'FALL',
  'TOXIN',
  'HUMAN_MED',
  'SWELL',
  'COLLAPSE',
  'CHOKE',
]);

/** Letters that start a word in Arabic joined to it: "and", "so", "with", "for", "the" and their pairs. */
const ARABIC_PREFIX = '(?:وال|بال|فال|كال|لل|ال|و|ف|ب|ل)?';
const LATIN_TERM = /^[\p{Script=Latin}0-9 *'-]+$/u;
/** Characters a negator may stand from the sign it denies: a word or two. */
const NEGATION_REACH = 10;
const HAN_NEGATION_REACH = 2;

/** The text as the terms are written: lower case, Arabic without vowel marks and with one form of each letter. */
export function foldWorldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[’‘`´']/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Latin letters without their accents ("fè" → "fe"), for the Creole and romanised terms. */
const foldLatin = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

function termPattern(term: string): RegExp {
  const folded = foldWorldText(term);
  if (LATIN_TERM.test(term)) {
    const body = foldLatin(folded)
      .replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '*' ? '*' : `\\${c}`))
      .replace(/\*$/, '[a-z0-9]*');
    return new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`, 'gu');
  }
  const body = folded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (/\p{Script=Han}/u.test(term)) return new RegExp(body, 'gu');
  const arabic = /\p{Script=Arabic}/u.test(term);
  // A short Arabic or Urdu word is whole: "دم" (blood) is not the start of "دموع" (tears).
  const end = arabic && folded.length <= 3 ? '(?![\\p{L}\\p{M}])' : '';
  return new RegExp(`(?<![\\p{L}\\p{M}])${arabic ? ARABIC_PREFIX : ''}${body}${end}`, 'gu');
}

interface Found {
  start: number;
  end: number;
}

/** Every place a term of the list is found in the folded text (Latin terms in the text without accents). */
function findAll(patterns: readonly RegExp[], folded: string, latin: string): Found[] {
  const found: Found[] = [];
  for (const pattern of patterns) {
    const text = pattern.source.startsWith('(?<![a-z0-9])') ? latin : folded;
    for (const m of text.matchAll(pattern)) found.push({ start: m.index, end: m.index + m[0].length });
  }
  return found;
}

export interface WorldReading {
  /** The emergency red flags' ids in WORLD_FLAGS order; empty when none. */
  flags: RedFlagId[];
  /** The concepts found (and not denied), for tests and the evaluation's failing cases. */
  concepts: Concept[];
}

/** A language's terms compiled once. */
export function createWorldReader(lexicon: WorldLexicon): (message: string) => WorldReading {
  const compiled = Object.entries(lexicon.concepts).map(
    ([concept, terms]) => [concept as Concept, (terms ?? []).map(termPattern)] as const,
  );
  const negators = compiled.find(([c]) => c === 'NEG')?.[1] ?? [];
  return (message) => {
    const folded = foldWorldText(message);
    const latin = foldLatin(folded);
    const han = /\p{Script=Han}/u.test(folded);
    const reach = han ? HAN_NEGATION_REACH : NEGATION_REACH;
    const negations = findAll(negators, folded, latin);
    const denied = (at: Found) =>
      negations.some((n) =>
        lexicon.negationFollows
          ? n.start >= at.end && n.start - at.end <= reach
          : n.end <= at.start && at.start - n.end <= reach,
      );
    const present = new Set<Concept>();
    for (const [concept, patterns] of compiled) {
      if (concept === 'NEG') continue;
      const found = findAll(patterns, folded, latin);
      if (found.some((f) => !DENIABLE.has(concept) || !denied(f))) present.add(concept);
    }
    const flags = WORLD_FLAGS.filter((flag) => flag.when.some((set) => set.every((c) => present.has(c)))).map(
      (flag) => flag.id,
    );
    return { flags, concepts: [...present] };
  };
}
