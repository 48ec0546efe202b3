import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { localeLoaders, translatedModuleList } from './translated-modules.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const plugin = localeLoaders(root);

describe('localeLoaders', () => {
  it('resolves only its own ids', () => {
    expect(plugin.resolveId('virtual:locale-loaders')).toBe('\0virtual:locale-loaders');
    expect(plugin.resolveId('virtual:locale-loaders/ar')).toBe('\0virtual:locale-loaders/ar');
    expect(plugin.resolveId('virtual:locale-loaders-other')).toBeUndefined();
    expect(plugin.resolveId('./chrome')).toBeUndefined();
    expect(plugin.load('/src/content/locales/ar/chrome.ts')).toBeUndefined();
  });

  it('maps every language but English to its own list', () => {
    const index = plugin.load('\0virtual:locale-loaders');
    expect(index).toContain(`"es": () => import("virtual:locale-loaders/es")`);
    expect(index).toContain(`"zh-hant": () => import("virtual:locale-loaders/zh-hant")`);
    expect(index).not.toContain('"en"');
  });

  it("lists each of a language's modules, and no other language's", () => {
    const list = plugin.load('\0virtual:locale-loaders/ar');
    const arabic = translatedModuleList(root).filter((key) => key.startsWith('ar/'));
    expect(arabic.length).toBeGreaterThan(0);
    for (const key of arabic) {
      const file = join(root, 'src', 'content', 'locales', `${key}.ts`);
      expect(list).toContain(`${JSON.stringify(key.slice(3))}: () => import(${JSON.stringify(file)})`);
    }
    expect(list.match(/import\(/g)).toHaveLength(arabic.length);
    expect(list).not.toMatch(/locales[\\/]es[\\/]/);
  });
});
