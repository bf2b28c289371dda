import { exposureWithWaiting, type WaitingOrder } from 'shared-maths/order-book';
import type { Queryable } from '../../src/db/types';
import type { SimMatch } from '../../src/modules/sports/feed/sim-types';

/** Each match-odds / toss market's runner ids by market key, from the simulator's matches. */
export function runnerIdsOfMatches(matches: Iterable<SimMatch>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of matches)
    for (const kind of ['odds', 'toss'] as const)
      out.set(
        `sports:${m.matchId}:${kind}:${m[kind].marketId}`,
        m[kind].runners.map((r) => r.selectionId),
      );
  return out;
}

/** A match-odds / toss market whose stored exposure differs from its recomputed worst case. */
export interface ExposureMismatch {
  userId: number;
  key: string;
  stored: number;
  recomputed: number;
}

/**
 * Every player's (and the house's) stored exposure of each match-odds / toss market against the
 * worst case recomputed from the rows: their open matched bets and their waiting orders'
 * reservations (shared-maths exposureWithWaiting over `runnerIds`, the markets' runners, and any
 * the rows name). Returns the mismatches (none: all agree).
 */
export async function exposureMismatches(
  db: Queryable,
  runnerIds: ReadonlyMap<string, readonly string[]>,
): Promise<ExposureMismatch[]> {
  const bets = await db.query<{
    user_id: number;
    match_id: string;
    market_type: string;
    market_id: string;
    selection_id: string;
    side: 'back' | 'lay';
    win_amount: number;
    loss_amount: number;
  }>(
    `SELECT user_id, match_id, market_type, market_id, selection_id, side,
            win_amount::bigint AS win_amount, loss_amount::bigint AS loss_amount
       FROM sports_bets WHERE status = 'open' AND market_type IN ('odds', 'toss')`,
  );
  const orders = await db.query<{
    user_id: number;
    match_id: string;
    market_type: string;
    market_id: string;
    selection_id: string;
    side: 'back' | 'lay';
    price: number;
    remaining: number;
  }>(
    `SELECT user_id, match_id, market_type, market_id, selection_id, side, price,
            remaining::bigint AS remaining
       FROM sports_orders WHERE state = 'waiting'`,
  );
  const stored = await db.query<{ user_id: number; market_key: string; amount: number }>(
    `SELECT user_id, market_key, amount::bigint AS amount FROM exposures
      WHERE market_key LIKE 'sports:%:odds:%' OR market_key LIKE 'sports:%:toss:%'`,
  );
  type Acc = {
    userId: number;
    ids: Set<string>;
    matched: { side: 'back' | 'lay'; selectionId: string; win: number; loss: number }[];
    waiting: WaitingOrder[];
  };
  const all = new Map<string, Acc>();
  const at = (userId: number, key: string): Acc => {
    const id = `${userId}|${key}`;
    let a = all.get(id);
    if (!a) {
      a = { userId, ids: new Set(), matched: [], waiting: [] };
      all.set(id, a);
    }
    return a;
  };
  const keyOf = (r: { match_id: string; market_type: string; market_id: string }) =>
    `sports:${r.match_id}:${r.market_type}:${r.market_id}`;
  for (const b of bets) {
    const a = at(b.user_id, keyOf(b));
    a.ids.add(b.selection_id);
    a.matched.push({
      side: b.side,
      selectionId: b.selection_id,
      win: Number(b.win_amount),
      loss: Number(b.loss_amount),
    });
  }
  for (const o of orders) {
    const a = at(o.user_id, keyOf(o));
    a.waiting.push({
      selectionId: o.selection_id,
      side: o.side,
      price: o.price,
      remaining: Number(o.remaining),
    });
  }
  for (const s of stored) at(s.user_id, s.market_key);
  const out: ExposureMismatch[] = [];
  for (const [id, a] of all) {
    const key = id.slice(id.indexOf('|') + 1);
    const ids = [...new Set([...a.ids, ...(runnerIds.get(key) ?? [])])];
    const recomputed = exposureWithWaiting(ids, a.matched, a.waiting);
    const row = stored.find((s) => s.user_id === a.userId && s.market_key === key);
    const have = Number(row?.amount ?? 0);
    if (have !== recomputed) out.push({ userId: a.userId, key, stored: have, recomputed });
  }
  return out;
}
