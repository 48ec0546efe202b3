// The site's languages and the shape of a translation. English is the source: every other language's content
// module (src/content/locales/<locale>/<page>.ts) exports the same names as the English module in
// src/content/pages/, with the same structure, every string translated. Ids, anchors, icons, routes, tones and
// kinds are not translated; the parity test checks that they, every number and every phone are unchanged.

/** Lower-case BCP 47 tags; English is unprefixed in URLs, every other locale is `/<locale>/…`. */
export const LOCALES = ['en', 'es', 'zh', 'zh-hant', 'ar', 'bn', 'ko', 'ht', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];

/** Arabic and Urdu read right to left. */
export const RTL_LOCALES: readonly Locale[] = ['ar', 'ur'];

/** The same shape as the English content with every string widened to `string`, so a translation can hold it. */
export type Translated<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? readonly Translated<U>[]
      : T extends (...args: infer A) => infer R
        ? (...args: A) => Translated<R>
        : T extends object
          ? { readonly [K in keyof T]: Translated<T[K]> }
          : T;
