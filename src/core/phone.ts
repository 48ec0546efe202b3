// The one owner of what a phone number looks like: how one is found in text, compared, dialled and kept whole
// on a narrow screen. Pages, the assistant, the reply checker, the build scripts and the tests all import it.
// Pure TypeScript with no imports, so the Edge Function and Node scripts can load it too.

/** A North American number: 3 + 3 + 4 digits, with an optional +1 and brackets, dots, dashes or spaces between. */
const NANP_SOURCE = String.raw`(?:\+?1[\s.-]?)?\(?\b(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?!\d)`;

/** Every phone number in a text, with where it stands: bracketed, dashed, dotted or spaced, with or without +1. */
export function phoneMatches(text: string): RegExpExecArray[] {
  return [...text.matchAll(new RegExp(NANP_SOURCE, 'g'))];
}

/** Every phone number in a text, as written. */
export function phonesIn(text: string): string[] {
  return phoneMatches(text).map((m) => m[0]);
}

/** The last 10 digits, so one number written with brackets, dots, spaces or a +1 compares equal. */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/**
 * A `tel:` href from a display phone: digits only. Data values may carry notes (a year in brackets, an
 * extension): the first full number is the one dialled, so a note's digits never end up in the link. Short
 * codes (911, 311) are dialled as they are.
 */
export function telHref(phone: string): string {
  const match = new RegExp(NANP_SOURCE).exec(phone);
  if (match) return `tel:${match[1]}${match[2]}${match[3]}`;
  const digits = phone.replace(/\D/g, '');
  if (digits.length >= 3 && digits.length <= 4) return `tel:${digits}`;
  throw new Error(`No phone number in "${phone}"`);
}

/** A `tel:` link made only of digits. */
export function isTelHref(href: string): boolean {
  return /^tel:\+?\d{3,15}$/.test(href);
}

/**
 * The text with every phone number made unbreakable (its spaces become no-break spaces), so a call button's
 * label can wrap onto two lines on a narrow phone without splitting "(212)" from "838-8100".
 */
export function keepPhonesTogether(text: string): string {
  return text.replace(new RegExp(NANP_SOURCE, 'g'), (phone) => phone.replace(/ /g, '\u00a0'));
}
