/**
 * PlaceBet's own rules for one order outside a batch (UpdateBet's new order at a new price): the
 * same reads and checks a batch runs for each order (batch-reads.ts readOrderRules and
 * orderChecks: stake limits, the market open, time-out / self-exclusion, the session reminder,
 * loss and stake limits), as a step of the write path.
 */
import { refuse } from '../../../http/reply';
import { readFunds } from '../../../money/balances';
import type { WriteStep } from '../../../money/write-path';
import type { Bettor } from '../../safer-gambling/check-bet';
import { readOpenBets } from './bet-rows';
import type { Located } from '../fixed-odds/market-check';
import type { SportsMarketRow } from './market-write';
import { marketKey } from '../market-key';
import { planOrderOf, type BatchOrder } from './batch-order';
import { orderChecks, readOrderRules } from './batch-reads';
import { marketExposure, readWaiting, type OrderInput } from './order-rows';

export interface RuledOrder {
  bettor: Bettor;
  input: OrderInput;
  live: Extract<Located, { ok: true }>;
  /** The waiting order the new one replaces: its reservation is not the player's risk any more. */
  replaces: string | null;
}

/**
 * The step: `order()` gives the order to check (null: nothing to check, the write refuses or
 * changes no risk). The player's open risk is every exposure with this market's worst case
 * recomputed without the replaced order.
 */
export function orderRulesStep(
  order: () => RuledOrder | null,
  now: () => Date = () => new Date(),
): WriteStep<SportsMarketRow> {
  return async ({ tx, market, player, userId }) => {
    const o = order();
    if (!o) return null;
    const at = now();
    const entry: BatchOrder = {
      userId,
      idempotencyKey: null,
      request: {},
      bettor: o.bettor,
      input: o.input,
      live: o.live,
    };
    const { matchId, marketType, marketId } = o.input;
    const runnerIds = o.live.runnerIds ?? [];
    const rules = await readOrderRules(tx, [entry], at);
    const check = orderChecks(rules, [entry], market, new Map([[userId, player]]), runnerIds, at);
    const open = await readOpenBets(tx, userId, matchId, marketType, marketId);
    const waiting = (await readWaiting(tx, { userId, matchId, marketType, marketId })).filter(
      (w) => w.id !== o.replaces,
    );
    const funds = await readFunds(tx, userId, marketKey(matchId, marketType, marketId));
    const risk = funds.exposure - funds.market + marketExposure(runnerIds, open, waiting);
    const refusal = check(planOrderOf(entry), 0, { open, risk });
    return refusal ? refuse(refusal) : null;
  };
}
