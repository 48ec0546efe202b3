import { MAX_QUERY_CHARS } from './constants.ts';

// Text to words for the word index: one normaliser and one stemmer for the guides' text and for what people
// type, so both sides meet on the same forms.

/** Lower case, accents and punctuation gone (Spanish "pulgas y garrapatas" meets the same index), cut. */
export function normalizeText(text: string, maxChars = Number.POSITIVE_INFINITY): string {
  return text
    .slice(0, Math.min(maxChars * 2, text.length))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/[^\p{L}\p{N}\s'$/-]/gu, ' ')
    .replace(/['/-]/g, (c) => (c === "'" ? '' : ' '))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxChars)
    .trim();
}

/** What a typed query becomes before matching: normalised and cut to MAX_QUERY_CHARS. */
export const normalizeQuery = (query: string): string => normalizeText(query, MAX_QUERY_CHARS);

export const wordsOf = (normalized: string): string[] => (normalized ? normalized.split(' ') : []);

/**
 * A light English suffix stripper ("fleas" -> "flea", "trimming" -> "trim", "vaccines" -> "vaccin",
 * "rehoming" -> "rehom"). Good enough to make plural, -ing and -ed forms meet; the lexicon's synonym groups
 * cover irregular forms and Spanish. A short root left by -ing or -ed gets its "e" back ("biting" -> "bite",
 * as "bites" is), not after a doubled letter ("sitting" -> "sit").
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  const bare =
    w.endsWith('ing') && w.length > 5 ? w.slice(0, -3) : w.endsWith('ed') && w.length > 4 ? w.slice(0, -2) : w;
  if (bare !== w && /^[^aeiou][aeiou][^aeiouwxy]$/.test(bare)) return `${bare}e`;
  w = bare;
  if (/([bdgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** The word with one letter left out, each way ("neuter" -> "euter", "nuter", …): the symmetric-delete key. */
export function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** A Spanish verb (infinitive or gerund) with object pronouns written onto it ("cortarle", "dándole"). */
const WITH_CLITICS = /(ar|er|ir|ando|iendo)(?:se)?(?:me|te|le|la|lo|les|las|los|nos)$/;
/** Verb endings, longest first; what is left is the root the infinitives are built on. */
const VERB_ENDINGS =
  /(?:ieron|aron|iendo|ando|aban|amos|emos|imos|ados|adas|idos|idas|aba|ado|ada|ido|ida|ia|ian|an|en|as|es|a|e|o)$/;

/**
 * The plain Spanish forms an inflected word may stand for: a verb's infinitive ("operen" → "operar", "cortarle"
 * → "cortar", "comiendo" → "comer"), a singular ("uñas" → "una", "vacunas" → "vacuna"), the word a diminutive
 * is made from ("gusanitos" → "gusanos", "viejito" → "viejo"). Candidates, not
 * analyses: the engine keeps only those the index knows, and only for words it doesn't know as typed.
 */
export function spanishForms(word: string): string[] {
  if (word.length < 4 || /\d/.test(word)) return [];
  const bare = word.replace(WITH_CLITICS, '$1');
  const out = new Set<string>([bare]);
  const root = bare.replace(VERB_ENDINGS, '');
  if (root.length >= 3 && root !== bare) for (const inf of ['ar', 'er', 'ir']) out.add(`${root}${inf}`);
  if (/[^aeiou]es$/.test(word)) out.add(word.slice(0, -2));
  if (/s$/.test(word)) out.add(word.slice(0, -1));
  // A diminutive is its plain word: "gusanitos" is "gusanos" (and "gusano"), "viejita" is "vieja".
  const small = /^(.{3,})it([oa])(s?)$/.exec(word);
  if (small) for (const plain of [`${small[1]}${small[2]}${small[3]}`, `${small[1]}${small[2]}`]) out.add(plain);
  out.delete(word);
  return [...out];
}

/** Spanish function words: two of them make a message Spanish (its unknown words aren't English typos). */
const SPANISH_MARKERS = new Set(
  'el la los las del que un una para por con es se le lo su mi al pa ta esta como cuando donde porque muy pero tiene'.split(
    ' ',
  ),
);

export const isSpanish = (words: readonly string[]): boolean =>
  new Set(words.filter((w) => SPANISH_MARKERS.has(w))).size >= 2;
