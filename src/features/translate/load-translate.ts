import { googleLanguageCode, translateConfig, translateLanguages } from './translate-config';

interface TranslateElementOptions {
  pageLanguage: string;
  includedLanguages: string;
  autoDisplay: boolean;
}
type TranslateElement = new (options: TranslateElementOptions, containerId: string) => unknown;

type TranslateWindow = Window & {
  google?: { translate?: { TranslateElement?: TranslateElement } };
} & Record<string, unknown>;

let pending: Promise<TranslateElement> | undefined;

/**
 * Adds the translate script once and resolves with its element's constructor once it has loaded; rejects on a
 * load error, a missing API or the timeout (the script is external and may never arrive). A failed attempt is
 * forgotten, so a later call tries again.
 */
function loadScript(win: TranslateWindow, timeoutMs: number): Promise<TranslateElement> {
  pending ??= new Promise<TranslateElement>((resolve, reject) => {
    const doc = win.document;
    const script = doc.createElement('script');
    let settled = false;
    const finish = (result: TranslateElement | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      Reflect.deleteProperty(win, translateConfig.callbackName);
      if (!(result instanceof Error)) return resolve(result);
      script.remove();
      pending = undefined;
      reject(result);
    };
    const timer = setTimeout(() => finish(new Error('Translate script timed out')), timeoutMs);
    win[translateConfig.callbackName] = () =>
      finish(win.google?.translate?.TranslateElement ?? new Error('Translate API missing'));
    script.src = `${translateConfig.scriptUrl}?cb=${translateConfig.callbackName}`;
    script.async = true;
    script.onerror = () => finish(new Error('Translate script failed to load'));
    doc.head.append(script);
  });
  return pending;
}

/**
 * Loads the translate script (once) and renders its element into the container, told the language the page is
 * written in (Google's code for it: `googlePageLanguage`), so a Spanish or Arabic page is translated from
 * Spanish or Arabic, not read as English.
 */
export async function loadTranslate({
  win = window as unknown as TranslateWindow,
  timeoutMs = translateConfig.timeoutMs,
  pageLanguage,
}: {
  win?: TranslateWindow;
  timeoutMs?: number;
  pageLanguage: string;
}): Promise<void> {
  const Element = await loadScript(win, timeoutMs);
  new Element(
    { pageLanguage, includedLanguages: translateLanguages.map(googleLanguageCode).join(','), autoDisplay: false },
    translateConfig.containerId,
  );
}
