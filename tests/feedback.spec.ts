import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { reportWrongInfoHref } from '../src/content/listing-links';
import { routes } from '../src/config/routes';
import { feedbackPage as copy } from '../src/content/pages/feedback';
import { feedbackMessages } from '../src/features/feedback/schema';
import { expect, expectNoA11yViolations, test } from './fixtures';

// The collector started by scripts/start.mjs appends here (its default path, relative to the project root).
const COLLECTOR_FILE = join(import.meta.dirname, '..', '.local', 'feedback.jsonl');

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const email = (page: Page) => field(page, copy.fields.email.label);
const name = (page: Page) => field(page, copy.fields.name.label);
const type = (page: Page) => field(page, copy.fields.type.label);
const subject = (page: Page) => field(page, copy.fields.subject.label);
const message = (page: Page) => field(page, copy.fields.message.label);
const resourceUrl = (page: Page) => field(page, copy.fields.resourceUrl.label);
const submit = (page: Page) => page.getByRole('button', { name: copy.submit.idle, exact: true });

/** A subject no other test (or earlier run) uses, to find this test's line in the collector's file. */
const uniqueSubject = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function fillValid(page: Page, values: { subject: string; type?: string }) {
  await email(page).fill('ana@example.org');
  await name(page).fill('Ana Díaz');
  await type(page).selectOption(values.type ?? 'feedback');
  await subject(page).fill(values.subject);
  await message(page).fill('The vet list helped me find a clinic near my store.');
}

/** Intercepts only the form's POST (the page itself is also at /feedback). */
async function onFeedbackPost(page: Page, handler: (route: Route) => Promise<void>) {
  await page.route('**/feedback', (route) => (route.request().method() === 'POST' ? handler(route) : route.fallback()));
}

async function storedSubmissions(): Promise<{ submission: Record<string, string> }[]> {
  const text = await readFile(COLLECTOR_FILE, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

test.beforeEach(async ({ page }) => {
  await page.goto(routes.feedback.path);
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
});

test('shows the page header, intro and an empty form with the type unset', async ({ page }) => {
  await expect(page.getByText(copy.subtitle)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: copy.intro.heading })).toBeVisible();
  await expect(type(page)).toHaveValue('');
  await expect(type(page).locator('option')).toHaveText([
    copy.fields.type.placeholder,
    ...copy.typeOptions.map((o) => o.label),
  ]);
  for (const control of [email, name, subject, message]) await expect(control(page)).toHaveValue('');
  const height = await message(page).evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeGreaterThanOrEqual(120);
  await expectNoA11yViolations(page, 'empty feedback form');
});

