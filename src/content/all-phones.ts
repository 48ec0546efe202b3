import type { Resource } from './resource-schema.ts';

// Every phone number the site may show, from every data file (for the link checker and phone audits).
const files = import.meta.glob<Resource[]>('./data/*.json', { eager: true, import: 'default' });

export const allResources: readonly Resource[] = Object.entries(files)
  .filter(([path]) => !/excluded-names|meta/.test(path))
  .flatMap(([, records]) => records);

/** Every 10-digit number in the data's phone fields, e.g. "2128388100" (a field may hold several). */
export const allResourcePhones: readonly string[] = allResources.flatMap((r) =>
  [...(r.phone ?? '').matchAll(/\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?!\d)/g)].map((m) => `${m[1]}${m[2]}${m[3]}`),
);
