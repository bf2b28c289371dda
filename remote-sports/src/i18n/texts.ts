import {
  BET_UNCONFIRMED_MESSAGE,
  defineTexts,
  refusalText,
  WRITE_UNCONFIRMED_MESSAGE,
  type TextFn,
} from 'shared-auth';
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
 * A refusal as shown: its code worded by shared-auth in the player's language with its values
 * (an unknown code: the server's sentence), and the unconfirmed write's sentences.
 */
export function refusalShown(
  t: TextFn<SportsKey>,
  message: string,
  code?: string | null,
  values?: unknown,
): string {
  if (message === BET_UNCONFIRMED_MESSAGE) return t('slip.unconfirmed');
  if (message === WRITE_UNCONFIRMED_MESSAGE) return t('orders.unconfirmed');
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