test('an empty submit shows all five messages, links each to its field and focuses the first', async ({ page }) => {
  await submit(page).click();
  const expected = [
    [email, feedbackMessages.email],
    [name, feedbackMessages.name],
    [type, feedbackMessages.type],
    [subject, feedbackMessages.subject],
    [message, feedbackMessages.message],
  ] as const;
  for (const [control, text] of expected) {
    await expect(control(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(control(page)).toHaveAccessibleDescription(new RegExp(text));
  }
  await expect(email(page)).toBeFocused();
  // The error summary lists them in field order; each link focuses its field.
  const summary = page.getByRole('group', { name: copy.errorSummaryTitle });
  await expect(summary.getByRole('link')).toHaveText(expected.map(([, text]) => text));
  await summary.getByRole('link', { name: feedbackMessages.subject }).click();
  await expect(subject(page)).toBeFocused();
  await expectNoA11yViolations(page, 'feedback form error state');
});

test('each bad input gets its own message and focus', async ({ page }) => {
  await fillValid(page, { subject: 'A fine subject', type: 'resource' });
  const cases = [
    [email, 'ana.example.org', 'ana@example.org', feedbackMessages.email],
    [name, 'A', 'Ana', feedbackMessages.name],
    [subject, 'Help', 'Help please', feedbackMessages.subject],
    [message, 'Too short', 'Long enough now', feedbackMessages.message],
    [resourceUrl, 'the vet on 5th', 'https://vet.example.org', feedbackMessages.resourceUrl],
  ] as const;
  await onFeedbackPost(page, () => Promise.reject(new Error('nothing may be sent while a field is invalid')));
  for (const [control, bad, good, text] of cases) {
    await control(page).fill(bad);
    await submit(page).click();
    await expect(control(page)).toBeFocused();
    await expect(control(page)).toHaveAccessibleDescription(new RegExp(text));
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await control(page).fill(good);
    // Re-validated as the person types: the message goes once the value is fixed.
    await expect(control(page)).not.toHaveAttribute('aria-invalid', 'true');
  }
  await page.unroute('**/feedback');
  // The type message, by choosing the placeholder again.
  await type(page).selectOption('');
  await submit(page).click();
  await expect(type(page)).toBeFocused();
  await expect(type(page)).toHaveAccessibleDescription(new RegExp(feedbackMessages.type));
});

test('the resource URL field and message placeholder follow the type', async ({ page }) => {
  await expect(resourceUrl(page)).toHaveCount(0);
  await expect(message(page)).toHaveAttribute('placeholder', copy.messagePlaceholders.other);
  await type(page).selectOption('resource');
  await expect(resourceUrl(page)).toBeVisible();
  await expect(message(page)).toHaveAttribute('placeholder', copy.messagePlaceholders.resource);
  await expectNoA11yViolations(page, 'feedback form, resource type');
  for (const other of ['feedback', 'suggestion', 'bug']) {
    await type(page).selectOption(other);
    await expect(resourceUrl(page)).toHaveCount(0);
    await expect(message(page)).toHaveAttribute('placeholder', copy.messagePlaceholders.other);
  }
});

test('a valid submission reaches the local collector with exactly the spec fields', async ({ page }) => {
  const title = uniqueSubject('Vet recommendation');
  await fillValid(page, { subject: title, type: 'resource' });
  await resourceUrl(page).fill('https://vet.example.org/clinic');
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/feedback'));
  await submit(page).click();

  const sent = await request;
  expect(sent.headers()['accept']).toBe('application/json');
  expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  await expect(page.getByRole('heading', { name: copy.thankYou.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: copy.thankYou.heading })).toBeFocused();
  await expect(page.getByText(copy.toasts.success.title, { exact: true })).toBeVisible();
  await expect(page.getByText(copy.toasts.success.description, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').locator('form')).toHaveCount(0);

  await expect
    .poll(async () => (await storedSubmissions()).find((line) => line.submission.subject === title)?.submission)
    .toEqual({
      email: 'ana@example.org',
      name: 'Ana Díaz',
      type: 'resource',
      subject: title,
      message: 'The vet list helped me find a clinic near my store.',
      resourceUrl: 'https://vet.example.org/clinic',
    });
  await expectNoA11yViolations(page, 'feedback thank-you card');

  await page.getByRole('link', { name: copy.thankYou.homeLink }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a general submission sends no resourceUrl', async ({ page }) => {
  const title = uniqueSubject('General feedback');
  await type(page).selectOption('resource');
  await resourceUrl(page).fill('https://typed-then-abandoned.example.org');
  await fillValid(page, { subject: title, type: 'feedback' });
  await submit(page).click();
  await expect(page.getByRole('heading', { name: copy.thankYou.heading })).toBeVisible();
  await expect
    .poll(async () => (await storedSubmissions()).find((line) => line.submission.subject === title)?.submission)
    .toEqual({
      email: 'ana@example.org',
      name: 'Ana Díaz',
      type: 'feedback',
      subject: title,
      message: 'The vet list helped me find a clinic near my store.',
    });
});

test.describe('when the collector cannot be reached', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  for (const [label, fail] of [
    ['network failure', (route: Route) => route.abort('connectionrefused')],
    ['server error', (route: Route) => route.fulfill({ status: 500, body: '{}' })],
  ] as const) {
    test(`${label}: the error toast shows and every field keeps its text`, async ({ page }) => {
      await onFeedbackPost(page, fail);
      await fillValid(page, { subject: 'Still here after an error', type: 'resource' });
      await resourceUrl(page).fill('https://vet.example.org');
      await submit(page).click();

      await expect(page.getByText(copy.toasts.failure.title, { exact: true })).toBeVisible();
      await expect(page.getByText(copy.toasts.failure.description, { exact: true })).toBeVisible();
      await expect(email(page)).toHaveValue('ana@example.org');
      await expect(name(page)).toHaveValue('Ana Díaz');
      await expect(type(page)).toHaveValue('resource');
      await expect(subject(page)).toHaveValue('Still here after an error');
      await expect(message(page)).toHaveValue('The vet list helped me find a clinic near my store.');
      await expect(resourceUrl(page)).toHaveValue('https://vet.example.org');
      await expect(submit(page)).toBeEnabled();
      await expectNoA11yViolations(page, 'feedback error toast');
    });
  }
});

test('while sending the button is disabled, and a double click sends once', async ({ page }) => {
  let posts = 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await onFeedbackPost(page, async (route) => {
    posts += 1;
    await held;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  await fillValid(page, { subject: 'Double click test' });
  await submit(page).dblclick();
  const busy = page.getByRole('button', { name: copy.submit.busy });
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: copy.thankYou.heading })).toBeVisible();
  expect(posts).toBe(1);
});

test('opens pre-filled from a "Report wrong info" link', async ({ page }) => {
  const href = reportWrongInfoHref({ name: 'Example Animal Clinic', website: 'https://clinic.example.org/' });
  await page.goto(href);
  await expect(type(page)).toHaveValue('resource');
  await expect(subject(page)).toHaveValue('Wrong info: Example Animal Clinic');
  await expect(resourceUrl(page)).toHaveValue('https://clinic.example.org/');
  await expect(email(page)).toHaveValue('');
});

test('a filled honeypot looks like success but sends nothing', async ({ page }) => {
  let posts = 0;
  await onFeedbackPost(page, async (route) => {
    posts += 1;
    await route.fulfill({ status: 200, body: '{}' });
  });
  const honeypot = page.locator('input[name="company_website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await fillValid(page, { subject: 'Buy cheap things' });
  await honeypot.fill('https://spam.example', { force: true });
  await submit(page).click();
  await expect(page.getByRole('heading', { name: copy.thankYou.heading })).toBeVisible();
  expect(posts).toBe(0);
});
