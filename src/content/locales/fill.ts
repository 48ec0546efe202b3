/** Fills the {name} slots of a chrome template (src/content/locales/en/chrome.ts); an unknown slot stays. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** A word's forms by the language's plural categories (CLDR, as Intl.PluralRules names them); `other` always. */
type CountForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * The form a count takes in the language: Arabic has six (zero, one, two, few 3–10, many 11–99, other 100–102…),
 * English and Spanish two.
 */
export function countForm(locale: string, count: number, forms: CountForms): string {
  return forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
}

/** The {name} slots a template uses, sorted: a translation must keep exactly the English ones. */
export function slotsOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}
