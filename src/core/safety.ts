// Checks a model's reply before anyone sees it (ARCHITECTURE.md safety rules 2 and 3; research 3d): a dose or
// an instruction to make the cat vomit is replaced by the safe text; a phone number, price, address, link or
// web address that isn't in the site's data is removed. The composer's own answers pass it unchanged (tested).
import {
  REMOVED_CONTACT_TEXT,
  REMOVED_PRICE_TEXT,
  SAFE_MEDICINE_TEXT,
  SAFE_VOMIT_TEXT,
} from './chat-copy.ts';
import { isSitePath, isTelHref, parseReply, serializeReply, type ReplySegment } from './reply-format.ts';
import {
  ADDRESS_PATTERN,
  PHONE_PATTERN,
  PRICE_PATTERN,
  addressKey,
  phoneKey,
  priceNumbers,
  type SiteFacts,
} from './site-facts.ts';

const MEDICINES =
  'tylenol|acetaminophen|paracetamol|ibuprofen|advil|motrin|aleve|naproxen|aspirin|benadryl|diphenhydramine|' +
  'pepcid|famotidine|gabapentin|metacam|meloxicam|prednisolone|prednisone|miralax|lactulose|dramamine|' +
  'cerenia|buprenorphine|amoxicillin|clavamox|antibiotics?|ivermectin|melatonin|cbd|zyrtec|claritin|imodium|' +
  'pepto|laxatives?|hairball (?:gel|paste)|mineral oil|vaseline|petroleum jelly|olive oil';

/** Sentences that give a medicine amount: units, mg/kg, a fraction of a pill, or a medicine with a number. */
const DOSE_PATTERNS: RegExp[] = [
  /\b\d+(?:[.,/]\d+)?\s?(?:mg|mcg|µg|milligrams?|ml|millilit\w*|cc|tablets?|tabs?|pills?|capsules?|drops?|teaspoons?|tsp|tablespoons?|tbsp|units?|iu|doses?)\b/i,
  /\b(?:mg|ml)\s?\/\s?(?:kg|lb|pound)/i,
  /\b(?:half|quarter|a piece of|a bit of|a little|a small (?:piece|amount) of|part of|one|1\/2|1\/4)\s+(?:an?\s+|of\s+(?:an?\s+)?)?(?:baby\s+)?(?:tylenol|aspirin|advil|ibuprofen|benadryl|tablet|pill|capsule)\b/i,
  new RegExp(String.raw`\b(?:${MEDICINES})\b[^.!?\n]{0,50}\b\d`, 'i'),
  new RegExp(String.raw`\b\d[^.!?\n]{0,30}\b(?:${MEDICINES})\b`, 'i'),
  new RegExp(String.raw`\b(?:give|giving|use|try|administer|dose)\b[^.!?\n]{0,30}\b(?:${MEDICINES})\b`, 'i'),
];

const VOMIT_PATTERNS: RegExp[] = [
  /\binduc\w*\s+(?:vomit\w*|emesis)\b/i,
  /\b(?:make|making|get|getting|cause|causing|encourage|force|help)\s+(?:the |your |a |him |her |it |them )?(?:cat |kitten |kitty )?(?:to\s+)?(?:vomit|throw up|puke|be sick)\b/i,
  /\bhydrogen peroxide\b|\bipecac\b|\bsalt water\b|\bsalt\b[^.!?\n]{0,20}\btongue\b|\bfingers?\b[^.!?\n]{0,20}\bthroat\b/i,
];

/** "It's probably nothing" is a diagnosis and a reason to wait (research 3d). */
const REASSURANCE_PATTERN = /\b(?:probably nothing|nothing to worry about|(?:just |simply )?wait and see|no need (?:to|for a) (?:see|call|visit)?\s?(?:a |the )?vet)\b/i;
const SAFE_REASSURANCE_TEXT = 'If you are worried, call a vet. If it gets worse, go to the emergency vet now.';

