import type { SearchIntent, SearchLexicon } from './types.ts';
import { normalizeText } from './words.ts';

// What a query is about beyond its topic: an emergency, a price, a health worry, behaviour, rehoming. Read from
// the lexicon's intent words, with the everyday frames that take an alarming word out of an emergency
// (docs/search.md, "Intents").

/** The intents of a query: its normalised text and its words after typo correction. */
export function createIntentReader(
  lexicon: SearchLexicon,
): (text: string, corrected: readonly string[]) => SearchIntent[] {
  /** The lexicon's words and phrases, folded as a query is. */
  const normalized = (list: readonly string[] = []) => list.map((t) => normalizeText(t)).filter(Boolean);
  const intentTerms = (Object.keys(lexicon.intentTerms) as SearchIntent[]).map(
    (intent) => [intent, normalized(lexicon.intentTerms[intent])] as const,
  );
  const everydayFrames = normalized(lexicon.everydayFrames);
  const testWords = new Set(normalized(lexicon.testWords));
  const toxicWords = new Set(normalized(lexicon.toxicWords));
  const exposureWords = normalized(lexicon.exposureWords);
  const emergencyTerms = intentTerms.find(([intent]) => intent === 'emergency')?.[1] ?? [];
  const alarmTerms = emergencyTerms.filter((t) => !testWords.has(t));

  return function intentsOf(text: string, corrected: readonly string[]): SearchIntent[] {
    const haystack = ` ${text} ${corrected.join(' ')} `;
    const says = (t: string) => haystack.includes(` ${t} `);
    const intents = intentTerms.filter(([, list]) => list.some(says)).map(([intent]) => intent);
    // "A little bleeding after the spay, normal?", "blood work cost": the alarm word is in an everyday question. A
    // price alone makes one only when no word says a cat is in trouble ("dying, can't afford the emergency vet").
    const everyday =
      everydayFrames.some(says) ||
      (intents.includes('cost_inquiry') && !alarmTerms.some(says)) ||
      // "Which plants are poisonous", "onion toxic cats": what is toxic, asked with no exposure ("ate", "licked").
      (emergencyTerms.filter(says).every((t) => toxicWords.has(t)) && !exposureWords.some(says));
    return everyday ? intents.filter((intent) => intent !== 'emergency') : intents;
  };
}
