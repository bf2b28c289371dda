import type { Queryable } from '../../../db/types';
import { uncoveredRefusal, type Coded } from '../../../http/reply';
import { readBalanceCents } from '../../../money/balances';
import {
  exposureOf,
  fancyPositions,
  runnerPositions,
  type MarketKind,
  type Side,
} from 'shared-maths';

/** A player's open bet of one market, as the exposure maths needs it. */
export interface BetRow {
  selection_id: string;
  side: Side;
  line: number | null;
  win_amount: number;
  loss_amount: number;
}

/** The market's worst case for these bets: runners (odds/book/toss) or run ranges (null: fancy). */
export function exposureAfter(bets: readonly BetRow[], runnerIds: string[] | null): number {
  if (runnerIds === null) {
    const fancy = bets.map((b) => ({
      side: b.side === 'yes' ? ('yes' as const) : ('no' as const),
      line: b.line ?? 0,
      win: b.win_amount,
      loss: b.loss_amount,
    }));
    return exposureOf(fancyPositions(fancy).map((p) => p.pl));
  }
  return exposureOf(Object.values(runnerPositions(runnerIds, runnerBetsOf(bets))));
}

export const runnerBetsOf = (bets: readonly BetRow[]) =>
  bets.map((b) => ({
    side: b.side,
    selectionId: b.selection_id,
    win: b.win_amount,
    loss: b.loss_amount,
  }));

/** The player's open bets of one market (`marketId`: the session id for a fancy session). */
export const readOpenBets = (
  tx: Queryable,
  userId: number,
  matchId: string,
  marketType: MarketKind,
  marketId: string,
): Promise<BetRow[]> =>
  tx.query<BetRow>(
    `SELECT selection_id, side, line, win_amount, loss_amount FROM sports_bets
      WHERE user_id = $1 AND match_id = $2 AND market_type = $3 AND market_id = $4 AND status = 'open'`,
    [userId, matchId, marketType, marketId],
  );

export interface NewBet {
  userId: number;
  matchId: string;
  eventId: string;
  marketId: string;
  marketType: MarketKind;
  selectionId: string;
  selectionName: string;
  side: Side;
  price: number;
  line: number | null;
  stake: number;
  win: number;
  loss: number;
  idempotencyKey: string | null;
  askedPrice: number;
  askedLine: number | null;
}

/** Inserts one bet; returns its id. */
export async function insertBet(tx: Queryable, b: NewBet): Promise<string> {
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO sports_bets (user_id, match_id, event_id, market_id, market_type, selection_id, selection_name,
                             side, price, line, stake, win_amount, loss_amount, idempotency_key,
                             asked_price, asked_line)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [
      b.userId,
      b.matchId,
      b.eventId,
      b.marketId,
      b.marketType,
      b.selectionId,
      b.selectionName,
      b.side,
      b.price,
      b.line,
      b.stake,
      b.win,
      b.loss,
      b.idempotencyKey,
      b.askedPrice,
      b.askedLine,
    ],
  );
  return String(inserted[0]?.id);
}

/** Stores the market's exposure (the row goes when it is 0). */
export async function writeExposure(
  tx: Queryable,
  userId: number,
  key: string,
  exposure: number,
): Promise<void> {
  if (exposure > 0) {
    await tx.query(
      `INSERT INTO exposures (user_id, market_key, amount) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, market_key) DO UPDATE SET amount = EXCLUDED.amount`,
      [userId, key, exposure],
    );
  } else {
    await tx.query('DELETE FROM exposures WHERE user_id = $1 AND market_key = $2', [userId, key]);
  }
}

/** The refusal when the market's exposure grows by more than the available balance, or null. */
export async function exposureRefusal(
  tx: Queryable,
  userId: number,
  oldExposure: number,
  newExposure: number,
): Promise<Coded | null> {
  if (newExposure <= oldExposure) return null;
  const { available } = await readBalanceCents(tx, userId);
  return uncoveredRefusal(newExposure - oldExposure, available);
}
