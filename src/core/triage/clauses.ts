// Clauses: a sentence with a later "if", a fear or an aside is cut in two, the facts it tells and the condition it
// asks about, so only the condition is read as a "what if".
import { words } from './lexicon/word-lists.ts';
import type { CompiledLexicon, ConceptHit } from './lexicon.ts';
import { HYPOTHETICAL } from './negation.ts';
import type { Sentence } from './normalise.ts';

/** The fear is of the person's own act ("afraid to…", "me da miedo cortarle…"), not of what the cat may have. */
const fearsOwnAct = (phrase: readonly string[]) => words('FEAR_OF_ACT').has(phrase[phrase.length - 1] ?? '');

/**
 * Where the fear whose words end at token `from` ends (its last token): at a clause break, a word that gives a
 * reason, or a new subject two words on; past "and" words if `overAnd`.
 */
function fearEnd(sentence: Sentence, from: number, overAnd: boolean): number {
  const { tokens } = sentence;
  for (let i = from; i < tokens.length - 1; i++) {
    const next = tokens[i + 1] ?? '';
    if (words('REASON').has(next) || (sentence.clauseEnds.has(i) && !(overAnd && words('AND').has(next)))) return i;
    if (i >= from + 1 && words('FEAR_SUBJECTS').has(next) && !words('MODALS').has(tokens[i + 2] ?? '')) return i;
  }
  return tokens.length - 1;
}

const whether = (tokens: readonly string[], at: number) =>
  words('ASKED_IF').has(tokens[at - 1] ?? '') || (tokens[at - 1] === 'know' && tokens[at - 2] === 'to');

/**
 * A sentence with a later "if" (or a clause opening with "si", or an aside such as "just asking") is two: the
 * facts before the condition and the condition. "Orina poquito y muchas veces, es hembra, si le sale pipi pero
 * poquito" tells facts first; only what follows the "si" is a "what if". So does "straining and nothing comes out,
 * he cries if I touch his belly". A fear is a "what if" only up to the end of its clause: "she's having a seizure,
 * I'm scared she'll die" and "tengo miedo de que se muera porque lleva 3 días sin comer" tell the rest.
 */
export function splitAtCondition(
  sentence: Sentence,
  lexicon: CompiledLexicon,
): { sentence: Sentence; hits: ConceptHit[] }[] {
  const hits = lexicon.find(sentence.tokens);
  const cuts = new Set<number>();
  for (const h of hits) {
    if (h.concept !== HYPOTHETICAL) continue;
    const word = sentence.tokens[h.start] ?? '';
    const phrase = sentence.tokens.slice(h.start, h.end + 1);
    if (phrase.some((t) => words('WORRY').has(t))) {
      const after = sentence.tokens[h.end + 1] === 'no' ? h.end + 2 : h.end + 1;
      // "Me preocupa que no ha orinado": a worry about what is so, told.
      if (words('REPORTING').has(sentence.tokens[after] ?? '')) {
        cuts.add(h.end + 1);
        continue;
      }
      if (h.start > 0) cuts.add(h.start);
      const end = fearEnd(sentence, h.end, fearsOwnAct(phrase));
      if (end < sentence.tokens.length - 1) cuts.add(end + 1);
    } else if (
      // "If" opens a condition wherever it stands ("he cries if i touch his belly"); "si" only where a clause starts.
      h.start > 0 &&
      (words('ASIDE').has(word) ||
        (words('CONDITION').has(word) &&
          (word === 'if' ||
            sentence.clauseEnds.has(h.start - 1) ||
            (words('KNOW_IF').has(sentence.tokens[h.start - 1] ?? '') && sentence.tokens[h.start - 2] === 'como'))))
    ) {
      cuts.add(h.start);
      // "Wants to know if we still sell the hero bread, and the cat came back with a cut": an "if" that means
      // "whether" asks only to the end of its clause.
      if (word === 'if' && whether(sentence.tokens, h.start)) {
        const end = [...sentence.clauseEnds].filter((i) => i > h.end).sort((a, b) => a - b)[0];
        // Not when another condition follows ("…if she can eat the night before y si va a sangrar").
        const another = hits.some((c) => c.concept === HYPOTHETICAL && c.start > h.end);
        if (end !== undefined && end < sentence.tokens.length - 1 && !another) {
          cuts.add(end + 1);
          continue;
        }
      }
      break;
    }
  }
  if (cuts.size === 0) return [{ sentence, hits }];
  const part = (from: number, to: number, asked: boolean): Sentence => ({
    tokens: sentence.tokens.slice(from, to),
    clauseEnds: new Set([...sentence.clauseEnds].filter((i) => i >= from && i < to - 1).map((i) => i - from)),
    asked,
  });
  // Each part keeps the concepts found inside it, counted from its own start.
  const within = (from: number, to: number) =>
    hits.filter((h) => h.start >= from && h.end < to).map((h) => ({ ...h, start: h.start - from, end: h.end - from }));
  const bounds = [0, ...[...cuts].sort((a, b) => a - b), sentence.tokens.length];
  // Only the last part carries the sentence's "?".
  return bounds.slice(1).map((to, i) => {
    const from = bounds[i] ?? 0;
    return { sentence: part(from, to, to === sentence.tokens.length && sentence.asked), hits: within(from, to) };
  });
}
