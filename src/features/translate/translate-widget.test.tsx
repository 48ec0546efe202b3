import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chrome } from '@/content/locales/en/chrome';
import { forgetTranslations } from '@/lib/locale-content';
import { renderWithRouter as render } from '@/test/render';
import { translateConfig } from './translate-config';

// A plain stub rather than vi.fn: vitest reports a mock's rejected return value as an error of the test.
let calls = 0;
let pageLanguage = '';
let nextLoad: () => Promise<void> = () => Promise.resolve();
vi.mock('./load-translate', () => ({
  loadTranslate: (options: { pageLanguage: string }) => {
    calls += 1;
    pageLanguage = options.pageLanguage;
    return nextLoad();
  },
}));
const { TranslateWidget } = await import('./translate-widget');
const labels = chrome.languageMenu;

describe('TranslateWidget', () => {
  beforeEach(() => {
    calls = 0;
    // Test files share one module graph (vite.config.ts, isolate: false): an earlier file may have loaded a
    // language's chrome, and the widget would then read its words there. These tests read the English labels.
    forgetTranslations();
  });

  it('loads nothing until asked', () => {
    render(<TranslateWidget />);
    expect(screen.getByRole('button', { name: labels.other })).toBeEnabled();
    expect(calls).toBe(0);
  });

  it('shows Loading... then the translate element when the script is ready', async () => {
    let done: () => void = () => {};
    nextLoad = () => new Promise<void>((resolve) => (done = resolve));
    render(<TranslateWidget />);
    await userEvent.click(screen.getByRole('button', { name: labels.other }));
    expect(screen.getByRole('button', { name: labels.loading })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('translate-announcer')).toHaveTextContent(labels.loading);
    await act(async () => done());
    await vi.waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(screen.getByTestId('translate-announcer')).toHaveTextContent('');
    expect(document.getElementById(translateConfig.containerId)).not.toHaveClass('hidden');
  });

  it('shows the dimmed, labelled failed state when the script cannot load', async () => {
    nextLoad = () => Promise.reject(new Error('offline'));
    render(<TranslateWidget />);
    await userEvent.click(screen.getByRole('button', { name: labels.other }));
    const failed = await screen.findByRole('button', { name: labels.failed });
    expect(failed).toHaveTextContent(labels.other);
    expect(failed).toHaveAttribute('aria-disabled', 'true');
    expect(failed).toHaveClass('opacity-50');
    expect(screen.getByTestId('translate-announcer')).toHaveTextContent(labels.failed);
    await userEvent.click(failed);
    expect(calls).toBe(1);
  });

  it.each([
    ['/', 'en'],
    ['/es/feeding', 'es'],
    ['/zh/emergency', 'zh-CN'],
    ['/zh-hant/first-aid', 'zh-TW'],
    ['/ar/emergency', 'ar'],
  ])("on %s tells the element the page's language, %s", async (path, language) => {
    nextLoad = () => Promise.resolve();
    render(<TranslateWidget />, { path });
    await userEvent.click(screen.getByRole('button', { name: labels.other }));
    expect(pageLanguage).toBe(language);
  });
});
