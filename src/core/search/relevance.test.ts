import { createSiteSearch } from '../../composition/site-search.ts';
import { guideIndex } from '../../content/guide-index/entries.ts';

// What worried people actually type (typos, lay words, slang, boroughs) -> the guide that must come first.
// Runs on the site's search (the real index, lexicon and entry reader), so a change to an entry's words or a
// retrained reader that breaks one of these fails here.
const TABLE: readonly (readonly [query: string, topId: string])[] = [
  // poisoning and human medicines
  ['cat ate lily', 'poisoning'],
  ['lilly', 'poisoning'],
  ['antifreeze', 'poisoning'],
  ['rat poison', 'poisoning'],
  ['cat ate mouse poison', 'poisoning'],
  ['tylenol', 'human-medicine-poisoning'],
  ['gave my cat advil', 'human-medicine-poisoning'],
  ['acetaminophen', 'human-medicine-poisoning'],
  ['ibuprofen', 'human-medicine-poisoning'],
  // other emergencies
  ["cat can't breathe", 'breathing-emergency'],
  ['breathing problems', 'breathing-emergency'],
  ['bleeding', 'severe-bleeding'],
  ['cat is bleeding bad', 'severe-bleeding'],
  ['male cat straining', 'urinary-blockage'],
  ["male cat can't pee", 'urinary-blockage'],
  ['pee', 'urinary-blockage'],
  ['seizure', 'seizures'],
  ['siezure', 'seizures'],
  ['cat having fits', 'seizures'],
  ['hit by car', 'hit-by-car-fall'],
  ['fell out window', 'hit-by-car-fall'],
  ['heat stroke', 'heat-stroke'],
  ['cat overheated', 'heat-stroke'],
  ['cat collapsed', 'collapse'],
  ['emergncy', 'emergency-vets'],
  ['emergency vet', 'emergency-vets'],
  ['24 hour vet', 'emergency-vets'],
  ['first aid kit', 'first-aid-kit'],
  ['que le pongo a una quemadura en la pata', 'first-aid'],
  // vets by borough
  ['cheap vet bronx', 'low-cost-vets-bronx'],
  ['cheap vet brooklyn', 'low-cost-vets-brooklyn'],
  ['low cost vet queens', 'low-cost-vets-queens'],
  ['vet in harlem', 'low-cost-vets-manhattan'],
  ['astoria vet', 'low-cost-vets-queens'],
  ['staten island vet', 'vet-directory'],
  // costs and money
  ['spay neuter cost', 'spay-neuter-cost'],
  ['vaccine cost', 'vaccine-costs'],
  ["can't afford vet", 'financial-assistance'],
  ['free cat food', 'pet-food-pantries'],
  // daily care
  ["my cat won't eat", 'sick-signs'],
  ['throw up', 'sick-signs'],
  ['puke', 'sick-signs'],
  ['diarrhea', 'sick-signs'],
  ['feeding schedule', 'feeding'],
  ['litter box smell', 'litter'],
  ['trim nails', 'grooming'],
  ['groming', 'grooming'],
  ['brush teeth', 'grooming'],
  ['his fur has big clumps of knots on his back', 'grooming'],
  ['feedin', 'feeding'],
  ['is milk ok for cats', 'feeding'],
  ['can cats drink milk', 'feeding'],
  ['can my cat have cheese', 'feeding'],
  ['what should a kitten eat', 'feeding'],
  ['how much food at each meal', 'feeding'],
  ['vomitting', 'sick-signs'],
  ['brookyln vet', 'low-cost-vets-brooklyn'],
  ['qeens', 'low-cost-vets-queens'],
  ['seizur', 'seizures'],
  ['fleas', 'preventive-health'],
  ['cat biting customers', 'behavioral-wellness'],
  ['my two cats keep fighting', 'behavioral-wellness'],
  ['customers give him ham and chips', 'feeding'],
  ['spey nueter', 'spay-neuter'],
  ['fix my cat', 'spay-neuter'],
  ['get my cat fixed', 'spay-neuter'],
  ['health inspector fine', 'nyc-regulations'],
  ['is it legal to have a cat in a bodega', 'nyc-regulations'],
  // rescue and rehoming
  ['rehome my cat', 'rehoming'],
  ['surrender', 'surrender'],
  // The trap-neuter-return section, since the entry reader: more to the point than the rescues guide (second).
  ['tnr', 'community-cats-tnr'],
  ['screen adopters', 'rehoming-safely'],
  ['how often does a cat need a checkup', 'checkups'],
  // Issue 38: a colony outside the shop is the community-cats guide's, not the spay/neuter page's TNR section.
  ['feral cats outside my store', 'feral-colony'],
];

describe("relevance on the site's search", () => {
  const engine = createSiteSearch();

  it('has at least 40 cases, each naming a real entry', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    const ids = new Set(guideIndex.map((e) => e.id));
    for (const [, id] of TABLE) expect(ids.has(id), id).toBe(true);
  });

  it.each(TABLE)('"%s" -> %s first', (query, topId) => {
    expect(engine.search(query)[0]?.id).toBe(topId);
  });

  // Since the entry reader, the yearly budget (its description names checkups; the writers of the development
  // questions put checkup questions under preventive care) leads, and a checkup's price came second. KNOWN
  // REGRESSION: the readers retrained with the community-cats questions (2026-11-28) put the preventive-health page
  // second and the price third. Marked as failing so the fix (tuning the entry reader) turns this test red and
  // the marker is removed with it.
  it.fails('shows what a vet visit costs among the first two for "how much is a checkup"', () => {
    expect(
      engine
        .search('how much is a checkup')
        .slice(0, 2)
        .map((r) => r.id),
    ).toContain('vet-visit-costs');
  });

  it.each(['cat ate lily', 'emergency vet cost', 'bleeding after spay'])(
    'lists emergency guides first for "%s"',
    (query) => {
      const flags = engine.search(query).map((r) => r.urgency === 'emergency');
      expect(flags[0]).toBe(true);
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    },
  );

  it.each([
    'the block is getting rough, is it time to rehome the store cat',
    'is my cat too fat or just big boned lol',
    'cat with tip of ear cut off',
  ])('shows no emergency guide for "%s", which shares one word with one by chance', (query) => {
    expect(engine.search(query).filter((r) => r.urgency === 'emergency')).toEqual([]);
  });

  it.each(['seizure', 'hit by car', 'male cat straining'])('still finds an emergency guide for "%s"', (query) => {
    expect(engine.search(query)[0]?.urgency).toBe('emergency');
  });
});
