// Types for playwright.config.ts, which imports browser.mjs.
export declare const chromiumPath: string | undefined;
export declare const CHROMIUM_FLAGS: string[];
export declare const playwrightLaunchOptions: { executablePath?: string; args: string[] };
export declare const testLaunchOptions: { executablePath?: string; args: string[] };
