import type { Page } from '@playwright/test';
import { reportWrongInfoHref } from '../src/content/listing-links';
import { vetsPage } from '../src/content/pages/vets';
import { phoneDisplay } from '../src/content/resources';
import { callBoxHospitals } from '../src/content/emergency-hospitals';
import { boroughCentre, type NycBorough } from '../src/content/geo';
import { findMoreVetsLinks, nycVetCount, vetClinics, type VetBorough, type VetClinic } from '../src/content/vets';
import {
  boroughShortfall,
  costLabel,
  filterVets,
  groupByBorough,
  sortByDistance,
  topLowCost,
  wantsLowCost,
  type BoroughShortfall,
  type VetQuery,
} from '../src/features/vet-directory/filter';
import { expect, expectNoA11yViolations, test, viewportIndependent } from './fixtures';
import { expectHospitalTable } from './hospital-table';

const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);

function expected(query: VetQuery) {
  return filterVets(vetClinics, query);
}

/** What the flat results list shows: the matches, less the top low-cost ones listed above it for a cheap query. */
function expectedRest(query: VetQuery) {
  const want = expected(query);
  const top = wantsLowCost(query.q) ? topLowCost(want) : [];
  return want.filter((c) => !top.includes(c));
}

async function listedIds(page: Page, testId: string) {
  return page
    .getByTestId(testId)
    .locator(':scope > li > [data-resource-id]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-resource-id')));
}

async function expectHeading(page: Page, query: VetQuery) {
  const heading = vetsPage.heading({ location: query.location.trim(), lowCost: wantsLowCost(query.q) });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: LOAD_TIMEOUT });
}

/** The machine these run on is shared and often loaded: the first paint of a page gets longer than a click. */
const LOAD_TIMEOUT = 20_000;
test.describe.configure({ timeout: 60_000 });

