// Types of chromium.mjs for the TypeScript packages (playwright.config.ts).
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
