/** Fills the {name} slots of a chrome template (src/content/locales/en/chrome.ts); an unknown slot stays. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** The {name} slots a template uses, sorted: a translation must keep exactly the English ones. */
export function slotsOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}