test.describe('/vets without a filter', () => {
  test('shows the call box, all 24/7 hospitals and every vet by borough, with counts from the list', async ({
    page,
  }) => {
    test.slow(); // two axe runs over the full directory
    await page.goto('/vets');
    await expectHeading(page, { location: '', q: '' });
    await expect(page.getByTestId('vets-summary')).toContainText(`${nycVetCount} vets across the five boroughs`);
    await expect(page.locator('main')).not.toContainText('50+');

    const box = page.getByTestId('emergency-call-box');
    const boxed = callBoxHospitals(null);
    expect(boxed).toHaveLength(2);
    const tels = await box.locator('a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(tels).toEqual(boxed.map((c) => `tel:${(c.phone ?? '').replace(/\D/g, '')}`));
    for (const c of boxed) expect(phoneDisplay(c)).toBe('call');

    await expectHospitalTable(page);

    const groups = groupByBorough(vetClinics);
    await expect(page.getByTestId('borough-group')).toHaveCount(groups.length);
    for (const [i, g] of groups.entries()) {
      const group = page.getByTestId('borough-group').nth(i);
      await expect(group).toHaveAttribute('data-borough', g.borough);
      await expect(group.getByTestId('borough-count')).toHaveText(
        vetsPage.byBorough.count(g.clinics.length, g.lowCostCount),
      );
    }
    await expect(page.getByTestId('results-list')).toHaveCount(0);
    await expectNoA11yViolations(page, '/vets');

    // Open a borough: its cards in the spec's sort order, still accessible.
    const brooklyn = page.locator('[data-borough="Brooklyn"]');
    await brooklyn.locator('summary').click();
    // The cards render when the group opens: poll until they are there, then compare the order.
    await expect
      .poll(() =>
        brooklyn.locator('[data-resource-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-resource-id'))),
      )
      .toEqual(ids(groups.find((g) => g.borough === 'Brooklyn')?.clinics ?? []));
    await expectNoA11yViolations(page, '/vets with Brooklyn open');
  });

  test(
    'a clinic card follows the data rules: call, directions, website, 24/7, walk-ins, report link',
    viewportIndependent,
    async ({ page }) => {
      await page.goto('/vets');
      await expectHeading(page, { location: '', q: '' });
      const amc = vetClinics.find((c) => c.emergency && c.address && phoneDisplay(c.resource) === 'call');
      if (!amc?.phone || !amc.address) throw new Error('expected a tap-to-call 24/7 hospital in the data');
      await page.locator(`[data-borough="${amc.borough}"] summary`).click();
      const card = page.locator(`[data-borough="${amc.borough}"] [data-resource-id="${amc.id}"]`);
      await expect(card.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:${amc.phone.replace(/\D/g, '')}`);
      await expect(card.getByText('Open 24/7', { exact: true })).toBeVisible();
      await expect(card.getByText(vetsPage.card.walkIns)).toHaveCount(amc.acceptsWalkIns ? 1 : 0);
      await expect(card.getByText(costLabel(amc.costLevel))).toBeVisible();
      const directions = card.getByRole('link', { name: /Directions/ });
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(directions).toHaveAttribute('href', /google\.com\/maps\/search/);
      await expect(card.getByRole('link', { name: 'Report wrong info' })).toHaveAttribute(
        'href',
        reportWrongInfoHref(amc.resource),
      );

      // A single-source phone is shown as unconfirmed, never as a call link.
      const single = vetClinics.find((c) => phoneDisplay(c.resource) === 'unconfirmed');
      if (!single) throw new Error('expected a single-source phone in the data');
      // Open its borough's group unless the call-card check above already did (a second click would close it).
      const group = page.locator(`[data-borough="${single.borough}"]`);
      if (!(await group.evaluate((el) => el.hasAttribute('open')))) await group.locator('summary').click();
      const singleCard = page.locator(`[data-borough="${single.borough}"] [data-resource-id="${single.id}"]`);
      await expect(singleCard.getByText('unconfirmed — check before you go')).toBeVisible();
      await expect(singleCard.locator('a[href^="tel:"]')).toHaveCount(0);
    },
  );
});

const filtered: { search: string; query: VetQuery }[] = [
  { search: '?location=brooklyn', query: { location: 'brooklyn', q: '' } },
  { search: '?location=10065', query: { location: '10065', q: '' } },
  { search: '?location=bronx&q=affordable', query: { location: 'bronx', q: 'affordable' } },
];

test.describe('/vets with a filter', () => {
  for (const { search, query } of filtered) {
    test(`${search} shows a flat list of the matching vets`, viewportIndependent, async ({ page }) => {
      const want = expected(query);
      expect(want.length).toBeGreaterThan(0);
      await page.goto(`/vets${search}`);
      await expectHeading(page, query);
      await expect(page.getByTestId('vets-summary')).toHaveText(
        vetsPage.summary({
          location: query.location,
          lowCost: wantsLowCost(query.q),
          count: want.length,
          lowCostCount: 0,
        }),
      );
      expect(await listedIds(page, 'results-list')).toEqual(ids(expectedRest(query)));
      await expect(page.getByTestId('borough-group')).toHaveCount(0);
      await expect(page.locator('#vet-location')).toHaveValue(query.location);
      await expectNoA11yViolations(page, `/vets${search}`);
    });
  }

  test('?q=cheap vet keeps only low-cost clinics and shows the top 6', async ({ page }) => {
    const query = { location: '', q: 'cheap vet' };
    await page.goto('/vets?q=cheap%20vet');
    await expectHeading(page, query);
    const want = expected(query);
    expect(want.every((c) => c.costLevel === 'low')).toBe(true);
    const top = topLowCost(want);
    expect(await listedIds(page, 'top-low-cost-list')).toEqual(ids(top));
    // Each clinic once: the results below the top list are the ones it doesn't hold.
    const rest = want.filter((c) => !top.includes(c));
    if (rest.length > 0) expect(await listedIds(page, 'results-list')).toEqual(ids(rest));
    else await expect(page.getByTestId('results-list')).toHaveCount(0);
    await expect(page.locator('main').getByText('Cost Unknown')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: vetsPage.filter.lowCostLabel })).toBeChecked();
    await expectNoA11yViolations(page, '/vets?q=cheap vet');
  });

  test('?location=nowhere shows the empty message and all vets below', async ({ page }) => {
    await page.goto('/vets?location=nowhere');
    await expect(page.getByText(vetsPage.empty.title)).toBeVisible({ timeout: LOAD_TIMEOUT });
    await expect(page.getByText(vetsPage.empty.hint)).toBeVisible();
    await expect(page.getByTestId('vets-summary')).toContainText('0 vets');
    await expect(page.getByTestId('borough-group')).toHaveCount(groupByBorough(vetClinics).length);
    await expectNoA11yViolations(page, '/vets?location=nowhere');
  });

  test('ZIP 10453 finds Bronx listings, nearest first, with their distance', async ({ page }) => {
    const query = { location: '10453', q: '' };
    const want = expected(query);
    expect(want.some((c) => c.borough === 'Bronx')).toBe(true);
    await page.goto('/vets?location=10453');
    await expectHeading(page, query);
    expect(await listedIds(page, 'results-list')).toEqual(ids(want));
    await expect(page.getByTestId('results-list').locator('li').first()).toContainText(/About [\d.]+ miles away/);
  });

  test('“cheap vet in the bronx” shows each card once', async ({ page }) => {
    await page.goto('/vets?location=bronx&q=cheap%20vet');
    await expectHeading(page, { location: 'bronx', q: 'cheap vet' });
    const shown = await page
      .locator('main [data-resource-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-resource-id')));
    const listed = shown.filter((id) => vetClinics.some((c) => c.id === id && c.borough === 'Bronx' && !c.emergency));
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

test.describe('/vets filter form and the URL', () => {
  test('form → URL → page, and the back button walks the filters back', async ({ page }) => {
    await page.goto('/vets');
    await expectHeading(page, { location: '', q: '' });
    await page.getByLabel(vetsPage.filter.locationLabel).fill('queens');
    await page.getByRole('button', { name: vetsPage.filter.submit }).click();
    await expect(page).toHaveURL(/\/vets\?location=queens$/);
    await expectHeading(page, { location: 'queens', q: '' });
    expect(await listedIds(page, 'results-list')).toEqual(ids(expected({ location: 'queens', q: '' })));

    await page.getByRole('checkbox', { name: vetsPage.filter.lowCostLabel }).check();
    await page.getByRole('button', { name: vetsPage.filter.submit }).click();
    await expect(page).toHaveURL(/\/vets\?location=queens&q=low\+cost$/);
    // The URL changes before the page renders the new filter: wait for its heading, as after the first filter.
    await expectHeading(page, { location: 'queens', q: 'low cost' });
    expect(await listedIds(page, 'results-list')).toEqual(ids(expectedRest({ location: 'queens', q: 'low cost' })));

    await page.goBack();
    await expect(page).toHaveURL(/\/vets\?location=queens$/);
    await expect(page.getByRole('checkbox', { name: vetsPage.filter.lowCostLabel })).not.toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/vets$/);
    await expect(page.getByLabel(vetsPage.filter.locationLabel)).toHaveValue('');
    await expectHeading(page, { location: '', q: '' });
    await page.goForward();
    await expect(page.getByLabel(vetsPage.filter.locationLabel)).toHaveValue('queens');
  });

  test('URL → form: a shared link fills the form, and "Show all vets" clears it', async ({ page }) => {
    await page.goto('/vets?location=Astoria&q=budget');
    await expectHeading(page, { location: 'Astoria', q: 'budget' });
    await expect(page.getByLabel(vetsPage.filter.locationLabel)).toHaveValue('Astoria');
    await expect(page.getByRole('checkbox', { name: vetsPage.filter.lowCostLabel })).toBeChecked();
    await page.getByRole('link', { name: vetsPage.filter.clear }).click();
    await expect(page).toHaveURL(/\/vets$/);
    await expect(page.getByLabel(vetsPage.filter.locationLabel)).toHaveValue('');
  });
});

test.describe('/vets with odd input', viewportIndependent, () => {
  const odd = [
    'x'.repeat(10_000),
    '<script>window.__pwned=1</script>',
    '<img src=x onerror="window.__pwned=1">',
    '.*(a+)+$[',
    '🐱🏪 gato',
    '%E0%A4%A',
  ];
  for (const value of odd) {
    test(`renders safely: ${value.length > 40 ? `${value.length} characters` : value}`, async ({ page }) => {
      page.on('dialog', (d) => {
        throw new Error(`unexpected dialog: ${d.message()}`);
      });
      // q gets the value too, except the 10,000-character one: two of those pass the server's header limit.
      const q = value.length > 1000 ? 'cheap' : value;
      await page.goto(`/vets?location=${encodeURIComponent(value)}&q=${encodeURIComponent(q)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: LOAD_TIMEOUT });
      await expect(page.getByText(vetsPage.empty.title)).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      const width = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(width, 'no horizontal scroll').toBeLessThanOrEqual(0);
    });
  }

  test('the long-input state is accessible', async ({ page }) => {
    await page.goto(`/vets?location=${'x'.repeat(10_000)}`);
    await expect(page.getByText(vetsPage.empty.title)).toBeVisible({ timeout: LOAD_TIMEOUT });
    await expectNoA11yViolations(page, '/vets with a 10,000-character location');
  });
});

