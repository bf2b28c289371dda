import english from './locales/en.json';
import { defineTexts } from './define-texts';

/** shared-auth's texts (namespace "auth"): the API's refusals by code. */
const { t } = defineTexts('auth', english, (language) => import(`./locales/${language}.json`));

type AuthKey = keyof typeof english;
const known = new Set<string>(Object.keys(english));

/**
 * What the player is told of a refusal: this client's own words for a code it knows, in the
 * player's language; else the server's sentence (a new code, or one whose sentence has numbers).
 */
export function refusalText(code: unknown, message: string): string {
  const key = `code.${String(code)}`;
  return typeof code === 'string' && known.has(key) ? t(key as AuthKey) : message;
}
