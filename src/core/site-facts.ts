// What the assistant may quote (ARCHITECTURE.md safety rule 2): phone numbers, prices and addresses that are in
// the site's own data. Built from src/content/data/*.json (the sourced NYC records) plus the site's own guide
// text passed in by the caller (typical price ranges the guides state).
import type { Resource } from '../content/resource-schema.ts';
import { phoneDisplay } from '../content/resources.ts';
import { phoneKey, phonesIn } from './phone.ts';
import emergencyHospitals from '../content/data/emergency-hospitals.json' with { type: 'json' };
import financialAssistance from '../content/data/financial-assistance.json' with { type: 'json' };
import foodPantries from '../content/data/food-pantries.json' with { type: 'json' };
import lowCostClinics from '../content/data/low-cost-clinics.json' with { type: 'json' };
import poisonControl from '../content/data/poison-control.json' with { type: 'json' };
import regulations from '../content/data/regulations.json' with { type: 'json' };
import rescues from '../content/data/rescues.json' with { type: 'json' };
import shelters from '../content/data/shelters.json' with { type: 'json' };
import spayNeuter from '../content/data/spay-neuter.json' with { type: 'json' };
import tnr from '../content/data/tnr.json' with { type: 'json' };
import veterinaryClinics from '../content/data/veterinary-clinics.json' with { type: 'json' };

export const siteResources: readonly Resource[] = [
  emergencyHospitals,
  financialAssistance,
  foodPantries,
  lowCostClinics,
  poisonControl,
  regulations,
  rescues,
  shelters,
  spayNeuter,
  tnr,
  veterinaryClinics,
].flat() as Resource[];

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
  north: 'n', south: 's', east: 'e', west: 'w', street: 'st', avenue: 'ave', av: 'ave', road: 'rd',
  boulevard: 'blvd', place: 'pl', parkway: 'pkwy', square: 'sq', highway: 'hwy',
  first: '1', second: '2', third: '3', fourth: '4', fifth: '5', sixth: '6', seventh: '7', eighth: '8', ninth: '9', tenth: '10',
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
export function buildSiteFacts(siteTexts: readonly string[], paths: readonly string[]): SiteFacts {
  const phones = new Set<string>();
  const prices = new Set<number>();
  const addresses = new Set<string>();
  const urls = new Set<string>();
  const addPrices = (text: string | null) => {
    for (const m of (text ?? '').matchAll(PRICE_PATTERN)) priceNumbers(m[0]).forEach((n) => prices.add(n));
  };
  for (const r of siteResources) {
    if (r.phone && phoneDisplay(r) === 'call') {
      for (const p of phonesIn(r.phone)) phones.add(phoneKey(p));
    }
    for (const m of (r.address ?? '').matchAll(ADDRESS_PATTERN)) addresses.add(addressKey(m[0]));
    [r.costNotes, r.eligibility, r.hours, ...r.services].forEach(addPrices);
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
