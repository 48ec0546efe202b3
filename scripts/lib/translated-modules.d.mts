// Types for vite.config.ts and playwright.config.ts, which import translated-modules.mjs.
export declare function translatedModuleList(root: string): string[];
export declare function localeLoaders(root: string): import('vite').Plugin;
