import type { Page } from '@playwright/test';
import { routes } from '../src/config/routes';
import { emergencyContact } from '../src/content/contacts';
import { createSiteSearch } from '../src/composition/site-search';
import { guideIndex } from '../src/content/guide-index/entries';
import { searchCopy } from '../src/content/pages/search';
import { searchBoxWords } from '../src/content/pages/search-box';
import { DROPDOWN_MAX_RESULTS } from '../src/features/search/dropdown-limit';
import { expect, expectNoA11yViolations, test, viewportIndependent } from './fixtures';

// The engine the site ships, run here too: expectations come from it, not from copies of titles.
const engine = createSiteSearch();
const emergencyTel = `tel:${emergencyContact.phone.replace(/\D/g, '')}`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The URL a result path lands on, as a regex on the full URL. */
const landsOn = (path: string) => new RegExp(`${escapeRe(path)}$`);

const box = (page: Page) => page.getByRole('combobox', { name: searchBoxWords.label });
const listbox = (page: Page) => page.getByRole('listbox', { name: searchBoxWords.label });
const options = (page: Page) => listbox(page).getByRole('option');

async function typeInBox(page: Page, text: string) {
  await box(page).click();
  await box(page).pressSequentially(text);
}

test.describe('nav search box', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('typing opens an accessible combobox with up to 6 results, badge by urgency', async ({ page }) => {
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await typeInBox(page, 'cat ate lily');
    const expected = engine.search('cat ate lily').slice(0, DROPDOWN_MAX_RESULTS);
    await expect(options(page)).toHaveCount(expected.length);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    const listboxId = await listbox(page).getAttribute('id');
    await expect(box(page)).toHaveAttribute('aria-controls', listboxId ?? 'missing');
    const first = options(page).first();
    await expect(first).toContainText(expected[0]?.title ?? 'missing');
    await expect(first).toContainText(expected[0]?.description ?? 'missing');
    await expect(first).toHaveAttribute('href', expected[0]?.path ?? 'missing');
    // Emergency entries carry the destructive badge.
    await expect(first.locator('[data-slot="badge"]')).toHaveText(expected[0]?.section ?? 'missing');
    await expect(first.locator('[data-slot="badge"]')).toHaveClass(/bg-emergency/);
    await expect(page.getByText(searchCopy.help.title)).toBeVisible();
    await expectNoA11yViolations(page, 'search dropdown with results');
  });

  test('arrow keys move the selection and wrap; Enter opens the selected result', async ({ page }) => {
    await typeInBox(page, 'vet');
    const expected = engine.search('vet').slice(0, DROPDOWN_MAX_RESULTS);
    await expect(options(page)).toHaveCount(expected.length);
    const input = box(page);
    const selectedIs = async (index: number) => {
      const id = await options(page).nth(index).getAttribute('id');
      await expect(input).toHaveAttribute('aria-activedescendant', id ?? 'missing');
      await expect(options(page).nth(index)).toHaveAttribute('aria-selected', 'true');
    };
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await input.press('ArrowDown');
    await selectedIs(0);
    await input.press('ArrowDown');
    await selectedIs(1);
    await input.press('ArrowUp');
    await input.press('ArrowUp');
    await selectedIs(expected.length - 1); // wrapped from the first to the last
    await input.press('ArrowDown');
    await selectedIs(0); // and back round to the first
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL(landsOn(expected[1]?.path ?? 'missing'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(input).toHaveValue('');
  });

  test('Enter with nothing selected opens the first result', async ({ page }) => {
    await typeInBox(page, 'spey nueter');
    const first = engine.search('spey nueter')[0];
    await expect(options(page).first()).toContainText(first?.title ?? 'missing');
    await box(page).press('Enter');
    await expect(page).toHaveURL(landsOn(first?.path ?? 'missing'));
  });

  test('no match: the message, things to try, the help card; Enter goes to /search?q=', async ({ page }) => {
    const nonsense = 'xqzjvw';
    expect(engine.search(nonsense)).toEqual([]);
    await typeInBox(page, nonsense);
    await expect(page.getByText(searchCopy.box.noMatch(nonsense))).toBeVisible();
    for (const term of searchCopy.box.tryTerms)
      await expect(page.getByRole('button', { name: term, exact: true })).toBeVisible();
    // The app passes the chat's AI help card as the search box's help slot (tests/chat.spec.ts covers its states).
    await expect(page.getByRole('button', { name: searchCopy.help.button })).toBeVisible();
    await expectNoA11yViolations(page, 'search dropdown, no match');
    await box(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${nonsense}$`));
    await expect(page.getByRole('heading', { level: 1, name: routes.search.title })).toBeVisible();
  });

  test('a term to try fills the box and shows its results', async ({ page }) => {
    await typeInBox(page, 'xqzjvw');
    await page.getByRole('button', { name: 'feeding', exact: true }).click();
    await expect(box(page)).toHaveValue('feeding');
    await expect(options(page).first()).toContainText(engine.search('feeding')[0]?.title ?? 'missing');
  });

  test('Escape clears the box and closes the dropdown; the clear button does too', async ({ page }) => {
    await typeInBox(page, 'litter');
    await expect(listbox(page)).toBeVisible();
    await box(page).press('Escape');
    await expect(box(page)).toHaveValue('');
    await expect(listbox(page)).toBeHidden();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: searchBoxWords.clear })).toBeHidden();

    await box(page).pressSequentially('litter');
    await page.getByRole('button', { name: searchBoxWords.clear }).click();
    await expect(box(page)).toHaveValue('');
    await expect(listbox(page)).toBeHidden();
    await expect(box(page)).toBeFocused();
  });

  test("'View all N results' shows past 6 results and opens the search page", async ({ page }) => {
    const query = 'cheap vet';
    const all = engine.search(query);
    expect(all.length).toBeGreaterThan(DROPDOWN_MAX_RESULTS);
    await typeInBox(page, query);
    await expect(options(page)).toHaveCount(DROPDOWN_MAX_RESULTS);
    await page.getByRole('link', { name: searchCopy.box.viewAll(all.length) }).click();
    await expect(page).toHaveURL(/\/search\?q=cheap(\+|%20)vet$/);
    await expect(
      page.getByRole('link', { name: new RegExp(escapeRe(all[all.length - 1]?.title ?? 'missing')) }),
    ).toBeVisible();
  });

  test('typeahead suggestions appear from 2 characters and fill the box', async ({ page }) => {
    await typeInBox(page, 'b');
    await expect(page.getByText(searchCopy.box.suggestionsLabel)).toBeHidden();
    await box(page).pressSequentially('r');
    const [suggestion] = engine.suggest('br');
    await page.getByRole('button', { name: suggestion ?? 'missing', exact: true }).click();
    await expect(box(page)).toHaveValue(suggestion ?? 'missing');
  });

  test('a result click shows the loading spinner, then the guide', async ({ page }) => {
    await typeInBox(page, 'feeding');
    const first = engine.search('feeding')[0];
    // Record whether the spinner ever appeared: it may be on screen for a single frame.
    await page.evaluate(() => {
      const w = window as unknown as { sawSpinner: boolean };
      w.sawSpinner = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-slot="search-spinner"]')) w.sawSpinner = true;
      }).observe(document.body, { subtree: true, childList: true });
    });
    await options(page).first().click();
    await expect(page).toHaveURL(landsOn(first?.path ?? 'missing'));
    expect(await page.evaluate(() => (window as unknown as { sawSpinner: boolean }).sawSpinner)).toBe(true);
    await expect(page.locator('[data-slot="search-spinner"]')).toHaveCount(0);
  });

  test('results are real links: the browser can open one in a new tab', async ({ page }) => {
    await typeInBox(page, 'grooming');
    const href = await options(page).first().getAttribute('href');
    expect(href).toBe(engine.search('grooming')[0]?.path);
  });

  test('tapping outside closes the dropdown and keeps the text', async ({ page }) => {
    await typeInBox(page, 'rescue');
    await expect(listbox(page)).toBeVisible();
    await page.locator('footer').click({ position: { x: 4, y: 4 } });
    await expect(listbox(page)).toBeHidden();
    await expect(box(page)).toHaveValue('rescue');
  });

  test('bad input never throws and typing stays exact', viewportIndependent, async ({ page }) => {
    const long = 'cat ate lily '.repeat(40).slice(0, 500);
    await box(page).click();
    await box(page).fill(long);
    await expect(box(page)).toHaveValue(long);
    for (const text of ['(.*)[a-z]+?\\d{2,}^$|', '🐱😿 cat', 'قطتي لا تأكل', 'lily🌸']) {
      await box(page).fill('');
      await box(page).pressSequentially(text);
      await expect(box(page)).toHaveValue(text);
      await expect(page.locator('[data-slot="search-help"]')).toBeVisible();
    }
    // Fast typing: every keystroke lands.
    await box(page).fill('');
    await box(page).pressSequentially('my cat wont eat and keeps throwing up', { delay: 0 });
    await expect(box(page)).toHaveValue('my cat wont eat and keeps throwing up');
  });
});

test(
  'the search engine and the guide index load on first use of search, not with the home page',
  viewportIndependent,
  async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const searchChunks = () => loaded.filter((u) => /\/assets\/site-search-/.test(u));
    expect(searchChunks()).toEqual([]);
    await box(page).focus();
    await expect.poll(() => searchChunks().length).toBe(1);
  },
);

test.describe('whole questions', () => {
  test('"cut cat nails" leads with grooming and lists no emergency guide', async ({ page }) => {
    await page.goto('/');
    await typeInBox(page, 'cut cat nails');
    const grooming = guideIndex.find((e) => e.id === 'grooming');
    await expect(options(page).first()).toContainText(grooming?.title ?? 'missing');
    const emergencyTitles = guideIndex.filter((e) => e.urgency === 'emergency').map((e) => e.title);
    for (const title of emergencyTitles) await expect(listbox(page).getByText(title, { exact: true })).toHaveCount(0);
  });

  test('no emergency banner for "cheap vet in the bronx"; the banner for "cat not breathing"', async ({ page }) => {
    await page.goto('/search?q=cheap%20vet%20in%20the%20bronx');
    const bronx = guideIndex.find((e) => e.id === 'low-cost-vets-bronx');
    await expect(
      page.getByRole('link', { name: new RegExp(escapeRe(bronx?.title ?? 'missing')) }).first(),
    ).toBeVisible();
    await expect(page.getByText(searchCopy.page.emergencyTitle)).toHaveCount(0);

    await page.goto('/search?q=cat%20not%20breathing');
    await expect(page.getByRole('alert').getByText(searchCopy.page.emergencyTitle)).toBeVisible();
    await expect(page.getByRole('alert').locator(`a[href="${emergencyTel}"]`)).toBeVisible();
  });

  test('a long question with the key word at the end, and a Spanish one, find their guide', async ({ page }) => {
    await page.goto('/');
    const question = 'we have had our shop cat for a year now and I want to know where to find a cheap vet in harlem';
    await typeInBox(page, question);
    await expect(options(page).first()).toHaveAttribute('href', engine.search(question)[0]?.path ?? 'missing');
    expect(engine.search(question)[0]?.id).toBe('low-cost-vets-manhattan');
    await box(page).fill('');
    await box(page).pressSequentially('mi gato tiene pulgas');
    // Fleas: the preventive-care tab, where flea treatment is (the section's questions, section-questions.ts).
    expect(engine.search('mi gato tiene pulgas')[0]?.id).toBe('yearly-care-costs');
    await expect(options(page).first()).toHaveAttribute('href', '/preventive-health?tab=preventive');
  });

  test('a question that names no guide word finds its guide through the entry reader, and opens it', async ({
    page,
  }) => {
    // "Who do I call" shares no topic word with the help directory; the reader has learned how people ask.
    await page.goto('/');
    const question = 'someone left a box of kittens outside my store, who do I call';
    const findHelp = guideIndex.find((e) => e.id === 'find-help');
    expect(engine.search(question)[0]?.path).toBe(findHelp?.path);
    await typeInBox(page, question);
    await expect(options(page).first()).toContainText(findHelp?.title ?? 'missing');
    await options(page).first().click();
    await expect(page).toHaveURL(landsOn(findHelp?.path ?? 'missing'));
  });
});

test.describe('/search page', () => {
  test('empty: the question and the six popular searches; one runs a search', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: routes.search.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByPlaceholder(searchCopy.page.placeholder)).toBeVisible();
    await expect(page.getByRole('heading', { name: searchCopy.page.emptyTitle })).toBeVisible();
    const popular = page.getByRole('list', { name: searchCopy.page.popularLabel }).getByRole('button');
    await expect(popular).toHaveText([...searchCopy.page.popularSearches]);
    await expectNoA11yViolations(page, '/search empty');
    await popular.filter({ hasText: 'cheap vet' }).click();
    await expect(page).toHaveURL(/\/search\?q=cheap(\+|%20)vet$/);
    await expect(
      page.getByText(searchCopy.page.resultCount(engine.search('cheap vet').length, 'cheap vet')),
    ).toBeVisible();
  });

  test('a query from the URL shows the count and result cards that link to their guides', async ({ page }) => {
    const query = 'grooming';
    const expected = engine.search(query);
    expect(expected.some((r) => r.urgency === 'emergency')).toBe(false);
    await page.goto(`/search?q=${query}`);
    await expect(page.getByPlaceholder(searchCopy.page.placeholder)).toHaveValue(query);
    await expect(page.getByText(searchCopy.page.resultCount(expected.length, query))).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(cards).toHaveCount(expected.length);
    const first = cards.first();
    await expect(first).toContainText(expected[0]?.title ?? 'missing');
    await expect(first).toContainText(expected[0]?.section ?? 'missing');
    await expect(first).toContainText(expected[0]?.description ?? 'missing');
    await expect(first).toContainText(searchCopy.urgencyLabels[expected[0]?.urgency ?? 'normal']);
    await expect(page.getByRole('alert').filter({ hasText: searchCopy.page.emergencyTitle })).toHaveCount(0);
    await expectNoA11yViolations(page, '/search with results');
    await first.click();
    await expect(page).toHaveURL(landsOn(expected[0]?.path ?? 'missing'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('typing writes q back to the URL', async ({ page }) => {
    await page.goto('/search');
    const input = page.getByPlaceholder(searchCopy.page.placeholder);
    await input.pressSequentially('litter box', { delay: 0 });
    await expect(input).toHaveValue('litter box');
    await expect(page).toHaveURL(/\/search\?q=litter(\+|%20)box$/);
    await input.fill('');
    await expect(page.getByRole('heading', { name: searchCopy.page.emptyTitle })).toBeVisible();
  });

  test('an emergency query lists emergency guides first with the alert and the 24/7 number', async ({ page }) => {
    const query = 'cat ate lily';
    const expected = engine.search(query);
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const alert = page.getByRole('alert').filter({ hasText: searchCopy.page.emergencyTitle });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: new RegExp(escapeRe(emergencyContact.phone)) })).toHaveAttribute(
      'href',
      emergencyTel,
    );
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(cards.first()).toContainText(expected[0]?.title ?? 'missing');
    await expect(cards.first()).toContainText(searchCopy.urgencyLabels.emergency);
    const urgencies = expected.map((r) => r.urgency === 'emergency');
    expect(urgencies[0]).toBe(true);
    expect(urgencies).toEqual([...urgencies].sort((a, b) => Number(b) - Number(a)));
    await expectNoA11yViolations(page, '/search emergency results');
  });

  test('no results: the message, a hint, popular searches and the 24/7 care notice', async ({ page }) => {
    await page.goto('/search?q=xqzjvw');
    await expect(page.getByText(searchCopy.page.noResultsTitle('xqzjvw'))).toBeVisible();
    await expect(page.getByText(searchCopy.page.noResultsHint)).toBeVisible();
    await expect(page.getByRole('list', { name: searchCopy.page.popularLabel }).getByRole('button')).toHaveCount(6);
    await expect(page.getByText(searchCopy.page.careNotice)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: new RegExp(escapeRe(emergencyContact.phone)) }),
    ).toHaveAttribute('href', emergencyTel);
    await expectNoA11yViolations(page, '/search no results');
  });

  test('the nav box Enter with no match lands here with the query', async ({ page }) => {
    await page.goto('/search?q=litter');
    await box(page).click();
    await box(page).pressSequentially('xqzjvw');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=xqzjvw$/);
    await expect(page.getByPlaceholder(searchCopy.page.placeholder)).toHaveValue('xqzjvw');
  });
});
