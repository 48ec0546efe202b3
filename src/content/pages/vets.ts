import meta from '../data/meta.json' with { type: 'json' };
import type { LocationPrecision } from '../geo.ts';
import { formatConfirmedDate } from '../resources.ts';

// Copy for /vets (docs/requirements.md, "Veterinarians directory"; the empty message under "Errors"). Numbers in the
// headings are passed in by the page, computed from the listed clinics (docs/data-rules.md).

/** Long or odd query text is shown, shortened, as plain text (React escapes it). */
export function shortenForDisplay(text: string, max = 60): string {
  const trimmed = text.trim();
  const chars = Array.from(trimmed);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : trimmed;
}

const precisionWords: Record<Exclude<LocationPrecision, 'address'>, string> = {
  zip: 'ZIP area',
  neighbourhood: 'neighborhood area',
  borough: 'borough',
};

const vetsWord = (n: number) => (n === 1 ? 'vet' : 'vets');

/** "the Bronx", "Queens": a borough's name inside a sentence. */
const inSentence = (borough: string) => (borough === 'Bronx' ? 'the Bronx' : borough);

/** Where the shortfall note measures its distances from. */
export type ShortfallOrigin = { kind: 'you' } | { kind: 'zip'; zip: string } | { kind: 'borough' };

export const vetsPage = {
  heading({ location, lowCost }: { location: string; lowCost: boolean }): string {
    const base = lowCost ? 'Low-Cost Veterinarians' : 'Veterinarians';
    return location ? `${base} matching “${shortenForDisplay(location)}”` : `${base} in NYC`;
  },
  summary({
    location,
    lowCost,
    count,
    lowCostCount,
    newJerseyCount = 0,
  }: {
    location: string;
    lowCost: boolean;
    /** With no filter: the NYC listings (`nycVetCount`), the one count every page shows. */
    count: number;
    lowCostCount: number;
    newJerseyCount?: number;
  }): string {
    if (!location && !lowCost) {
      return `${count} ${vetsWord(count)} across the five boroughs, ${lowCostCount} of them low cost or subsidized, plus ${newJerseyCount} in nearby New Jersey. Every listing says when it was last confirmed — call ahead before you go.`;
    }
    const what = lowCost ? `low-cost ${vetsWord(count)}` : vetsWord(count);
    const where = location ? ` matching “${shortenForDisplay(location)}”` : ' in NYC';
    return `${count} ${what} found${where}.`;
  },
  filter: {
    legend: 'Find a vet',
    locationLabel: 'Borough, neighborhood or ZIP code',
    locationHint: 'For example: Brooklyn, Astoria or 10065',
    lowCostLabel: 'Low-cost clinics only',
    /** The q value the checkbox writes when no cheap word is in the URL yet. */
    lowCostQuery: 'low cost',
    submit: 'Search',
    clear: 'Show all vets',
  },
  nearMe: {
    button: 'Sort by distance from me',
    stop: 'Stop sorting by distance',
    locating: 'Finding your location…',
    privacy: 'Your location stays on your phone: it is only used to sort this list.',
    heading: 'Nearest to you',
    /** "About 2 miles — ZIP area": the distance and how precise the listing's location is. */
    distance(miles: number, precision: LocationPrecision | null): string {
      const rounded = miles < 10 ? miles.toFixed(1) : String(Math.round(miles));
      const where = precision && precision !== 'address' ? ` — ${precisionWords[precision]}` : '';
      return `About ${rounded} miles away${where}`;
    },
    /** For a listing with no street-level location. */
    noPoint: (borough: string) => `Somewhere in ${borough} — no street address on file`,
    noCoordinates:
      'None of the vets in this list has a map location in our data, so we can’t sort them by distance. Type your borough, neighborhood or ZIP code instead.',
    denied:
      'Location permission was refused, so we can’t sort by distance. Type your borough, neighborhood or ZIP code instead, or allow location for this site in your browser settings.',
    unavailable:
      'Your location isn’t available on this device right now. Type your borough, neighborhood or ZIP code instead.',
  },
  /** A borough with fewer than three listings whose phone may be tapped (src/features/vet-directory/filter.ts). */
  shortfall: {
    id: 'borough-shortfall',
    title(borough: string, callable: number): string {
      const where = inSentence(borough);
      return callable === 0
        ? `We have no vet in ${where} with a confirmed phone number`
        : `We have only ${callable} ${vetsWord(callable)} in ${where} with a confirmed phone number`;
    },
    body(borough: string, listed: number): string {
      return `Our list has ${listed} ${vetsWord(listed)} in ${inSentence(borough)} in all. A phone counts as confirmed when the clinic’s own page or two separate sources give it. Below are the nearest places with a confirmed phone in other boroughs — call before you travel.`;
    },
    nearestTitle: 'Nearest with a confirmed phone, in other boroughs',
    distanceFrom(origin: ShortfallOrigin, borough: string): string {
      if (origin.kind === 'you') return 'Distances are straight-line miles from where you are.';
      if (origin.kind === 'zip') return `Distances are straight-line miles from ZIP code ${origin.zip}.`;
      return `Distances are straight-line miles from the middle of ${inSentence(borough)}.`;
    },
    findMoreTitle: 'Find more near you',
    /** Labels for src/content/vets.ts `findMoreVetsLinks`, in the order shown. */
    findMore: [
      { key: 'city311', label: 'NYC 311: ask the city about animal care near you (or dial 311)' },
      { key: 'aspca', label: 'ASPCA community veterinary clinics in the Bronx, Brooklyn and Queens' },
      { key: 'acc', label: 'Animal Care Centers of NYC: care centers and help by borough' },
    ],
  },
  emergencyBox: {
    title: 'Cat emergency? Call a 24/7 animal hospital now',
  },
  emergencyList: {
    id: 'emergency-hospitals',
    title: '24/7 emergency animal hospitals',
    intro: 'Only hospitals whose 24/7 status is confirmed by their own page or by two sources. Call ahead.',
  },
  topLowCost: {
    id: 'top-low-cost',
    title: 'Top low-cost clinics',
    intro: 'Subsidized or low-cost care. Many have income or residence rules: read the eligibility before you go.',
  },
  results: { id: 'results', title: 'Results' },
  byBorough: {
    id: 'by-borough',
    title: 'Vets by borough',
    intro: 'Tap a borough to see its vets. Low-cost clinics are listed first.',
    count: (n: number, low: number) => `${n} ${vetsWord(n)} · ${low} low cost`,
  },
  empty: {
    title: 'No veterinarians found matching your search criteria',
    hint: 'Try searching for a different location or browse all vets below.',
  },
  card: {
    specialty: 'Specialty',
    examFee: 'Exam fee',
    eligibility: 'Who can use it',
    services: 'Services',
    walkIns: 'Walk-ins accepted',
    status: 'Status',
    /** docs/requirements.md#constants: each cost level's badge. */
    costLevels: { low: 'Low Cost', moderate: 'Moderate', expensive: 'Higher Cost', unknown: 'Cost Unknown' },
  },
  tips: {
    id: 'money-saving-tips',
    title: 'Money-saving tips',
    items: [
      'Call first and ask what a basic exam costs and what payment they take — prices change and many clinics don’t post them.',
      'Low-cost clinics often ask for proof of income, public assistance or where you live. Bring it the first time.',
      'Ask any vet about payment plans, and whether they work with charities that help pay for care.',
      'Spay/neuter and rabies shots cost less through city and nonprofit programs than at most private vets.',
      'Keep up with vaccines and checkups: catching a problem early is almost always cheaper than an emergency.',
      'If the cat lives at your shop, ask local rescue and TNR groups — some help caretakers with vet costs.',
    ],
    financialLink: 'See financial assistance and emergency funds',
  },
  lastVerified: {
    id: 'last-verified',
    title: 'How current is this list?',
    body: `These listings were compiled on ${formatConfirmedDate(meta.compiledOn)} from dated public sources. Each listing shows when its facts were last confirmed and how strongly they are supported. Clinics move, close and change prices: call ahead, and tell us if something is wrong.`,
  },
} as const;
