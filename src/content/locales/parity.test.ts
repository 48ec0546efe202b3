// Parity of every translation with its English source (docs/i18n.md): a translation may change words,
// never facts. For each translated module and each string in it, every run of digits in the English (phone
// numbers, prices, temperatures, durations, counts) appears in the translation, and every phone number keeps its
// Western digits; lists have the same length (a first-aid topic's steps, warnings and when-to-call items);
// ids, anchors, icons, kinds, routes and tones are the English ones; a template of the chrome or the listings'
// words keeps its {slots}.
// Data-driven over whatever translations exist: a missing one is listed as a skipped test, so the emergency
// core's gaps show in every run.
import { describe, expect, it } from 'vitest';
import { routeContentModules } from '../../config/locales.ts';
import { routeDescriptions } from '../../config/route-head.ts';
import { phoneKey, phonesIn } from '../../core/phone.ts';
import { DESCRIBED_EMERGENCY_COPY, RED_FLAG_COPY } from '../triage/red-flags.ts';
import { chrome as englishChrome } from './en/chrome.ts';
import { slotsOf } from './fill.ts';
import { LOCALES } from './types.ts';

type Module = Record<string, unknown>;

// A page's copy is in src/content/pages/; copy shared by several pages (site, shelters, rescues…) is one level up.
const english = import.meta.glob<Module>('../pages/*.ts', { eager: true });
const englishShared = import.meta.glob<Module>(['../*.ts', '!../*.test.ts'], { eager: true });
// The assistant's reply texts (chat.ts, red-flags.ts) are keyed by flag id, not shaped like a page module: the red
// flags' words are checked below, the replies by the assistant's own tests (src/composition/assistant-languages.test.ts).
const translations = import.meta.glob<Module>(
  ['./*/*.ts', '!./en/*.ts', '!./*/*.test.ts', '!./*/chat.ts', '!./*/red-flags.ts'],
  { eager: true },
);

const moduleName = (file: string) => file.replace(/^.*\/|\.ts$/g, '');
const translated = Object.entries(translations).map(([file, module]) => {
  const [, locale = '', name = ''] = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(file) ?? [];
  return { locale, name, module };
});
// The routes' meta descriptions are the registry's (route-head.ts: only the prerender reads them).
const englishModule = (name: string): Module | undefined =>
  name === 'chrome'
    ? { chrome: englishChrome }
    : name === 'route-head'
      ? { routeDescriptions }
      : [english, englishShared].flatMap(Object.entries).find(([file]) => moduleName(file) === name)?.[1];

/** Keys whose values are identifiers, not words: they must be the English ones (a list of them too: worseIf). */
const IDENTIFIER_KEYS = new Set(['id', 'anchor', 'icon', 'kind', 'route', 'tone', 'topic', 'href', 'path', 'flag']);
const IDENTIFIER_LIST_KEYS = new Set(['worseIf']);
/** Modules of templates the code fills in (fill, ./fill.ts): each keeps exactly its English {slots}. */
const TEMPLATE_MODULES = new Set(['chrome', 'listings']);

const digitRuns = (text: string): string[] => text.match(/\d+/g) ?? [];

/** Every way a translation differs from its English source in a fact, as "path: problem" lines. */
function parityProblems(en: unknown, tr: unknown, path: string, templates: boolean): string[] {
  if (typeof en === 'string') {
    if (typeof tr !== 'string') return [`${path}: should be text`];
    const problems: string[] = [];
    const have = digitRuns(tr);
    for (const run of digitRuns(en)) {
      const at = have.indexOf(run);
      if (at < 0) problems.push(`${path}: "${run}" is missing (English: ${JSON.stringify(en)})`);
      else have.splice(at, 1);
    }
    const phones = new Set(phonesIn(tr).map(phoneKey));
    for (const phone of phonesIn(en)) {
      if (!phones.has(phoneKey(phone)))
        problems.push(`${path}: the phone ${phone} is not written out in Western digits`);
    }
    if (templates && slotsOf(en).join() !== slotsOf(tr).join())
      problems.push(`${path}: slots ${slotsOf(tr).join()} should be ${slotsOf(en).join()}`);
    return problems;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(tr)) return [`${path}: should be a list`];
    if (tr.length !== en.length) return [`${path}: ${tr.length} items, English has ${en.length}`];
    return en.flatMap((item, i) => parityProblems(item, tr[i], `${path}[${i}]`, templates));
  }
  if (en !== null && typeof en === 'object') {
    if (tr === null || typeof tr !== 'object' || Array.isArray(tr)) return [`${path}: should be an object`];
    const trRecord = tr as Record<string, unknown>;
    const enRecord = en as Record<string, unknown>;
    const extra = Object.keys(trRecord).filter((key) => !(key in enRecord));
    return [
      ...extra.map((key) => `${path}.${key}: not in the English`),
      ...Object.entries(enRecord).flatMap(([key, value]) => {
        if (!(key in trRecord)) return [`${path}.${key}: missing`];
        if (IDENTIFIER_KEYS.has(key) && typeof value === 'string' && trRecord[key] !== value)
          return [`${path}.${key}: ${JSON.stringify(trRecord[key])} should be ${JSON.stringify(value)}`];
        if (
          IDENTIFIER_LIST_KEYS.has(key) &&
          Array.isArray(value) &&
          JSON.stringify(trRecord[key]) !== JSON.stringify(value)
        )
          return [`${path}.${key}: ${JSON.stringify(trRecord[key])} should be ${JSON.stringify(value)}`];
        return parityProblems(value, trRecord[key], `${path}.${key}`, templates);
      }),
    ];
  }
  // A text built by a function (a count, a distance) is checked by its page's own tests.
  if (typeof en === 'function') return typeof tr === 'function' ? [] : [`${path}: should be a function`];
  return Object.is(en, tr) ? [] : [`${path}: ${JSON.stringify(tr)} should be ${JSON.stringify(en)}`];
}

