import { useMemo } from 'react';
import type { UnmatchedBet } from 'shared-api-types';
import { formatCents, tryParseCents } from 'shared-maths/money';
import { useUnmatched } from '../../lib/orders/unmatched-query';

/** Per runner: `back|1.55` -> the player's waiting Coins there, and the orders behind it. */
export interface LadderOrders {
  sizes: Map<string, Map<string, string>>;
  orders: Map<string, UnmatchedBet[]>;
}

/** The player's waiting orders of one market, summed per runner, side and price. */
export function ladderOrders(list: readonly UnmatchedBet[], marketType: string): LadderOrders {
  const cents = new Map<string, Map<string, number>>();
  const orders = new Map<string, UnmatchedBet[]>();
  for (const o of list) {
    if (o.marketType !== marketType) continue;
    const at = `${o.side}|${o.price}`;
    let runner = cents.get(o.selectionId);
    if (!runner) cents.set(o.selectionId, (runner = new Map()));
    runner.set(at, (runner.get(at) ?? 0) + (tryParseCents(o.remaining) ?? 0));
    const key = `${o.selectionId}|${at}`;
    orders.set(key, [...(orders.get(key) ?? []), o]);
  }
  const sizes = new Map(
    [...cents].map(([sid, m]) => [sid, new Map([...m].map(([k, c]) => [k, formatCents(c)]))]),
  );
  return { sizes, orders };
}

export function useLadderOrders(matchId: string, marketType: string): LadderOrders {
  const list = useUnmatched(matchId);
  return useMemo(() => ladderOrders(list, marketType), [list, marketType]);
}
