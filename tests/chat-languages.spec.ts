import { emergencyContact } from '../src/content/contacts';
import { chatCopyAr } from '../src/content/locales/ar/chat';
import { chatCopyEs } from '../src/content/locales/es/chat';
import { chatLauncher as spanishChatLauncher } from '../src/content/locales/es/chat-launcher';
import { chatWidget as spanishChatWidget } from '../src/content/locales/es/chat-widget';
import { checkEntry as spanishCheckEntry } from '../src/content/locales/es/check-entry';
import { chatCopyZh } from '../src/content/locales/zh/chat';
import { expect, expectNoA11yViolations, test } from './fixtures';

// The chat answers in the person's language (docs/assistant-languages.md), against the real function that
// scripts/start.mjs runs under Deno: an emergency in Spanish, Arabic and Chinese gets the answer written in it,
// the 24/7 number as a tap-to-call link, and a link to that language's own emergency page.
const emergencyTel = `tel:${emergencyContact.phone.replace(/\D/g, '')}`;

const LANGUAGES = [
  {
    locale: 'es',
    message: 'mi gato macho entra a la caja, hace fuerza y no sale nada de pipi',
    written: chatCopyEs.emergencyWord,
    guide: /^\/es\/emergency#urinary$/,
  },
  {
    locale: 'ar',
    message: 'القط الذكر يروح للرمل ويحزق وما يطلع بول',
    written: chatCopyAr.steps[0] ?? '',
    guide: /^\/ar\/emergency#urinary$/,
  },
  {
    locale: 'zh',
    message: '猫吃了百合花',
    written: chatCopyZh.steps[0] ?? '',
    guide: /^\/zh\/emergency#poisoning$/,
  },
];

for (const { locale, message, written, guide } of LANGUAGES) {
  test(`the chat answers an emergency written in ${locale} in ${locale}, the 24/7 number first`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    const input = page.getByPlaceholder('Ask me anything about cat care...');
    await input.fill(message);
    await input.press('Enter');
    const reply = page.getByTestId('chat-message').nth(2);
    await expect(reply).toHaveAttribute('data-emergency', 'true');
    await expect(reply).toContainText(written);
    await expect(reply.getByRole('link', { name: emergencyContact.phone }).first()).toHaveAttribute(
      'href',
      emergencyTel,
    );
    const guideLinks = reply.locator(`a[href^="/${locale}/"]`);
    await expect(guideLinks.first()).toHaveAttribute('href', guide);
    await expect(page.getByTestId('chat-message').nth(1)).toContainText(message);
    if (locale === 'ar') await expectNoA11yViolations(page, 'chat with an Arabic reply');
  });
}

test('an urgent answer on a Spanish page offers the checker in Spanish, and leads to /es/check', async ({ page }) => {
  await page.goto('/es');
  await page.getByRole('button', { name: spanishChatLauncher.open }).click();
  const input = page.getByPlaceholder(spanishChatWidget.placeholder);
  await input.fill('mi gato cojea desde esta mañana');
  await input.press('Enter');
  const reply = page.getByTestId('chat-message').nth(2);
  await expect(reply).toHaveAttribute('data-urgency', 'urgent');
  const checker = reply.getByTestId('chat-checker');
  await expect(checker).toHaveText(spanishCheckEntry.chatLine);
  await checker.click();
  await expect(page).toHaveURL(/\/es\/check$/);
});
