// Whose body: what a clause says of another creature or a person ("the pigeon was bleeding", "a car hit a man") is
// not about the cat.
import { words } from './lexicon/word-lists.ts';
import type { Occurrence } from './negation.ts';
import type { Sentence } from './normalise.ts';
import { CREATURES, SELF } from './roles.ts';

/** An -ing, -ando or -iendo form: right after a creature, the creature is doing it. */
const GERUND = /(?:ing|ando|iendo)$/;

/** How many words after a creature its verb may be ("the pigeon on the awning got…"). */
const SUBJECT_REACH = 5;

/** What a creature does to the cat ("a dog bit him", "a guy kicked her"): the cat is still the one hurt. */
const DONE_TO_THE_CAT = new Set(['ATTACKED', 'BITTEN', 'FIGHT', 'KICK', 'KICKED', 'HIT', 'RUN_OVER', 'CRUSH', 'GIVE']);

/**
 * What the cat may meet, never what happens to a body: kept wherever a creature is named ("rat poison"). That the
 * creature ate it ("el perro se comió chocolate") is the creature's: the exposure itself is left out.
 */
const THINGS = new Set(['TOXIN', 'DOG_PRODUCT', 'HUMAN_MED', 'STRING', 'CORD', 'GLASS', 'POISONED']);

/** How many words after what was done the one it was done to may be ("pateó a un perro": three). */
const VICTIM_REACH = 3;

/**
 * What a clause says of another creature is not about the cat: in "the pigeon was bleeding everywhere" or "a dog
 * that got hit by a car", the bleeding and the car are the pigeon's and the dog's. From a creature that is the
 * subject of its clause to the clause's end, until a word points back to the cat, the concepts that tell what
 * happened to a body are left out. What the creature does to someone (bites, kicks, hits) is kept unless the verb
 * says it happened to the creature ("got hit"), and so are what the cat may have met (a poison, a cord) and how
 * the sentence is framed (negation, question, the cat's facts). Also says whether a blow or a bite was done to
 * another ("a car hit a man").
 */
export function theCatsOwn(
  occurrences: readonly Occurrence[],
  sentence: Sentence,
  symptoms: ReadonlySet<string>,
): { own: Occurrence[]; doneToAnother: boolean } {
  const { tokens, clauseEnds } = sentence;
  // "Al perro le dan convulsiones": "le" before a verb of what befalls someone is the creature itself, not the cat.
  const pointsToCat = (i: number) =>
    words('CAT_POINTERS').has(tokens[i] ?? '') &&
    !(words('BEFALLS_IT').has(tokens[i] ?? '') && words('BEFALLS').has(tokens[i + 1] ?? ''));
  // The creature's verb within a few words, before the clause ends or the cat is named ("the pigeon on the awning
  // got…", "el perro de la esquina estaba…").
  const subjectAt = (end: number) => {
    // "A pigeon bleeding on the sidewalk", "un perro sangrando": a creature doing what a symptom says.
    const next = tokens[end + 1] ?? '';
    if (GERUND.test(next) && occurrences.some((o) => o.start === end + 1 && symptoms.has(o.concept))) return true;
    for (let i = end + 1; i <= end + SUBJECT_REACH && i < tokens.length; i += 1) {
      const word = tokens[i] ?? '';
      if (words('SUBJECT_OF').has(word) || (words('BEFALLS_IT').has(word) && words('BEFALLS').has(tokens[i + 1] ?? '')))
        return true;
      if (words('CAT_POINTERS').has(word) || clauseEnds.has(i)) return false;
    }
    return false;
  };
  // "El gato de mi tía tiene diarrea": the aunt owns the cat, she is not the clause's subject.
  const owner = (start: number) =>
    words('OF').has(tokens[start - 1] ?? '') ||
    (words('OF').has(tokens[start - 2] ?? '') && words('DETERMINERS').has(tokens[start - 1] ?? ''));
  // "Un señor pateó a un perro", "a car hit a man": a creature right after what was done is the one it was done to
  // (not after "by" or "por", and not when "lo", "le" before the verb name the cat, "lo mordió un perro", unless
  // Spanish "a" marks the one it was done to: "le pegó a un perro").
  const doneToAnother = (o: Occurrence) => {
    if (!DONE_TO_THE_CAT.has(o.concept)) return false;
    if (words('CAT_POINTERS').has(tokens[o.start - 1] ?? '') && !words('TO_WHOM').has(tokens[o.end + 1] ?? ''))
      return false;
    for (let i = o.end + 1; i <= o.end + VICTIM_REACH && i < tokens.length && !clauseEnds.has(i - 1); i += 1) {
      if (occurrences.some((c) => c.start === i && (CREATURES.has(c.concept) || c.concept === SELF) && !c.denied))
        return true;
      if (!words('ARTICLES').has(tokens[i] ?? '')) return false;
    }
    return false;
  };
  // The same words read as another concept are the other one's too ("mordió" is a bite and a bite's mark).
  const doneElsewhere = occurrences.filter(doneToAnother);
  const notTheCats = new Set<Occurrence>(
    occurrences.filter((o) => doneElsewhere.some((d) => d.start === o.start && d.end === o.end)),
  );
  const creatures = occurrences.filter(
    (o) =>
      CREATURES.has(o.concept) &&
      !o.denied &&
      !owner(o.start) &&
      !words('OWNED').has(tokens[o.end + 1] ?? '') &&
      subjectAt(o.end),
  );
  for (const creature of creatures) {
    for (let i = creature.end + 1; i < tokens.length && !pointsToCat(i); i += 1) {
      for (const o of occurrences) {
        if (o.start !== i || !symptoms.has(o.concept) || THINGS.has(o.concept)) continue;
        // "Got hit" happened to the creature; "got him" is the creature getting the cat.
        const namesTheCat = tokens.slice(o.start, o.end + 1).some((t) => words('CAT_POINTERS').has(t));
        const passive =
          !namesTheCat && (words('PASSIVE').has(tokens[i] ?? '') || words('PASSIVE').has(tokens[i - 1] ?? ''));
        if (!DONE_TO_THE_CAT.has(o.concept) || passive) notTheCats.add(o);
      }
      if (clauseEnds.has(i)) break;
    }
  }
  return { own: occurrences.filter((o) => !notTheCats.has(o)), doneToAnother: doneElsewhere.length > 0 };
}
