/** A `tel:` href from a display phone number: digits only (spec section 7: non-digits are stripped). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 0) throw new Error(`No digits in phone number "${phone}"`);
  return `tel:${digits}`;
}
