// Checks a model's reply before anyone sees it (docs/assistant-safety.md). The reply is split into sentences and
// only sentences that pass every rule go through: no dose, no instruction to make the cat vomit, no reassurance
// when the cat needs a vet, no certain diagnosis, and no phone number, price, address or web address that isn't in
// the site's data. A dropped dose or vomiting sentence is replaced once by the fixed safe text. Links go only to
// the site's pages, its data's websites and its data's numbers. The composer's own answers pass unchanged.
import { SAFE_MEDICINE_TEXT, SAFE_VOMIT_TEXT } from './chat-copy.ts';
import { isTelHref, phoneKey, phoneMatches, telHref } from './phone.ts';
import { isSitePath, parseReply, serializeReply, splitSentences, type ReplySegment } from './reply-format.ts';
import { checkerReads, detectLanguage } from './language.ts';
import { diagnosesWithCertainty, dismisses, givesDose, reassures, tellsToVomit } from './safety-rules.ts';
import { ADDRESS_PATTERN, PRICE_PATTERN, addressKey, priceNumbers, type SiteFacts } from './site-facts.ts';
import type { Urgency } from './urgency.ts';

export type Violation =
  | 'dose'
  | 'vomit'
  | 'reassurance'
  | 'dismissal'
  | 'diagnosis'
  | 'language'
  | 'phone'
  | 'price'
  | 'address'
  | 'url'
  | 'link';

export interface CheckOptions {
  /** How soon the cat needs a vet; reassurance is dropped unless this is routine. */
  urgency: Urgency;
}

export interface CheckResult {
  text: string;
  /** Why sentences were dropped or links removed, in order (for logs and tests). */
  changes: Violation[];
  /** The sentences that were dropped. */
  dropped: string[];
  /** How many of the reply's own sentences went through; 0 means nothing safe was left. */
  kept: number;
}

const KEYPAD: Record<string, string> = Object.fromEntries(
  ['abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz'].flatMap((letters, i) =>
    [...letters].map((l) => [l, String(i + 2)]),
  ),
);
const TOLL_FREE = /^8(?:00|88|77|66|55|44|33)$/;
const VANITY = /(?:\+?1[\s.-]?)?\(?\b(\d{3})\)?[\s.-]?([A-Za-z0-9]{2,}(?:[\s.-][A-Za-z0-9]{2,}){0,2})/g;
const SEVEN_DIGITS = /\b\d{3}[\s.-]?\d{4}\b|\b\d{7,}\b/g;
const DIGIT_WORDS: Record<string, number> = {
  zero: 1,
  oh: 1,
  o: 1,
  one: 1,
  two: 1,
  three: 1,
  four: 1,
  five: 1,
  six: 1,
  seven: 1,
  eight: 1,
  nine: 1,
  ten: 2,
  eleven: 2,
  twelve: 2,
  thirteen: 2,
  fourteen: 2,
  fifteen: 2,
  sixteen: 2,
  seventeen: 2,
  eighteen: 2,
  nineteen: 2,
  twenty: 2,
  thirty: 2,
  forty: 2,
  fifty: 2,
  sixty: 2,
  seventy: 2,
  eighty: 2,
  ninety: 2,
  hundred: 2,
  double: 1,
  triple: 2,
  cero: 1,
  uno: 1,
  dos: 1,
  tres: 1,
  cuatro: 1,
  cinco: 1,
  seis: 1,
  siete: 1,
  ocho: 1,
  nueve: 1,
};
const NUMBER_RUN = new RegExp(String.raw`\b(?:(?:${Object.keys(DIGIT_WORDS).join('|')}|\d+)\b[\s,.-]*){5,}`, 'gi');
const URL = /\bhttps?:\/\/[^\s)\]]+/gi;
const DOMAIN =
  /(?<![@\w/.-])(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|gov|edu|io|co|info|nyc|us|vet|pet|app|ly)\b/gi;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;

