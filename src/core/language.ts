// Which language a chat message is written in, so the assistant reads its red flags and answers in it
// (docs/assistant-languages.md). By script first: Arabic letters (Urdu when Urdu's own letters or words are there),
// Bengali, Han (Traditional when its characteristic characters outnumber the Simplified ones) and Hangul. Text in
// Latin letters by its common words: Spanish, Haitian Creole, romanised Arabic ("Arabizi"), Urdu and Bengali, and
// English by default. French and Polish, and any other script (Cyrillic, Hebrew, Devanagari…), are 'unknown': a
// language the assistant has no words for. Pure: the site and the Edge Function share it.

import { LATIN_WORDS as LATIN_WORD_LISTS } from './language-words.ts';

/** The languages the assistant reads and answers in, and 'unknown' for one it doesn't. */
export const CHAT_LANGUAGES = ['en', 'es', 'ar', 'ur', 'bn', 'zh', 'zh-hant', 'ko', 'ht'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number] | 'unknown';

/** The languages the reply checker (safety.ts) reads: a model's sentence in any other is never shown. */
export const CHECKED_LANGUAGES: readonly ChatLanguage[] = ['en', 'es'];

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/u;
const BENGALI = /[\u0980-\u09ff]/u;
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;
const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

/** Letters only Urdu (of the two) writes: ٹ ڈ ڑ ں ھ ہ ے ۓ. */
const URDU_LETTERS = /[\u0679\u0688\u0691\u06ba\u06be\u06c1\u06d2\u06d3]/u;
/** Urdu's everyday words, in case a keyboard wrote none of its own letters. */
const URDU_WORDS = new Set(['ہے', 'میں', 'نہیں', 'کیا', 'کی', 'کا', 'کے', 'سے', 'کو', 'ہیں', 'بلی', 'بلا', 'اور']);

/**
 * Characters written differently in Traditional and Simplified Chinese, the ones a message about a cat is likely
 * to hold (cat, this, say, car, building, doctor, medicine, not, come, hour…): one string per script, same order.
 */
const TRADITIONAL =
  '貓們個這說車樓從會麼醫獸藥還為嗎裡電線條號動後腳難產隻來過時間點對買賣錢見東發現應該門開關聽話語雞魚鳥葉紅黃藍綠頭臉體無氣壓傷歲廁帶給腫膽腦闆處';
const SIMPLIFIED =
  '猫们个这说车楼从会么医兽药还为吗里电线条号动后脚难产只来过时间点对买卖钱见东发现应该门开关听话语鸡鱼鸟叶红黄蓝绿头脸体无气压伤岁厕带给肿胆脑板处';

/** Common words of each Latin-script language (src/core/language-words.ts), as sets. */
const LATIN_WORDS = setsOf(LATIN_WORD_LISTS);

function setsOf<K extends string>(lists: Record<K, readonly string[]>): Record<K, ReadonlySet<string>> {
  const entries = Object.entries<readonly string[]>(lists).map(([key, words]) => [key, new Set(words)]);
  return Object.fromEntries(entries) as Record<K, ReadonlySet<string>>;
}
/** Words each language shares with another ("la", "de", "ki"): they count half. */
const SHARED = new Set([
  'la',
  'de',
  'no',
  'un',
  'ki',
  'ke',
  'ka',
  'na',
  'ne',
  'ko',
  'el',
  'ya',
  'pa',
  'm',
  'l',
  'a',
  'i',
]);
/** Spanish marks: an accent, ñ, or an opening question or exclamation mark. */
const SPANISH_MARK = /[áéíóúñ¿¡]/i;
/** Arabizi's digits for Arabic letters inside a word: "3arabeya", "2ot", "7aga". */
const ARABIZI =
  /^(?![0-9]+(?:st|nd|rd|th|k|am|pm|lbs?|yo|hrs?|mins?|nite)$)(?=[a-z0-9]{3})(?:[a-z]*[2357][a-z]+|[a-z]+[2357][a-z]*)$/;

function latinWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function latinLanguage(text: string): ChatLanguage {
  const words = latinWords(text);
  const score = (lang: keyof typeof LATIN_WORDS) =>
    words.reduce((n, w) => n + (LATIN_WORDS[lang].has(w) ? (SHARED.has(w) ? 0.5 : 1) : 0), 0);
  const scores = {
    en: score('en'),
    es: score('es') + (SPANISH_MARK.test(text) ? 1 : 0),
    ht: score('ht') + (/[èò]/i.test(text) ? 1 : 0),
    ar: score('ar') + words.filter((w) => ARABIZI.test(w)).length,
    ur: score('ur'),
    bn: score('bn'),
    fr: score('fr') + (/[êçàù]/i.test(text) ? 1 : 0),
    pl: score('pl') + (/[ąęłśżźćń]/i.test(text) ? 2 : 0),
  };
  const [best, top] = Object.entries(scores).reduce((a, b) => (b[1] > a[1] ? b : a));
  // English is the default: another language needs two of its words and more than English's, or one where no
  // English or Spanish word is found ("li niche klowoks"). A word English or Spanish shares with another ("a",
  // "la", "pa") is no sign of either: beside one of the language's own words it doesn't raise the bar.
  const ownWord = (lang: keyof typeof LATIN_WORDS) => words.some((w) => LATIN_WORDS[lang].has(w) && !SHARED.has(w));
  const noEnglishOrSpanish = !ownWord('en') && !ownWord('es') && !SPANISH_MARK.test(text);
  const one = (scores.en === 0 && scores.es === 0) || (noEnglishOrSpanish && ownWord(best as keyof typeof LATIN_WORDS));
  if (best === 'en' || top < (one ? 1 : 2) || top <= scores.en) {
    return scores.es >= 1 && scores.es > scores.en ? 'es' : 'en';
  }
  if (best === 'fr' || best === 'pl') return 'unknown';
  return best as ChatLanguage;
}

/**
 * Words only English writes among the languages above (the English list without the shared words, and more of
 * English's everyday words): one of them shows a message is surely English.
 */
const ENGLISH_ONLY = new Set([
  ...[...LATIN_WORDS.en].filter((w) => !SHARED.has(w)),
  ...'we they them our your their this that these those be are am been will would should could with from for by about as if or but than then there here when where why who which all any some just only also very too more much many get got give make want need know think tell write show find please thanks thank hello hey yes okay dont cant wont didnt doesnt isnt whats thats'.split(
    ' ',
  ),
]);

/**
 * Whether a message is surely English: one of English's own words is in it. A message read as English by default
 * (no word of any language the assistant knows) may be in a language it has no words for ("bèt la malad",
 * "meine Katze"), and is never refused in English (docs/assistant-languages.md).
 */
export const surelyEnglish = (text: string) => latinWords(text).some((w) => ENGLISH_ONLY.has(w));

function arabicOrUrdu(text: string): 'ar' | 'ur' {
  if (URDU_LETTERS.test(text)) return 'ur';
  const words = text.split(/[^\p{L}]+/u);
  return words.some((w) => URDU_WORDS.has(w)) ? 'ur' : 'ar';
}

function hanLanguage(text: string): 'zh' | 'zh-hant' {
  let traditional = 0;
  let simplified = 0;
  for (const ch of text) {
    if (TRADITIONAL.includes(ch)) traditional += 1;
    else if (SIMPLIFIED.includes(ch)) simplified += 1;
  }
  return traditional > simplified ? 'zh-hant' : 'zh';
}

/** The language of a message; a script the assistant reads wins over English words mixed in ("my cat 不能尿尿"). */
export function detectLanguage(text: string): ChatLanguage {
  const counts = { ar: 0, bn: 0, han: 0, ko: 0, latin: 0, other: 0 };
  for (const ch of text) {
    if (!LETTER.test(ch)) continue;
    if (ARABIC.test(ch)) counts.ar += 1;
    else if (BENGALI.test(ch)) counts.bn += 1;
    else if (HAN.test(ch)) counts.han += 1;
    else if (HANGUL.test(ch)) counts.ko += 1;
    else if (LATIN.test(ch)) counts.latin += 1;
    else counts.other += 1;
  }
  const scripts = [
    ['ar', counts.ar],
    ['bn', counts.bn],
    ['han', counts.han],
    ['ko', counts.ko],
  ] as const;
  const [script, most] = scripts.reduce((a, b) => (b[1] > a[1] ? b : a));
  if (most > 0 && most >= counts.other && (most >= 2 || counts.latin === 0)) {
    if (script === 'ar') return arabicOrUrdu(text);
    if (script === 'han') return hanLanguage(text);
    return script;
  }
  if (counts.other > counts.latin) return 'unknown';
  return latinLanguage(text);
}

/** Whether the reply checker reads the language, so a model's sentence in it may be shown. */
export const checkerReads = (language: ChatLanguage) => CHECKED_LANGUAGES.includes(language);
