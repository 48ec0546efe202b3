import { googleLanguageCode, translateConfig, translateLanguages } from './translate-config';

interface TranslateElementOptions {
  pageLanguage: string;
  includedLanguages: string;
  autoDisplay: boolean;
}

type TranslateWindow = Window & {
  google?: {
    translate?: { TranslateElement?: new (options: TranslateElementOptions, containerId: string) => unknown };
  };
} & Record<string, unknown>;

let pending: Promise<void> | undefined;

/**
 * Adds the translate script once and resolves when its element has rendered into the container; rejects on a
 * load error, a missing API or the timeout (the script is external and may never arrive). A failed attempt
 * is forgotten, so a later call tries again.
 */
export function loadTranslate({
  win = window as unknown as TranslateWindow,
  timeoutMs = translateConfig.timeoutMs,
}: { win?: TranslateWindow; timeoutMs?: number } = {}): Promise<void> {
  pending ??= new Promise<void>((resolve, reject) => {
    const doc = win.document;
    const script = doc.createElement('script');
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      Reflect.deleteProperty(win, translateConfig.callbackName);
      if (!error) return resolve();
      script.remove();
      pending = undefined;
      reject(error);
    };
    const timer = setTimeout(() => finish(new Error('Translate script timed out')), timeoutMs);
    win[translateConfig.callbackName] = () => {
      const TranslateElement = win.google?.translate?.TranslateElement;
      if (!TranslateElement) return finish(new Error('Translate API missing'));
      try {
        new TranslateElement(
          {
            pageLanguage: translateConfig.pageLanguage,
            includedLanguages: translateLanguages.map(googleLanguageCode).join(','),
            autoDisplay: false,
          },
          translateConfig.containerId,
        );
        finish();
      } catch (error) {
        finish(error instanceof Error ? error : new Error(String(error)));
      }
    };
    script.src = `${translateConfig.scriptUrl}?cb=${translateConfig.callbackName}`;
    script.async = true;
    script.onerror = () => finish(new Error('Translate script failed to load'));
    doc.head.append(script);
  });
  return pending;
}
