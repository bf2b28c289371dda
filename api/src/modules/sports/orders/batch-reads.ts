/** What a batch reads once for all its orders: the players' funds and each order's own rules. */
import type { Queryable } from '../../../db/types';
import type { LockedPlayer } from '../../../money/player-lock';
import { settledNetSince } from '../../safer-gambling/net-result';
import { betRefusal, lossChecks, readBetRules, rulesOf } from '../../safer-gambling/check-bet';
import { exposureAfter, type BetRow } from '../bets/bet-rows';
import { marketRefusal, rowOf } from '../bets/market-write';
import { stakeLimitRefusal } from '../../../money/stake-limits';
import type { ChangeMarket } from './apply-change';
import { takerBet, type PlanOrder, type PlayerFunds } from './batch-plan';
import { newBetOf, type BatchOrder } from './batch-order';
/** The players' funds as the batch needs them, in two statements (exposures, open bets). */
export async function readPlayerFunds(
  tx: Queryable,
  key: string,
  m: ChangeMarket,
  players: ReadonlyMap<number, LockedPlayer>,
): Promise<Map<number, PlayerFunds>> {
  const ids = [...players.keys()];
  const exposures = await tx.query<{ id: number; other: number }>(
    `SELECT u.id, COALESCE(SUM(e.amount) FILTER (WHERE e.market_key <> $2), 0)::bigint AS other
       FROM unnest($1::int[]) AS u(id) LEFT JOIN exposures e ON e.user_id = u.id GROUP BY u.id`,
    [ids, key],
  );
  const bets = await tx.query<BetRow & { user_id: number }>(
    `SELECT user_id, selection_id, side, line, win_amount, loss_amount FROM sports_bets
      WHERE user_id = ANY($1::int[]) AND match_id = $2 AND market_type = $3 AND market_id = $4
        AND status = 'open'`,
    [ids, m.matchId, m.marketType, m.marketId],
  );
  const out = new Map<number, PlayerFunds>();
  for (const e of exposures)
    out.set(e.id, { balance: players.get(e.id)?.balance ?? 0, otherExposure: e.other, open: [] });
  for (const { user_id, ...bet } of bets) out.get(user_id)?.open.push(bet);
  return out;
}

/** Each order's own rules, read for the batch: stake limits, the market, safer gambling. */
export async function orderChecks(
  tx: Queryable,
  orders: readonly (BatchOrder | null)[],
  market: { status: string } | undefined,
  players: ReadonlyMap<number, LockedPlayer>,
  runnerIds: readonly string[],
  now: Date,
): Promise<
  (o: PlanOrder, index: number, view: { open: readonly BetRow[]; risk: number }) => string | null
> {
  const live = orders.filter((o): o is BatchOrder => o !== null);
  const rules = await readBetRules(
    tx,
    live.map((o) => o.bettor),
    now,
  );
  // Settled results only for players with a loss limit (one read each; most have none).
  const nets = new Map<number, number[]>();
  for (const o of live) {
    const { starts } = lossChecks(
      rulesOf(rules, o.bettor),
      { stakeCents: 1, worstCaseCents: 1 },
      now,
    );
    if (starts.length > 0 && !nets.has(o.userId))
      nets.set(o.userId, await settledNetSince(tx, o.userId, starts));
  }
  const closed = marketRefusal(market);
  return (o, index, view) => {
    const player = players.get(o.userId);
    const order = orders[index];
    if (!player || !order) throw new Error('a batch checked an order it does not hold');
    const stake = stakeLimitRefusal(o.size, player);
    if (stake) return stake;
    if (closed) return closed;
    // An order's worst case is all of it matched at the asked price (its reservation).
    const { win, loss } = takerBet(o, o.price, o.size);
    const asked = rowOf({ ...newBetOf(order, ''), win, loss });
    const ids = [...runnerIds];
    const worst = exposureAfter([...view.open, asked], ids) - exposureAfter([...view.open], ids);
    const risk = { stakeCents: o.size, worstCaseCents: worst };
    return betRefusal(rulesOf(rules, order.bettor), risk, now, nets.get(o.userId) ?? [], view.risk);
  };
}