describe('parityProblems', () => {
  it('finds a changed number, a lost phone, a shorter list, a changed id and a lost slot', () => {
    const en = { id: 'poisoning', steps: ['Call (212) 838-8100 now', 'Wait 2-3 minutes'], note: 'Call {phone}' };
    const good = {
      id: 'poisoning',
      steps: ['Llame ya al (212) 838-8100', 'Espere 2-3 minutos'],
      note: 'Llame {phone}',
    };
    expect(parityProblems(en, good, 'page', true)).toEqual([]);
    const bad = { id: 'veneno', steps: ['Llame ya', 'Espere 5 minutos'], note: 'Llame' };
    expect(parityProblems(en, bad, 'page', true)).toEqual([
      'page.id: "veneno" should be "poisoning"',
      'page.steps[0]: "212" is missing (English: "Call (212) 838-8100 now")',
      'page.steps[0]: "838" is missing (English: "Call (212) 838-8100 now")',
      'page.steps[0]: "8100" is missing (English: "Call (212) 838-8100 now")',
      'page.steps[0]: the phone (212) 838-8100 is not written out in Western digits',
      'page.steps[1]: "2" is missing (English: "Wait 2-3 minutes")',
      'page.steps[1]: "3" is missing (English: "Wait 2-3 minutes")',
      'page.note: slots  should be phone',
    ]);
    expect(parityProblems({ steps: ['a', 'b'] }, { steps: ['a'] }, 'p', false)).toEqual([
      'p.steps: 1 items, English has 2',
    ]);
    expect(
      parityProblems({ flag: 'seizure', worseIf: ['a', 'b'] }, { flag: 'crush', worseIf: ['b', 'a'] }, 'p', false),
    ).toEqual(['p.flag: "crush" should be "seizure"', 'p.worseIf: ["b","a"] should be ["a","b"]']);
  });

  it('reads a phone in other digits as missing', () => {
    expect(parityProblems('Call 212-838-8100', 'اتصل ٢١٢-٨٣٨-٨١٠٠', 'p', false)).toHaveLength(4);
  });
});

describe.each(translated)('$locale/$name matches its English', ({ locale, name, module }) => {
  it('has the same facts, lists, ids and slots as the English module', () => {
    expect(LOCALES as readonly string[]).toContain(locale);
    const en = englishModule(name);
    expect(en, `src/content/pages/${name}.ts or src/content/${name}.ts should exist`).toBeDefined();
    const problems = Object.entries(module).flatMap(([key, value]) =>
      key in (en ?? {})
        ? parityProblems(en?.[key], value, key, TEMPLATE_MODULES.has(name))
        : [`${key}: not in the English`],
    );
    expect(problems).toEqual([]);
  });
});

// The emergency core: every language has its chrome and every module its core pages read. A missing one is a
// skipped test named after it, so the gap shows in every run until the translation lands.
const coreModules = [
  'chrome',
  ...new Set(['home', 'emergency', 'breathing', 'firstAid'].flatMap((id) => routeContentModules[id as 'home'] ?? [])),
];
const expected = LOCALES.filter((l) => l !== 'en').flatMap((locale) => coreModules.map((name) => `${locale}/${name}`));
const present = new Set(translated.map((t) => `${t.locale}/${t.name}`));

describe('the emergency core in every language', () => {
  it('names the modules it expects: chrome, the four core pages and the listings’ words, in eight languages', () => {
    expect(coreModules.sort()).toEqual(['breathing', 'chrome', 'emergency', 'first-aid', 'home', 'listings']);
    expect(expected).toHaveLength(8 * 6);
  });
  for (const key of expected) {
    it.skipIf(!present.has(key))(`${key} is translated${present.has(key) ? '' : ' (MISSING: not yet written)'}`, () => {
      expect(present.has(key)).toBe(true);
    });
  }
});

// The red flags' words in each language (the assistant's answers and the checker's outcomes read them): every flag is
// one the English has, and its label and steps keep the English facts; steps, where written, are as many.
const englishFlags: Readonly<Record<string, { label: string; steps: readonly string[] }>> = {
  ...RED_FLAG_COPY,
  'described-emergency': DESCRIBED_EMERGENCY_COPY,
};
const flagTranslations = Object.entries(import.meta.glob<Module>('./*/red-flags.ts', { eager: true })).map(
  ([file, module]) => ({ locale: file.split('/')[1] ?? '', flags: Object.values(module)[0] as Module }),
);

describe.each(flagTranslations)('$locale/red-flags matches the English flags', ({ flags }) => {
  it('names only English flags, and keeps their facts and number of steps', () => {
    const problems = Object.entries(flags).flatMap(([id, words]) => {
      const en = englishFlags[id];
      if (!en) return [`${id}: not an English red flag`];
      const { label, steps } = words as { label: string; steps?: readonly string[] };
      return [
        ...parityProblems(en.label, label, `${id}.label`, false),
        ...(steps ? parityProblems(en.steps, steps, `${id}.steps`, false) : []),
      ];
    });
    expect(problems).toEqual([]);
  });
});