// A point in each borough, and the boroughs "in or next to" it (bridges and tunnels count).
const boroughPoints: { borough: NycBorough; point: { latitude: number; longitude: number }; near: VetBorough[] }[] = [
  {
    borough: 'Manhattan',
    point: { latitude: 40.787, longitude: -73.9754 },
    near: ['Manhattan', 'Bronx', 'Brooklyn', 'Queens'],
  },
  {
    borough: 'Brooklyn',
    point: { latitude: 40.6694, longitude: -73.9422 },
    near: ['Brooklyn', 'Queens', 'Manhattan', 'Staten Island'],
  },
  {
    borough: 'Queens',
    point: { latitude: 40.7196, longitude: -73.8448 },
    near: ['Queens', 'Brooklyn', 'Manhattan', 'Bronx'],
  },
  { borough: 'Bronx', point: { latitude: 40.8615, longitude: -73.8903 }, near: ['Bronx', 'Manhattan', 'Queens'] },
  {
    borough: 'Staten Island',
    point: { latitude: 40.5795, longitude: -74.1502 },
    // Manhattan is one ferry ride from Staten Island.
    near: ['Staten Island', 'Brooklyn', 'New Jersey', 'Manhattan'],
  },
];
const boroughOf = new Map(vetClinics.map((c) => [c.id, c.borough]));

