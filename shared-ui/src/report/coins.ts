/** Exact sums of decimal Coin strings ("12.50", "-3") via integer cents, never floats. */

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

export function coinsToCents(value: string): number {
  const match = DECIMAL.exec(value.trim());
  if (!match) return 0;
  const [, minus, whole = '0', frac = ''] = match;
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return minus ? -cents : cents;
}

export function centsToCoins(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function sumCoins(values: readonly string[]): string {
  return centsToCoins(values.reduce((sum, v) => sum + coinsToCents(v), 0));
}

export function isNegativeCoins(value: string): boolean {
  return coinsToCents(value) < 0;
}