function host(url: string): string {
  return (
    url
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .split(/[/?#]/)[0]
      ?.toLowerCase() ?? ''
  );
}

/** A vanity number ("1-800-CAT-HELP", "212-PET-CARE") as its keypad digits, or null if it isn't one. */
function vanityDigits(area: string, tail: string): string | null {
  const letters = tail.replace(/[^A-Za-z]/g, '');
  const alnum = tail.replace(/[^A-Za-z0-9]/g, '');
  const seven = alnum.slice(0, 7);
  if (letters.length < 3 || seven.length < 7) return null;
  if (!TOLL_FREE.test(area) && seven !== seven.toUpperCase()) return null;
  return area + [...seven.toLowerCase()].map((c) => KEYPAD[c] ?? c).join('');
}

/** Any phone-like string in the sentence that isn't one of the data's numbers. */
function unknownPhone(sentence: string, facts: SiteFacts): boolean {
  let rest = sentence;
  for (const m of phoneMatches(sentence)) {
    if (!facts.phones.has(phoneKey(m[0]))) return true;
    rest = rest.replace(m[0], ' ');
  }
  if ([...rest.matchAll(SEVEN_DIGITS)].length > 0) return true;
  for (const m of rest.matchAll(VANITY)) {
    const digits = vanityDigits(m[1] ?? '', m[2] ?? '');
    if (digits !== null && !facts.phones.has(phoneKey(digits))) return true;
  }
  for (const m of rest.matchAll(NUMBER_RUN)) {
    const words = m[0].toLowerCase().match(/[a-z]+|\d+/g) ?? [];
    const digits = words.reduce((n, w) => n + (DIGIT_WORDS[w] ?? w.length), 0);
    if (digits >= 7 && words.some((w) => /[a-z]/.test(w))) return true;
  }
  return false;
}

/** A phone number, price, address, web address or email that isn't in the site's data. */
function unknownFact(sentence: string, facts: SiteFacts): Violation | null {
  if (unknownPhone(sentence, facts) || EMAIL.test(sentence)) return 'phone';
  for (const m of sentence.matchAll(PRICE_PATTERN)) {
    if (!priceNumbers(m[0]).every((n) => facts.prices.has(n))) return 'price';
  }
  for (const m of sentence.matchAll(ADDRESS_PATTERN)) if (!facts.addresses.has(addressKey(m[0]))) return 'address';
  const hosts = new Set([...facts.urls].map(host));
  for (const m of sentence.matchAll(URL)) {
    const bare = m[0].replace(/[.,;:!?]+$/, '');
    if (!facts.urls.has(bare) && !facts.urls.has(bare.replace(/\/$/, ''))) return 'url';
  }
  for (const m of sentence.replace(URL, ' ').matchAll(DOMAIN)) if (!hosts.has(host(m[0]))) return 'url';
  return null;
}

/** The first rule the sentence breaks, or null if it may be shown. */
export function sentenceViolation(sentence: string, facts: SiteFacts, urgency: Urgency): Violation | null {
  const plain = sentence.replace(/\[([^\]]*)\]\(([^)]*)\)/g, '$1 ($2)');
  // The rules below read English and Spanish only: a sentence in any other language can't be checked.
  if (!checkerReads(detectLanguage(sentence.replace(/\[([^\]]*)\]\(([^)]*)\)/g, '$1')))) return 'language';
  if (tellsToVomit(plain)) return 'vomit';
  if (givesDose(plain)) return 'dose';
  if (urgency !== 'routine' && reassures(plain)) return 'reassurance';
  if (dismisses(plain)) return 'dismissal';
  if (diagnosesWithCertainty(plain)) return 'diagnosis';
  return unknownFact(sentence, facts);
}

function linkAllowed(href: string, facts: SiteFacts): boolean {
  return (
    (isSitePath(href) && facts.paths.has(href)) ||
    (isTelHref(href) && facts.phones.has(phoneKey(href))) ||
    facts.urls.has(href)
  );
}

/** A bare number from the data (every number left is one) becomes a tap-to-call link. */
function linkPhones(segment: ReplySegment): ReplySegment[] {
  if (segment.type === 'link') return [segment];
  const out: ReplySegment[] = [];
  let last = 0;
  for (const m of phoneMatches(segment.text)) {
    if (m.index > last) out.push({ type: 'text', text: segment.text.slice(last, m.index) });
    out.push({ type: 'link', text: m[0], href: telHref(m[0]) });
    last = m.index + m[0].length;
  }
  if (last < segment.text.length) out.push({ type: 'text', text: segment.text.slice(last) });
  return out;
}

/** Checks a reply sentence by sentence and keeps only what passes. */
export function checkReply(reply: string, facts: SiteFacts, { urgency }: CheckOptions): CheckResult {
  const changes: Violation[] = [];
  const dropped: string[] = [];
  const added = new Set<string>();
  let kept = 0;
  const lines: string[] = [];
  for (const line of reply.split('\n')) {
    const prefix = /^\s*(?:[-*•]|\d+[.)])\s+/.exec(line)?.[0] ?? '';
    const sentences = splitSentences(line.slice(prefix.length));
    if (sentences.length === 0) {
      lines.push('');
      continue;
    }
    const out: string[] = [];
    for (const { text } of sentences) {
      const violation = sentenceViolation(text, facts, urgency);
      if (violation === null) {
        out.push(text);
        kept += 1;
        continue;
      }
      changes.push(violation);
      dropped.push(text);
      const safe = violation === 'dose' ? SAFE_MEDICINE_TEXT : violation === 'vomit' ? SAFE_VOMIT_TEXT : null;
      if (safe && !added.has(safe) && !reply.includes(safe)) {
        added.add(safe);
        out.push(safe);
      }
    }
    if (out.length > 0) lines.push(prefix + out.join(' '));
  }
  const joined = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const segments = parseReply(joined).flatMap((segment): ReplySegment[] => {
    if (segment.type === 'text' || linkAllowed(segment.href, facts)) return [segment];
    changes.push('link');
    return [{ type: 'text', text: segment.text }];
  });
  return { text: serializeReply(segments.flatMap(linkPhones)), changes, dropped, kept };
}
