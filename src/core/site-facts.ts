// What the assistant may quote (docs/assistant-safety.md): phone numbers, prices and addresses that are in the
// site's own data. A pure function of the records and guide text it is given; src/composition/assistant.ts hands
// it the site's data.
import { phoneKey, phonesIn } from './phone.ts';

/** What the facts are built from: one organisation's shown fields. */
export interface FactRecord {
  phone: string | null;
  /** Whether the site offers tap-to-call for this phone (its verification level allows it). */
  phoneCallable: boolean;
  address: string | null;
  website: string | null;
  /** Public text that may state prices (cost notes, eligibility, hours, services). */
  texts: readonly (string | null)[];
}

export const PRICE_PATTERN =
  /\$\s?\d[\d,]*(?:\.\d{1,2})?\s?[kK]?(?:\s?(?:-|–|to)\s?\$?\d[\d,]*(?:\.\d{1,2})?\s?[kK]?)?|\b\d[\d,]*(?:\.\d{1,2})?\s?(?:dollars|bucks|usd)\b/gi;
const STREET_TYPES =
  'Street|St|Avenue|Ave|Av|Road|Rd|Boulevard|Blvd|Place|Pl|Parkway|Pkwy|Broadway|Lane|Square|Sq|Terrace|Turnpike|Highway|Hwy|Plaza';
export const ADDRESS_PATTERN = new RegExp(
  String.raw`\b\d{1,5}(?:-\d{1,4})?\s+(?:(?:N|S|E|W|North|South|East|West)\.?\s+)?(?:[A-Za-z0-9]+\s+){0,3}?(?:${STREET_TYPES})\b\.?`,
  'gi',
);

/** Every dollar amount in a price expression, in whole dollars ("$50K" → 50000). */
export function priceNumbers(price: string): number[] {
  return [...price.matchAll(/(\d[\d,]*(?:\.\d+)?)\s?([kK])?/g)].map(
    (m) => Number((m[1] ?? '').replace(/,/g, '')) * (m[2] ? 1000 : 1),
  );
}

const ADDRESS_WORDS: Record<string, string> = {
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  place: 'pl',
  parkway: 'pkwy',
  square: 'sq',
  highway: 'hwy',
  first: '1',
  second: '2',
  third: '3',
  fourth: '4',
  fifth: '5',
  sixth: '6',
  seventh: '7',
  eighth: '8',
  ninth: '9',
  tenth: '10',
};

/** "510 East 62nd Street" and "510 E 62nd St." both become "510 e 62 st". */
export function addressKey(address: string): string {
  return address
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => ADDRESS_WORDS[w] ?? w.replace(/^(\d+)(st|nd|rd|th)$/, '$1'))
    .join(' ');
}

export interface SiteFacts {
  phones: ReadonlySet<string>;
  prices: ReadonlySet<number>;
  addresses: ReadonlySet<string>;
  /** Site paths the assistant may link ("/vets", "/emergency#poisoning"). */
  paths: ReadonlySet<string>;
  /** Organisation websites from the data. */
  urls: ReadonlySet<string>;
}

/**
 * Phones: only numbers the site shows with a call button (corroborated or the organisation's own page), the
 * safest reading of "in the site's data". Prices: every dollar figure in the data and the site's guide text.
 * Addresses: the street part of every address in the data.
 */
export function buildSiteFacts(
  records: readonly FactRecord[],
  siteTexts: readonly string[],
  paths: readonly string[],
): SiteFacts {
  const phones = new Set<string>();
  const prices = new Set<number>();
  const addresses = new Set<string>();
  const urls = new Set<string>();
  const addPrices = (text: string | null) => {
    for (const m of (text ?? '').matchAll(PRICE_PATTERN)) priceNumbers(m[0]).forEach((n) => prices.add(n));
  };
  for (const r of records) {
    if (r.phone && r.phoneCallable) for (const p of phonesIn(r.phone)) phones.add(phoneKey(p));
    for (const m of (r.address ?? '').matchAll(ADDRESS_PATTERN)) addresses.add(addressKey(m[0]));
    r.texts.forEach(addPrices);
    if (r.website) urls.add(r.website);
  }
  siteTexts.forEach(addPrices);
  const allPaths = new Set<string>();
  for (const p of paths) {
    allPaths.add(p);
    allPaths.add(p.split(/[?#]/)[0] ?? p);
  }
  return { phones, prices, addresses, paths: allPaths, urls };
}
