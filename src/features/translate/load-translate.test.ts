import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Loader from './load-translate';
import { googlePageLanguage, translateConfig, translateLanguages } from './translate-config';

let loadTranslate: (typeof Loader)['loadTranslate'];
const win = window as unknown as Record<string, unknown>;

const scripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src.startsWith(translateConfig.scriptUrl));

beforeEach(async () => {
  // A fresh module per test: the loader remembers a successful load for the page's lifetime.
  vi.resetModules();
  ({ loadTranslate } = await import('./load-translate'));
});

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete win.google;
  vi.useRealTimers();
});

describe('loadTranslate', () => {
  it('adds the script once, with our callback, and renders the element with the 17 languages, page language en', async () => {
    const TranslateElement = vi.fn();
    const first = loadTranslate({ pageLanguage: 'en' });
    void loadTranslate({ pageLanguage: 'en' });
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe(`${translateConfig.scriptUrl}?cb=${translateConfig.callbackName}`);

    win.google = { translate: { TranslateElement } };
    (win[translateConfig.callbackName] as () => void)();
    await expect(first).resolves.toBeUndefined();

    expect(TranslateElement).toHaveBeenCalledWith(
      {
        pageLanguage: 'en',
        includedLanguages: 'en,es,zh-CN,ar,ru,fr,pt,ko,vi,tl,it,de,pl,ur,hi,bn,th',
        autoDisplay: false,
      },
      translateConfig.containerId,
    );
    expect(translateLanguages).toHaveLength(17);
    expect(win[translateConfig.callbackName]).toBeUndefined();
  });

  it("tells the element the page's own language, and again after a change of language", async () => {
    const TranslateElement = vi.fn();
    const spanish = loadTranslate({ pageLanguage: googlePageLanguage('es') });
    win.google = { translate: { TranslateElement } };
    (win[translateConfig.callbackName] as () => void)();
    await spanish;
    await loadTranslate({ pageLanguage: googlePageLanguage('zh-hant') });
    expect(scripts()).toHaveLength(1);
    expect(TranslateElement.mock.calls.map(([options]) => (options as { pageLanguage: string }).pageLanguage)).toEqual([
      'es',
      'zh-TW',
    ]);
  });

  it('rejects when the script fails to load, and tries again next time', async () => {
    const attempt = loadTranslate({ pageLanguage: 'en' });
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(/failed to load/);
    expect(scripts()).toHaveLength(0);
    void loadTranslate({ pageLanguage: 'en' }).catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it('rejects after the timeout when the script never answers', async () => {
    vi.useFakeTimers();
    const attempt = loadTranslate({ pageLanguage: 'en', timeoutMs: 1000 });
    vi.advanceTimersByTime(999);
    let settled = false;
    void attempt.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(attempt).rejects.toThrow(/timed out/);
  });

  it('rejects when the script loads without the translate API', async () => {
    const attempt = loadTranslate({ pageLanguage: 'en' });
    (win[translateConfig.callbackName] as () => void)();
    await expect(attempt).rejects.toThrow(/API missing/);
  });
});

describe('googlePageLanguage', () => {
  it("names each of our languages by Google's code", () => {
    expect((['en', 'es', 'zh', 'zh-hant', 'ar', 'bn', 'ko', 'ht', 'ur'] as const).map(googlePageLanguage)).toEqual([
      'en',
      'es',
      'zh-CN',
      'zh-TW',
      'ar',
      'bn',
      'ko',
      'ht',
      'ur',
    ]);
  });
});
