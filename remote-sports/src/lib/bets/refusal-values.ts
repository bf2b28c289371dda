import { formatCoins } from 'shared-auth';
import { formatCents } from 'shared-maths/money';

/** An amount of a refusal's values for display: a number is cents, a string is Coins. */
export function moneyValue(value: unknown): string | null {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) ? formatCoins(formatCents(value)) : null;
  if (typeof value === 'string' && /^-?\d+(\.\d{1,2})?$/.test(value.trim()))
    return formatCoins(value);
  return null;
}

/**
 * "Insufficient balance": what the bet needs and what is available, from the server's values
 * when it sent both, else from the slip (the extra exposure) and the balance shown (cents).
 */
export function shortfall(
  values: Readonly<Record<string, unknown>> | null | undefined,
  neededCents: number,
  availableText: string | null,
): { needed: string; available: string } | null {
  const needed = moneyValue(values?.needed);
  const available = moneyValue(values?.available);
  if (needed !== null && available !== null) return { needed, available };
  const shown = availableText === null ? null : moneyValue(availableText);
  return shown === null
    ? null
    : { needed: formatCoins(formatCents(neededCents)), available: shown };
}
