// What a message asks, apart from the story around it. "My brother got hit by a car last week so I'm running the
// store alone, how often should I feed the cat?" asks about feeding: the car and the brother are the story. The
// clauses that ask (a question word first, or the clause a "?" ends) are the question's focus; the assistant
// ranks guide sections on the focus as well as on the whole message (passage-answer.ts).

/** Words that open a clause that asks, in English and Spanish (folded: no accents). */
const ASKING = new Set([
  'how',
  'what',
  'whats',
  'when',
  'where',
  'wheres',
  'which',
  'who',
  'why',
  'can',
  'could',
  'should',
  'would',
  'is',
  'are',
  'do',
  'does',
  'did',
  'any',
  'anyone',
  'anybody',
  'tips',
  'help',
  'need',
  'whom',
  'como',
  'que',
  'cual',
  'cuales',
  'cuando',
  'donde',
  'quien',
  'quienes',
  'cuanto',
  'cuanta',
  'cuantos',
  'cuantas',
  'por',
  'puedo',
  'puede',
  'pueden',
  'debo',
  'deberia',
  'hay',
  'alguien',
  'necesito',
  'ayuda',
]);

/** Words and marks that end a clause inside a sentence. */
const CLAUSE_BREAK = /\s*(?:,|;|:|\s-\s|\b(?:but|so|anyway|also|pero|entonces|asi que|y bueno)\b)\s*/i;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[¿¡'’]/g, '');

/**
 * The clauses of `text` that ask something, joined; '' when it has none, or when every clause asks (then the
 * whole message is the question).
 */
export function questionFocus(text: string): string {
  const sentences = text.match(/[^.!?\n]+[.!?\n]*/g) ?? [];
  const clauses: { text: string; asks: boolean }[] = [];
  for (const sentence of sentences) {
    const asked = /\?/.test(sentence);
    const parts = sentence
      .replace(/[.!?\n]+$/, '')
      .split(CLAUSE_BREAK)
      .map((p) => p.trim())
      .filter(Boolean);
    parts.forEach((part, i) => {
      const first =
        fold(part)
          .split(/[^a-z0-9]+/)
          .find(Boolean) ?? '';
      clauses.push({ text: part, asks: ASKING.has(first) || (asked && i === parts.length - 1) });
    });
  }
  const asking = clauses.filter((c) => c.asks);
  if (asking.length === 0 || asking.length === clauses.length) return '';
  return asking.map((c) => c.text).join(' ');
}

/**
 * "Is that normal?", "should I worry?", "¿es normal?": the person asks whether to worry, which names no guide.
 * Left in, "normal" leads "my cat sleeps all day, is that normal?" to the vital-signs table.
 */
const WORRY_FRAME =
  /\b(?:is|isnt|is it|is that|is this|its|thats)\s+(?:normal|ok|okay|alright|a problem)\b|\b(?:es|eso es|esto es)\s+normal\b|\bshould i (?:be )?worr(?:y|ied)\b|\bdo i need to worry\b|\b(?:debo|deberia) preocuparme\b|\bnormal\s*\?/gi;
const LEFT_MARKS = /\s*\?+/g;

/** The message without the words that only ask whether to worry (WORRY_FRAME). */
export function withoutWorryFrame(text: string): string {
  const left = text.replace(WORRY_FRAME, ' ');
  return (left === text ? left : left.replace(LEFT_MARKS, ' ')).replace(/\s{2,}/g, ' ');
}
