import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';

/**
 * A test-only language (issue 28): the Hindi texts as the browser fetches them are replaced by
 * the English ones wrapped in brackets and lengthened by a third, "[Login ~~]", so a text that
 * bypasses the texts, or a layout that cannot take longer words, shows. Nothing ships for it.
 */
const root = path.join(__dirname, '../..');
const english: Record<string, string>[] = fs
  .readdirSync(root)
  .map((dir) => path.join(root, dir, 'src/i18n/locales/en.json'))
  .filter((file) => fs.existsSync(file))
  .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);

/** "[Login ~~]": a third longer, in groups of four at most so that long texts still wrap. */
export function pseudo(text: string): string {
  const pad = '~'.repeat(Math.ceil(text.length / 3)).replace(/(~{4})(?=~)/g, '$1 ');
  return `[${text} ${pad}]`;
}

/** Every English text without placeholders: one of them on screen as it is was not translated. */
export const ENGLISH_TEXTS = new Set(
  english.flatMap((texts) => Object.values(texts)).filter((t) => !t.includes('{{')),
);

/** The English texts of the app whose keys these are, in the pseudo-locale. */
function pseudoFor(keys: string[]): Record<string, string> | null {
  const app = english.find((texts) => keys.every((k) => k in texts));
  if (!app) return null;
  return Object.fromEntries(
    Object.entries(app).map(([k, v]) => [
      k,
      // placeholders stay as they are
      pseudo(v),
    ]),
  );
}

const JSON_CHUNK = /JSON\.parse\('((?:[^'\\]|\\.)*)'\)/;

/** Serves every app's Hindi texts chunk as the pseudo-locale. */
export async function servePseudoLocale(context: BrowserContext): Promise<void> {
  await context.route(/\.js(\?|$)/, async (route) => {
    // a script cut off by a navigation is let through as it is
    const response = await route.fetch().catch(() => null);
    if (!response) return route.continue().catch(() => undefined);
    const body = await response.text();
    const found = JSON_CHUNK.exec(body);
    if (!found || !/[\u0900-\u097F]/.test(body)) return route.fulfill({ response, body });
    const texts = JSON.parse(new Function(`return '${found[1]}'`)() as string) as object;
    const replaced = pseudoFor(Object.keys(texts));
    if (!replaced) return route.fulfill({ response, body });
    const literal = JSON.stringify(replaced).replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    return route.fulfill({
      response,
      body: body.replace(found[0], () => `JSON.parse('${literal}')`),
    });
  });
}
