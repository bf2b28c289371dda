import {
  BET_UNCONFIRMED_MESSAGE,
  defineTexts,
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

/** The bet refusals this remote words itself (REFUSAL_CODES; kept off /login's shared-auth). */
const BET_REFUSALS = new Set([
  'ODDS_CHANGED',
  'MARKET_SUSPENDED',
  'BALL_RUNNING',
  'MARKET_CLOSED',
  'INSUFFICIENT_BALANCE',
]);

/**
 * A refusal as shown: shared-auth's sentences of an unconfirmed write in the player's language
 * (a refusal with a known code is translated already by callApi, others are the server's).
 */
export function refusalShown(t: TextFn<SportsKey>, message: string, code?: string | null): string {
  if (code && BET_REFUSALS.has(code)) return t(`refusal.${code}` as SportsKey);
  if (message === BET_UNCONFIRMED_MESSAGE) return t('slip.unconfirmed');
  return message === WRITE_UNCONFIRMED_MESSAGE ? t('orders.unconfirmed') : message;
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
