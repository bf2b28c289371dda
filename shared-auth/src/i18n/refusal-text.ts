import { codedText } from './coded-text';
import { defineLazyTexts } from './define-texts';

/**
 * The API's codes in every language (namespace "auth", locales/*.json): loaded when a reply
 * with a code first comes (callApi, login wait for them) or a language is chosen, so none of it
 * is in the first load.
 */
const texts = defineLazyTexts('auth', (language) => import(`./locales/${language}.json`));

/** Resolves when the codes' texts in the player's language (and English) are here. */
export const refusalTextsReady = texts.ready;

/**
 * What the player is told of a reply with a code: this client's own words for it in the
 * player's language, its values (amounts, dates) put in; else the server's sentence (a new
 * code, or the texts not loaded).
 */
export function refusalText(code: unknown, message: string, values?: unknown): string {
  return codedText(texts, { code, message, values });
}
