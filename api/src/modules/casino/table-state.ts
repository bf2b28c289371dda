import type { CasinoBetView, TableState, TableSummary } from 'shared-api-types';
import type { Queryable } from '../../db/types';
import { formatCents } from 'shared-maths/money';
import { gameByCode } from './games/registry';
import type { GameDef } from './games/types';
import { lastResults, type RoundRow } from './round-store';

/** Seconds to the next phase: betting close, result, next round. */
export function secondsLeft(round: RoundRow, now = new Date()): number {
  const until =
    round.status === 'open'
      ? round.closes_at
      : round.status === 'closed'
        ? round.result_at
        : round.ends_at;
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

export function summarise(game: GameDef, round: RoundRow, now = new Date()): TableSummary {
  return {
    tableCode: game.code,
    path: game.path,
    name: game.name,
    roundId: String(round.id),
    status: round.status,
    secondsLeft: secondsLeft(round, now),
    lastWinner: round.status === 'result' ? round.winner : null,
  };
}

/** A round as every player sees it (what the live stream's table topic carries). */
export async function publicTableState(
  db: Queryable,
  round: RoundRow,
): Promise<Omit<TableState, 'bets'>> {
  const game = gameByCode(round.table_code);
  if (!game) throw new Error(`Unknown table ${round.table_code}`);
  return {
    ...summarise(game, round),
    markets: game.markets.map((m) => ({
      market: m.market,
      selections: m.selections.map((s) => ({ name: s.name, rate: formatCents(s.rate) })),
    })),
    hands: round.status === 'open' ? [] : (round.hands ?? []),
    winner: round.status === 'result' ? round.winner : null,
    lastResults: await lastResults(db, game.code),
  };
}

export async function tableState(
  db: Queryable,
  round: RoundRow,
  userId: number,
): Promise<TableState> {
  const game = gameByCode(round.table_code);
  if (!game) throw new Error(`Unknown table ${round.table_code}`);
  const bets = await db.query<{
    id: number;
    market: string;
    selection: string;
    rate: number;
    stake: number;
    win_amount: number;
    loss_amount: number;
    status: CasinoBetView['status'];
    pl: number | null;
  }>(
    `SELECT id, market, selection, rate, stake, win_amount, loss_amount, status, pl FROM casino_bets
      WHERE user_id = $1 AND table_code = $2 AND round_id = $3 ORDER BY id`,
    [userId, game.code, String(round.id)],
  );
  return {
    ...(await publicTableState(db, round)),
    bets: bets.map((b) => ({
      betId: String(b.id),
      market: b.market,
      selection: b.selection,
      rate: formatCents(b.rate),
      stake: formatCents(b.stake),
      possibleWin: formatCents(b.win_amount),
      possibleLoss: formatCents(-b.loss_amount),
      status: b.status,
      pl: b.pl === null ? null : formatCents(b.pl),
    })),
  };
}
