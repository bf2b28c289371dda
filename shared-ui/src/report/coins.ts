/** Exact sums of decimal Coin strings ("12.50", "-3") via integer cents; unreadable text counts 0. */
import { formatCents, tryParseCents } from 'shared-maths/money';

export function sumCoins(values: readonly string[]): string {
  return formatCents(values.reduce((sum, v) => sum + (tryParseCents(v) ?? 0), 0));
}

export function isNegativeCoins(value: string): boolean {
  return (tryParseCents(value) ?? 0) < 0;
}
