// A North American number: 3 + 3 + 4 digits, with an optional +1 and brackets, dots, dashes or spaces between.
const NANP = /(?:\+?1[\s.-]?)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?!\d)/;

/**
 * A `tel:` href from a display phone: digits only (spec section 7: non-digits are stripped). Data values may
 * carry notes (a year in brackets, an extension): the first full number is the one dialled, so a note's
 * digits never end up in the link. Short codes (911, 311) are dialled as they are.
 */
export function telHref(phone: string): string {
  const match = NANP.exec(phone);
  if (match) return `tel:${match[1]}${match[2]}${match[3]}`;
  const digits = phone.replace(/\D/g, '');
  if (digits.length >= 3 && digits.length <= 4) return `tel:${digits}`;
  throw new Error(`No phone number in "${phone}"`);
}

const NANP_GLOBAL = new RegExp(NANP.source, 'g');

/**
 * The text with every phone number made unbreakable (its spaces become no-break spaces), so a call button's
 * label can wrap onto two lines on a narrow phone without splitting "(212)" from "838-8100".
 */
export function keepPhonesTogether(text: string): string {
  return text.replace(NANP_GLOBAL, (phone) => phone.replace(/ /g, '\u00a0'));
}
