// Types for vite.config.ts and playwright.config.ts, which import translated-modules.mjs.
export declare function translatedModuleList(root: string): string[];
export declare function localeLoaders(
  root: string,
  bundles: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>,
): import('vite').Plugin;
export declare function chunkFileNames(chunk: { moduleIds: string[] }): string;
export declare function bundlePreloads(file: string, deps: string[]): string[];