/** The shortfall note, when the borough has fewer than three callable listings: the nearest callable elsewhere. */
async function expectShortfall(page: Page, shortfall: BoroughShortfall<VetClinic> | null) {
  const note = page.getByTestId('borough-shortfall');
  if (!shortfall) {
    await expect(note).toHaveCount(0);
    return;
  }
  await expect(note.getByRole('heading', { level: 2 })).toHaveText(
    vetsPage.shortfall.title(shortfall.borough, shortfall.callable),
  );
  expect(shortfall.nearestElsewhere.length).toBeGreaterThan(0);
  expect(await listedIds(page, 'nearest-callable-list')).toEqual(shortfall.nearestElsewhere.map((p) => p.clinic.id));
  const first = shortfall.nearestElsewhere[0];
  if (!first || first.miles === null) throw new Error('expected a measured place');
  await expect(note.getByTestId('nearest-callable-list').locator('li').first()).toContainText(
    vetsPage.nearMe.distance(first.miles, first.precision),
  );
  // Every place offered there can be called, and the card says how far it is.
  await expect(note.getByTestId('nearest-callable-list').locator('a[href^="tel:"]')).toHaveCount(
    shortfall.nearestElsewhere.length,
  );
  const links = note.getByTestId('find-more-links').getByRole('link');
  await expect(links).toHaveCount(vetsPage.shortfall.findMore.length);
  for (const [i, { key }] of vetsPage.shortfall.findMore.entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', findMoreVetsLinks[key]);
  }
}

const outerBoroughs = [
  { location: 'bronx', borough: 'Bronx' },
  { location: 'staten island', borough: 'Staten Island' },
  { location: 'queens', borough: 'Queens' },
  { location: 'brooklyn', borough: 'Brooklyn' },
] as const;

test.describe('/vets for each borough outside Manhattan', () => {
  for (const { location, borough } of outerBoroughs) {
    test(`?location=${location} shows its listings, or says plainly how few it has`, async ({ page }) => {
      const query = { location, q: '' };
      const want = expected(query);
      await page.goto(`/vets?location=${encodeURIComponent(location)}`);
      await expectHeading(page, query);
      if (want.length > 0) expect(await listedIds(page, 'results-list')).toEqual(ids(want));
      else await expect(page.getByText(vetsPage.empty.title)).toBeVisible();
      await expectShortfall(page, boroughShortfall(vetClinics, borough, boroughCentre(borough)));
      await expectNoA11yViolations(page, `/vets?location=${location}`);
    });
  }
});

