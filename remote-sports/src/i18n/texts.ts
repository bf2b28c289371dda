import { defineTexts, refusalText, type TextFn } from 'shared-auth';
import type { RunRange } from 'shared-maths/fancy-book';
import english from './locales/en.json';

/** The sports remote's texts (namespace "sports"), loaded with the remote. */
export const { t, useTexts } = defineTexts(
  'sports',
  english,
  (language) => import(`./locales/${language}.json`),
);

export type SportsKey = keyof typeof english;

/**
 * A refusal as shown: its code (the API's, or the client's own as an unconfirmed write) worded
 * by shared-auth in the player's language with its values (an unknown code: the sentence given).
 */
export function refusalShown(
  t: TextFn<SportsKey>,
  message: string,
  code?: string | null,
  values?: unknown,
): string {
  return refusalText(code, message, values);
}

/** The retry button after a refusal: "Bet at 1.90", or "Bet at 100 (52)" for a fancy line. */
export const betAtText = (t: TextFn<SportsKey>, price: string, line: number | null): string =>
  line === null ? t('slip.betAt', { price }) : t('slip.betAtLine', { price, line });

/** A fancy book's run range ("50 to 54", "55 or more") in the player's language. */
export function runRangeText(t: TextFn<SportsKey>, { from, to }: RunRange): string {
  if (to === null) return from === 0 ? t('runs.any') : t('runs.orMore', { from });
  if (from === 0) return t('runs.orLess', { to });
  return from === to ? String(from) : t('runs.range', { from, to });
}
