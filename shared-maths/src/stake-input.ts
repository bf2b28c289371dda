import { tryParseCents } from './money';

/** Why a typed stake is not a stake: each has its own sentence (`stake.<fault>`). */
export type StakeFault = 'empty' | 'negative' | 'notNumber' | 'decimals' | 'zero' | 'tooLarge';

export type StakeRead = { ok: true; cents: number } | { ok: false; fault: StakeFault };

/**
 * A stake as typed, read exactly: nothing is stripped, so "-100" is not 100 and "1e5" is not 15.
 * Commas are read as digit grouping ("1,000" is 1000.00).
 */
export function readStake(typed: string): StakeRead {
  const text = typed.trim().replace(/,/g, '');
  if (text === '') return { ok: false, fault: 'empty' };
  if (/^[-−]/.test(text)) return { ok: false, fault: 'negative' };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, fault: 'notNumber' };
  if (/\.\d{3,}$/.test(text)) return { ok: false, fault: 'decimals' };
  const cents = tryParseCents(`0${text}`.replace(/\.$/, ''));
  if (cents === null) return { ok: false, fault: 'tooLarge' };
  return cents === 0 ? { ok: false, fault: 'zero' } : { ok: true, cents };
}

/** The stake in cents, 0 while it is not a stake (for previews). */
export const stakeCentsOf = (typed: string): number => {
  const read = readStake(typed);
  return read.ok ? read.cents : 0;
};

/** A stake ("500.00") above the maximum ("150.00"): a quick stake the slip would refuse. */
export const aboveMax = (stake: string, max: string): boolean =>
  (tryParseCents(stake) ?? 0) > (tryParseCents(max) ?? Infinity);