for (const { borough, point, near } of boroughPoints) {
  test.describe(`near me in ${borough}`, () => {
    test.use({ geolocation: point, permissions: ['geolocation'] });

    test(
      'the first five listings are in or next to my borough, in the computed order',
      viewportIndependent,
      async ({ page }) => {
        await page.goto('/vets');
        await expectHeading(page, { location: '', q: '' });
        await page.getByRole('button', { name: vetsPage.nearMe.button }).click();
        await expect(page.getByRole('heading', { name: vetsPage.nearMe.heading })).toBeVisible();
        const sorted = sortByDistance(vetClinics, { lat: point.latitude, lng: point.longitude });
        const shown = await listedIds(page, 'nearest-list');
        expect(shown).toEqual(sorted.map((p) => p.clinic.id));
        // My borough's listings first, all of them, whenever it has any; then the nearest others.
        const mine = vetClinics.filter((c) => c.borough === borough).length;
        expect(mine).toBeGreaterThan(0);
        expect(shown.slice(0, mine).map((id) => boroughOf.get(id ?? ''))).toEqual(Array(mine).fill(borough));
        for (const id of shown.slice(0, 5)) expect(near).toContain(boroughOf.get(id ?? ''));
        const origin = { lat: point.latitude, lng: point.longitude };
        await expectShortfall(page, boroughShortfall(vetClinics, borough, origin));
        const first = sorted[0];
        if (!first) throw new Error('expected listings');
        const label =
          first.miles === null
            ? vetsPage.nearMe.noPoint(first.clinic.borough)
            : vetsPage.nearMe.distance(first.miles, first.precision);
        await expect(page.getByTestId('nearest-list').locator('li').first()).toContainText(label);
      },
    );
  });
}

test.describe('near me, with permission', () => {
  test.use({ geolocation: { latitude: 40.758, longitude: -73.9855 }, permissions: ['geolocation'] });

  test('sorting by distance is accessible and can be turned off', async ({ page }) => {
    test.slow(); // axe over every listing laid out flat
    await page.goto('/vets');
    await expectHeading(page, { location: '', q: '' });
    await page.getByRole('button', { name: vetsPage.nearMe.button }).click();
    await expect(page.getByRole('heading', { name: vetsPage.nearMe.heading })).toBeVisible();
    await expect(
      page
        .getByTestId('nearest-list')
        .getByText(/ — ZIP area$/)
        .first(),
    ).toBeVisible();
    await expectNoA11yViolations(page, '/vets sorted by distance');
    await page.getByRole('button', { name: vetsPage.nearMe.stop }).click();
    await expect(page.getByTestId('nearest-list')).toHaveCount(0);
  });
});

test.describe('near me, permission refused', () => {
  test.use({ permissions: [] });

  test('says so and keeps the normal list', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/vets?location=brooklyn');
    await expectHeading(page, { location: 'brooklyn', q: '' });
    await page.getByRole('button', { name: vetsPage.nearMe.button }).click();
    await expect(page.getByTestId('near-me-status')).toHaveText(vetsPage.nearMe.denied);
    expect(await listedIds(page, 'results-list')).toEqual(ids(expected({ location: 'brooklyn', q: '' })));
    await expectNoA11yViolations(page, '/vets near me refused');
  });
});

test('every tel: link on /vets is digits only', viewportIndependent, async ({ page }) => {
  await page.goto('/vets');
  await expectHeading(page, { location: '', q: '' });
  for (const d of await page.locator('details').all()) await d.locator('summary').click();
  // Every disclosure on the page is open, so no link is hidden; the borough groups are among them.
  await expect(page.locator('details:not([open])')).toHaveCount(0);
  expect(await page.locator('details[open]').count()).toBeGreaterThanOrEqual(groupByBorough(vetClinics).length);
  const hrefs = await page.locator('a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^tel:\d+$/);
});