const NEGATION = /\b(?:do not|don't|dont|never|not|avoid|no|without|instead of|rather than)\b[^.!?\n]{0,15}$/i;

function isNegated(sentence: string, pattern: RegExp): boolean {
  const match = pattern.exec(sentence);
  if (!match) return false;
  return NEGATION.test(sentence.slice(Math.max(0, match.index - 30), match.index));
}

export interface CheckResult {
  text: string;
  /** What was changed, for logs and tests: 'dose', 'vomit', 'reassurance', 'phone', 'price', 'address', 'link', 'url'. */
  changes: string[];
}

const SAFE_TEXTS = new Set([SAFE_MEDICINE_TEXT, SAFE_VOMIT_TEXT]);

function checkSentence(sentence: string, changes: string[]): string {
  if (SAFE_TEXTS.has(sentence)) return sentence;
  if (DOSE_PATTERNS.some((p) => p.test(sentence))) {
    changes.push('dose');
    return SAFE_MEDICINE_TEXT;
  }
  if (VOMIT_PATTERNS.some((p) => p.test(sentence) && !isNegated(sentence, p))) {
    changes.push('vomit');
    return SAFE_VOMIT_TEXT;
  }
  if (REASSURANCE_PATTERN.test(sentence) && !isNegated(sentence, REASSURANCE_PATTERN)) {
    changes.push('reassurance');
    return SAFE_REASSURANCE_TEXT;
  }
  return sentence;
}

function checkFacts(text: string, facts: SiteFacts, changes: string[], linkPhones: boolean): ReplySegment[] {
  let out = text
    .replace(PRICE_PATTERN, (price) => {
      if (priceNumbers(price).every((n) => facts.prices.has(n))) return price;
      changes.push('price');
      return REMOVED_PRICE_TEXT;
    })
    .replace(ADDRESS_PATTERN, (address) => {
      if (facts.addresses.has(addressKey(address))) return address;
      changes.push('address');
      return REMOVED_CONTACT_TEXT;
    })
    .replace(/\bhttps?:\/\/[^\s)\]]+/gi, (url) => {
      const bare = url.replace(/[.,;:!?]+$/, '');
      if (facts.urls.has(bare) || facts.urls.has(bare.replace(/\/$/, ''))) return url;
      changes.push('url');
      return REMOVED_CONTACT_TEXT;
    });
  const segments: ReplySegment[] = [];
  let last = 0;
  out = out.replace(PHONE_PATTERN, (phone) => {
    if (facts.phones.has(phoneKey(phone))) return phone;
    changes.push('phone');
    return REMOVED_CONTACT_TEXT;
  });
  if (!linkPhones) return [{ type: 'text', text: out }];
  // A checked number the model left bare becomes a tap-to-call link.
  for (const m of out.matchAll(PHONE_PATTERN)) {
    if (m.index > last) segments.push({ type: 'text', text: out.slice(last, m.index) });
    segments.push({ type: 'link', text: m[0], href: `tel:${phoneKey(m[0])}` });
    last = m.index + m[0].length;
  }
  if (last < out.length) segments.push({ type: 'text', text: out.slice(last) });
  return segments;
}

function checkLink(link: Extract<ReplySegment, { type: 'link' }>, facts: SiteFacts, changes: string[]): ReplySegment[] {
  const text = checkFacts(link.text, facts, changes, false)
    .map((s) => s.text)
    .join('');
  const ok =
    (isSitePath(link.href) && facts.paths.has(link.href)) ||
    (isTelHref(link.href) && facts.phones.has(phoneKey(link.href))) ||
    facts.urls.has(link.href);
  if (ok) return [{ type: 'link', text, href: link.href }];
  changes.push('link');
  return [{ type: 'text', text }];
}

/** Checks a reply line by line and sentence by sentence, then every fact and link in it. */
export function checkReply(reply: string, facts: SiteFacts): CheckResult {
  const changes: string[] = [];
  const lines = reply.split('\n').map((line) =>
    line
      .split(/(?<=[.!?])\s+/)
      .map((sentence) => checkSentence(sentence, changes))
      .filter((sentence, i, all) => i === 0 || sentence !== all[i - 1])
      .join(' '),
  );
  const segments = parseReply(lines.join('\n')).flatMap((segment) =>
    segment.type === 'text' ? checkFacts(segment.text, facts, changes, true) : checkLink(segment, facts, changes),
  );
  return { text: serializeReply(segments), changes };
}
