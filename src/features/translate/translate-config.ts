// The translation widget's settings (docs/requirements.md). Google's Website Translator element: the classic
// drop-in that translates a static page in place with no account or key.

import type { Locale } from '@/content/locales/types';

/** docs/requirements.md#constants, in the spec's order and spelling. */
export const translateLanguages = [
  'en',
  'es',
  'zh-cn',
  'ar',
  'ru',
  'fr',
  'pt',
  'ko',
  'vi',
  'tl',
  'it',
  'de',
  'pl',
  'ur',
  'hi',
  'bn',
  'th',
] as const;

export const translateConfig = {
  scriptUrl: 'https://translate.google.com/translate_a/element.js',
  /** Every origin the element loads scripts, styles, images or data from once running: the CSP allows these. */
  cspOrigins: [
    'https://translate.google.com',
    'https://translate.googleapis.com',
    'https://translate-pa.googleapis.com',
    'https://www.gstatic.com',
  ],
  /** The global the script calls once it has loaded (its `cb` parameter). */
  callbackName: 'bodegaCatCareTranslateInit',
  containerId: 'google-translate-element',
  /** Our own limit: after this long on a weak signal the widget says it is unavailable instead of spinning. */
  timeoutMs: 15_000,
} as const;

/**
 * The code Google's element knows a page of ours by (its `pageLanguage`): our Chinese pages are Simplified
 * (`zh`, Google's zh-CN) and Traditional (`zh-hant`, zh-TW); every other locale is the same code.
 */
export function googlePageLanguage(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : locale === 'zh-hant' ? 'zh-TW' : locale;
}

/** Google's codes put a region in capitals (zh-CN); the spec writes them in lower case. */
export function googleLanguageCode(code: string): string {
  const [language, region] = code.split('-');
  return region ? `${language}-${region.toUpperCase()}` : code;
}
