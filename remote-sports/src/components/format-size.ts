/** One decimal, none when it is 0: 9.8, 10. */
const oneDecimal = (n: number): string => String(Math.round(n * 10) / 10);

/**
 * A price cell's size, one way everywhere (a "10.0k" beside a "9825" read as two scales): whole
 * Coins below 1,000, then thousands as k (one decimal below 100k), millions as M.
 */
export function formatSize(n: number): string {
  if (Math.round(n) < 1000) return String(Math.round(n));
  if (n < 100_000) return `${oneDecimal(n / 1000)}k`;
  if (n < 999_500) return `${Math.round(n / 1000)}k`;
  return `${oneDecimal(n / 1_000_000)}M`;
}
