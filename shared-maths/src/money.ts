/**
 * Money is integer cents (hundredths of a Coin); amounts cross the wire as decimal strings
 * ("1234.50"). These helpers are the only string/number boundary, for the API and every client.
 */

/** Largest accepted amount: 1e12 Coins. */
export const MAX_COINS = 1e12;
export const MAX_CENTS = MAX_COINS * 100;

export class MoneyError extends Error {
  override name = 'MoneyError';
}

/** Cents -> "1234.50" / "-0.75". Throws for a non-integer. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents))
    throw new MoneyError(`Amount ${cents} is not a whole number of cents`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const DECIMAL = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * Parses a Coin amount ("1234.5", "10", 12.25, -3) to integer cents.
 * Rejects NaN, infinities, exponents, more than 2 decimal places and more than 1e12 Coins.
 * `field` names the input in the error sentence.
 */
export function parseCents(value: unknown, field = 'Amount'): number {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new MoneyError(`${field} must be a number`);
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    throw new MoneyError(`${field} must be a number`);
  }
  const match = DECIMAL.exec(text);
  if (!match) {
    throw new MoneyError(`${field} must be a number with at most 2 decimal places`);
  }
  const [, minus, whole = '0', frac = ''] = match;
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (cents > MAX_CENTS) throw new MoneyError(`${field} must not exceed ${MAX_COINS} Coins`);
  return minus && cents !== 0 ? -cents : cents;
}

/** Like parseCents but returns null instead of throwing. */
export function tryParseCents(value: unknown): number | null {
  try {
    return parseCents(value);
  } catch {
    return null;
  }
}

/**
 * Indian digit grouping with Latin digits ("2000000" -> "20,00,000"), in every language
 * (docs/architecture.md): the last three digits, then pairs. Written out rather than through
 * Intl.NumberFormat('en-IN'): a page's first Intl object costs 15 to 50 ms at 1x CPU in Chromium,
 * in the start-up's task of a page whose first draw shows amounts and no time.
 */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * A Coin amount for display ("-200000.5" -> "-2,00,000.50"): the one money formatter of every
 * app. The whole Coins and the cents come from the exact integer, never through a float.
 * Anything that is not an amount is shown as it is, so a bad value is visible rather than hidden.
 */
export function formatCoins(amount: string | number): string {
  const cents = tryParseCents(amount);
  if (cents === null) return String(amount).trim();
  const abs = Math.abs(cents);
  const frac = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${groupIndian(String(Math.floor(abs / 100)))}.${frac}`;
}
