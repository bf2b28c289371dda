/** What a batch reads once for all its orders: the players' funds and each order's own rules. */
import type { Coded } from '../../../http/reply';
import type { Queryable } from '../../../db/types';
import type { LockedPlayer } from '../../../money/player-lock';
import { settledNetSince } from '../../safer-gambling/net-result';
import { betRefusal, lossChecks, readBetRules, rulesOf } from '../../safer-gambling/check-bet';
import { exposureAfter, type BetRow } from './bet-rows';
import { marketRefusal, rowOf } from './market-write';
import { stakeLimitRefusal } from '../../../money/stake-limits';
import { payoff } from 'shared-maths';
import type { PlanOrder, PlayerFunds } from './batch-plan';
import { newBetOf, type BatchOrder } from './batch-order';
/** A market of the batch, as its reads name it. */
export interface FundsMarket {
  key: string;
  matchId: string;
  marketType: string;
  marketId: string;
}

/**
 * The players' funds as a batch needs them, read once for all its markets in ONE statement
 * (every exposure row of the players, their open bets of those markets, and the house's). A
 * runner market's worst case adds up its bets, so each player's bets of one runner and side come
 * summed as one row (sports_positions, kept by a trigger of sports_bets): the read does not grow
 * with the bets a market has taken. `of(key, ids)` is one
 * market's view for its players; `wrote(key, exposures)` records what a market's write left, so a later market
 * of the batch sees it (as a later transaction would).
 */
export async function readBatchFunds(
  tx: Queryable,
  players: ReadonlyMap<number, LockedPlayer>,
  markets: readonly FundsMarket[],
  house: number,
): Promise<{
  of: (key: string, ids: readonly number[]) => Map<number, PlayerFunds>;
  /** The house's open bets of a market. */
  houseOpen: (key: string) => BetRow[];
  wrote: (key: string, exposures: ReadonlyMap<number, number>) => void;
}> {
  const ids = [...players.keys()];
  const [read] = await tx.query<{
    exposures: { user_id: number; market_key: string; amount: number }[] | null;
    bets: (BetRow & { user_id: number; market_key: string })[] | null;
  }>(
    `SELECT
       (SELECT json_agg(e) FROM (
          SELECT user_id, market_key, amount FROM exposures WHERE user_id = ANY($1::int[])) e) AS exposures,
       (SELECT json_agg(b) FROM (
          SELECT b.user_id, k.key AS market_key, b.selection_id, b.side, b.line, b.win_amount, b.loss_amount
            FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) AS k(key, match_id, market_type, market_id)
            JOIN sports_positions b ON b.match_id = k.match_id AND b.market_type = k.market_type
                                   AND b.market_id = k.market_id
           WHERE b.user_id = ANY($6::int[]) AND b.bets > 0) b) AS bets`,
    [
      ids,
      markets.map((m) => m.key),
      markets.map((m) => m.matchId),
      markets.map((m) => m.marketType),
      markets.map((m) => m.marketId),
      [...ids, house],
    ],
  );
  // each player's exposure per market key
  const exposure = new Map<number, Map<string, number>>(ids.map((id) => [id, new Map()]));
  for (const e of read?.exposures ?? []) exposure.get(e.user_id)?.set(e.market_key, e.amount);
  const open = new Map<string, (BetRow & { user_id: number })[]>();
  for (const { market_key, ...bet } of read?.bets ?? [])
    open.set(market_key, [...(open.get(market_key) ?? []), bet]);
  return {
    of: (key, mine) => {
      const out = new Map<number, PlayerFunds>();
      for (const id of mine) {
        let other = 0;
        for (const [k, amount] of exposure.get(id) ?? []) if (k !== key) other += amount;
        out.set(id, { balance: players.get(id)?.balance ?? 0, otherExposure: other, open: [] });
      }
      for (const { user_id, ...bet } of open.get(key) ?? []) out.get(user_id)?.open.push(bet);
      return out;
    },
    houseOpen: (key) =>
      (open.get(key) ?? []).filter((b) => b.user_id === house).map(({ user_id: _, ...b }) => b),
    wrote: (key, exposures) => {
      for (const [id, amount] of exposures) exposure.get(id)?.set(key, Math.max(0, amount));
    },
  };
}

/** The safer-gambling rules of a batch's orders, read once: their settings, and settled results for a loss limit. */
export async function readOrderRules(
  tx: Queryable,
  orders: readonly BatchOrder[],
  now: Date,
): Promise<{ rules: Awaited<ReturnType<typeof readBetRules>>; nets: Map<number, number[]> }> {
  const rules = await readBetRules(
    tx,
    orders.map((o) => o.bettor),
    now,
  );
  // Settled results only for players with a loss limit (one read each; most have none).
  const nets = new Map<number, number[]>();
  for (const o of orders) {
    const { starts } = lossChecks(
      rulesOf(rules, o.bettor),
      { stakeCents: 1, worstCaseCents: 1 },
      now,
    );
    if (starts.length > 0 && !nets.has(o.userId))
      nets.set(o.userId, await settledNetSince(tx, o.userId, starts));
  }
  return { rules, nets };
}

/** Each order's own rules, with the batch's rules read: stake limits, the market, safer gambling. */
export function orderChecks(
  { rules, nets }: Awaited<ReturnType<typeof readOrderRules>>,
  orders: readonly (BatchOrder | null)[],
  market: { status: string } | undefined,
  players: ReadonlyMap<number, LockedPlayer>,
  runnerIds: readonly string[],
  now: Date,
): (o: PlanOrder, index: number, view: { open: readonly BetRow[]; risk: number }) => Coded | null {
  const closed = marketRefusal(market);
  return (o, index, view) => {
    const player = players.get(o.userId);
    const order = orders[index];
    if (!player || !order) throw new Error('a batch checked an order it does not hold');
    const stake = stakeLimitRefusal(o.size, player);
    if (stake) return stake;
    if (closed) return closed;
    // An order's worst case is all of it matched at the asked price (its reservation).
    const { win, loss } = payoff({
      kind: o.marketType,
      side: o.side,
      price: o.price,
      stake: o.size,
    });
    const asked = rowOf({ ...newBetOf(order, ''), win, loss });
    const ids = [...runnerIds];
    const worst = exposureAfter([...view.open, asked], ids) - exposureAfter([...view.open], ids);
    const risk = { stakeCents: o.size, worstCaseCents: worst, product: 'Sports' as const };
    return betRefusal(rulesOf(rules, order.bettor), risk, now, nets.get(o.userId) ?? [], view.risk);
  };
}
