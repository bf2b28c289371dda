import { tryParseCents } from 'shared-maths/money';
import type { BetRefusal } from '../../lib/bets/api/bet-write';

/**
 * The value on offer now (gross cents) of a "Cash out value changed" refusal: its `amount` value
 * when the exchange sent one, else read from the sentence ("... now 2.78 Coins"); null for any
 * other refusal.
 */
export function changedValue(refusal: BetRefusal): number | null {
  const sent = refusal.values?.amount;
  if (typeof sent === 'number' && Number.isSafeInteger(sent)) return sent;
  if (typeof sent === 'string') return tryParseCents(sent);
  const said = /^Cash out value changed: now (-?\d+\.\d\d) Coins$/.exec(refusal.message);
  return said ? tryParseCents(said[1]) : null;
}
