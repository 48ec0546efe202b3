// Text to sentences of plain tokens: lower case, accents removed ("está" → "esta"), apostrophes dropped
// ("can't" → "cant"), everything that isn't a letter or digit a separator. Sentence and clause breaks are kept
// because negation stops at a clause and red flags combine words within one sentence.

export interface Sentence {
  /** Tokens in order. */
  tokens: string[];
  /** Token indexes after which a clause ends (a comma, "but", "pero"): negation doesn't reach past them. */
  clauseEnds: ReadonlySet<number>;
  /** Ends with "?" (or "¿" opened it). */
  asked: boolean;
}

const CLAUSE_WORDS = new Set(['but', 'pero', 'and', 'y', 'although', 'aunque', 'though', 'then', 'luego', 'sino']);

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '');
}

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const m of foldText(text).matchAll(/[^.!?;\n]+[.!?;\n]*/g)) {
    const raw = m[0];
    const asked = raw.includes('?') || raw.includes('¿');
    const tokens: string[] = [];
    const clauseEnds = new Set<number>();
    for (const part of raw.split(/([,:()"]|\s-\s)/)) {
      if (/^[,:()"]$|^\s-\s$/.test(part)) {
        if (tokens.length > 0) clauseEnds.add(tokens.length - 1);
        continue;
      }
      for (const word of part.split(/[^a-z0-9]+/)) {
        if (!word) continue;
        if (CLAUSE_WORDS.has(word) && tokens.length > 0) clauseEnds.add(tokens.length - 1);
        tokens.push(word);
      }
    }
    if (tokens.length > 0) sentences.push({ tokens, clauseEnds, asked });
  }
  return sentences;
}

/** True when `a` and `b` differ by at most one edit (insert, delete, substitute, swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i += 1;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
