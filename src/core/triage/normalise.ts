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

/**
 * Chat spellings of the time words timespan.ts reads ("last nite", "since yday"), written as the plain word so a
 * span is read however it is spelt. (Concept words have their misspelling table in lexicon/spelling.ts.)
 */
const TIME_SPELLINGS = new Map([
  ['nite', 'night'],
  ['tonite', 'tonight'],
  ['2nite', 'tonight'],
  ['yday', 'yesterday'],
  ['yr', 'year'],
  ['yrs', 'years'],
  ['yest', 'yesterday'],
  ['yesterdy', 'yesterday'],
  ['yesturday', 'yesterday'],
  ['yestarday', 'yesterday'],
  ['mornin', 'morning'],
  ['anoch', 'anoche'],
]);

const SENTENCE_END = new Set(['.', '!', '?', ';', '\n']);
const CLAUSE_END = new Set([',', ':', '(', ')', '"']);

/** One pass over the folded text: words of letters and digits, sentence and clause breaks. */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  const folded = foldText(text);
  let tokens: string[] = [];
  let clauseEnds = new Set<number>();
  let asked = false;
  let wordStart = -1;
  const endWord = (at: number) => {
    if (wordStart < 0) return;
    const word = folded.slice(wordStart, at);
    wordStart = -1;
    if (CLAUSE_WORDS.has(word) && tokens.length > 0) clauseEnds.add(tokens.length - 1);
    tokens.push(TIME_SPELLINGS.get(word) ?? word);
  };
  const endSentence = () => {
    if (tokens.length > 0) sentences.push({ tokens, clauseEnds, asked });
    tokens = [];
    clauseEnds = new Set();
    asked = false;
  };
  for (let i = 0; i <= folded.length; i += 1) {
    const ch = folded[i] ?? '\n';
    const code = ch.charCodeAt(0);
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
      if (wordStart < 0) wordStart = i;
      continue;
    }
    endWord(i);
    if (ch === '?' || ch === '¿') asked = true;
    if (SENTENCE_END.has(ch)) {
      // "1.5 hours" and "..." don't end a sentence early: only a break followed by a non-digit does.
      if (ch === '.' && /\d/.test(folded[i + 1] ?? '') && /\d/.test(folded[i - 1] ?? '')) continue;
      if (ch !== '?') endSentence();
      else if (!/[?!.]/.test(folded[i + 1] ?? '')) endSentence();
    } else if (CLAUSE_END.has(ch) || (ch === '-' && folded[i - 1] === ' ' && folded[i + 1] === ' ')) {
      if (tokens.length > 0) clauseEnds.add(tokens.length - 1);
    }
  }
  endSentence();
  return sentences;
}

/**
 * The plain Spanish words an everyday spoken form may stand for: a diminutive ("patitas" → "patas", "boquita" →
 * "boca", "barriguita" → "barriga", "gatico" → "gato", "pancita" → "panza") or a Caribbean participle that drops
 * its "d" ("cerrao" → "cerrado", "escondío" → "escondido"). Tried only for words the lexicon doesn't know.
 */
export function spanishBases(word: string): string[] {
  const participle = /^(.{3,})([ai])(o|os)$/.exec(word);
  if (participle) return [`${participle[1]}${participle[2]}d${participle[3]}`];
  const diminutive = /^(.{2,}?)(qu|gu|c)?i(?:t|c)(o|a|os|as)$/.exec(word);
  if (!diminutive || word.length < 5) return [];
  const [, stem = '', joint, ending = ''] = diminutive;
  if (joint === 'qu') return [`${stem}c${ending}`];
  if (joint === 'gu') return [`${stem}g${ending}`];
  // "c" is a "z" before "i" ("pancita"), or the "-cito" of a word that ends in a consonant ("dolorcito").
  if (joint === 'c') return [`${stem}z${ending}`, `${stem}c${ending}`, stem];
  return [`${stem}${ending}`];
}
