import { formatCents, tryParseCents } from 'shared-maths/money';

/** One waiting order at the edited price (oldest first, as GetUnmatchedBets lists them). */
export interface EditedOrder {
  betId: string;
  remaining: string;
}

/** One write of an edit: UpdateBet's change of one order, or the cancel of an order cut to 0. */
export type EditWrite =
  | { kind: 'update'; change: { BetId: string; Price?: string; Stake?: string } }
  | { kind: 'cancel'; betId: string };

export type EditPlan =
  { ok: true; writes: EditWrite[] } | { ok: false; fault: 'noChange' | 'tooBig' | 'zero' };

/**
 * The writes that take the player's waiting orders at one price (the ladder shows them summed)
 * to `toPrice` with `totalCents` waiting in all. A stake can only get smaller (a larger one is
 * a new bet); the cut is taken from the newest orders first, so the oldest keep their place in
 * the queue; an order cut to nothing is cancelled. A new price moves every order that stays.
 */
export function planEdit(
  orders: readonly EditedOrder[],
  fromPrice: string,
  toPrice: string,
  totalCents: number,
): EditPlan {
  const remaining = orders.map((o) => tryParseCents(o.remaining) ?? 0);
  const total = remaining.reduce((a, c) => a + c, 0);
  if (totalCents <= 0) return { ok: false, fault: 'zero' };
  if (totalCents > total) return { ok: false, fault: 'tooBig' };
  const moved = toPrice !== fromPrice;
  if (!moved && totalCents === total) return { ok: false, fault: 'noChange' };
  let cut = total - totalCents;
  const writes: EditWrite[] = [];
  for (let i = orders.length - 1; i >= 0; i -= 1) {
    const order = orders[i];
    const has = remaining[i] ?? 0;
    if (!order) continue;
    const take = Math.min(has, cut);
    cut -= take;
    if (take === has) writes.push({ kind: 'cancel', betId: order.betId });
    else if (take > 0 || moved)
      writes.push({
        kind: 'update',
        change: {
          BetId: order.betId,
          ...(moved ? { Price: toPrice } : {}),
          ...(take > 0 ? { Stake: formatCents(has - take) } : {}),
        },
      });
  }
  return { ok: true, writes: writes.reverse() };
}
