import type { codedText as CodedText } from './coded-text';
import { defineLazyTexts } from './define-texts';
import { i18n } from './i18n-instance';
import { DEFAULT_LANGUAGE } from './languages';

/**
 * The API's codes in every language (namespace "auth", locales/*.json) and the code that words
 * them (coded-text.ts: the date formatter comes with it): loaded when a reply with a code first
 * comes (callApi and login wait for them) or another language is chosen, so none of it is in
 * /login's first load.
 */
const texts = defineLazyTexts('auth', (language) => import(`./locales/${language}.json`));
let wording: typeof CodedText | null = null;

/** Resolves when the codes' texts in the player's language (and English) are here. */
export async function refusalTextsReady(): Promise<void> {
  const [loaded] = await Promise.all([import('./coded-text'), texts.ready()]);
  wording = loaded.codedText;
}

const readyForLanguage = (language: string) => {
  if (language !== DEFAULT_LANGUAGE) void refusalTextsReady();
};
readyForLanguage(i18n.language);
i18n.on('languageChanged', readyForLanguage);

/**
 * What the player is told of a reply with a code: this client's own words for it in the
 * player's language, its values (amounts, dates) put in; else the server's sentence (a new
 * code, or the texts not loaded yet).
 */
export function refusalText(code: unknown, message: string, values?: unknown): string {
  return wording ? wording(texts, { code, message, values }) : message;
}
