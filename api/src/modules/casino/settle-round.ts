import type { Queryable } from '../../db/types';
import { DEFERRED } from '../../money/batch-queue';
import type { LockedPlayer } from '../../money/player-lock';
import { writeSystem, type WritePathDeps } from '../../money/write-path';
import { betPl, outcomeKey, type Outcome } from './games/types';
import { gameByCode } from './games/registry';
import { roundById, type RoundRow } from './round-store';

interface OpenBet {
  id: number;
  user_id: number;
  market: string;
  selection: string;
  rate: number;
  stake: number;
}

export const casinoMarketKey = (tableCode: string, roundId: number | string): string =>
  `casino:${tableCode}:${roundId}`;

/**
 * Spreads a commission over the bets in proportion to their winnings; the parts add up exactly
 * (the rounding remainder goes to the largest winner).
 */
export function spreadCommission(pls: readonly number[], commission: number): number[] {
  const parts = pls.map(() => 0);
  const wins = pls.map((pl) => Math.max(0, pl));
  const totalWins = wins.reduce((a, b) => a + b, 0);
  if (commission <= 0 || totalWins === 0) return parts;
  let given = 0;
  wins.forEach((w, i) => {
    parts[i] = Math.floor((commission * w) / totalWins);
    given += parts[i] ?? 0;
  });
  const largest = wins.indexOf(Math.max(...wins));
  parts[largest] = (parts[largest] ?? 0) + commission - given;
  return parts;
}

/** Commission on a player's net round win at their casino rate: floor(max(0, pl) x bp / 10000). */
export const casinoCommission = (pl: number, bp: number): number =>
  Math.floor((Math.max(0, pl) * bp) / 10_000);

async function settleUser(
  tx: Queryable,
  userId: number,
  user: LockedPlayer,
  bets: OpenBet[],
  outcomes: Record<string, Outcome>,
  ctx: { tableCode: string; roundId: number; winner: string; description: string },
): Promise<void> {
  const pls = bets.map((b) =>
    betPl(outcomes[outcomeKey(b.market, b.selection)] ?? 'lose', b.stake, b.rate),
  );
  const pl = pls.reduce((a, b) => a + b, 0);
  const commission = casinoCommission(pl, user.casino_comm_bp);
  const parts = spreadCommission(pls, commission);
  const key = casinoMarketKey(ctx.tableCode, ctx.roundId);
  const afterPl = user.balance + pl;
  await tx.query('UPDATE users SET balance = $2 WHERE id = $1', [userId, afterPl - commission]);
  await tx.query(
    `INSERT INTO ledger (user_id, kind, amount, balance_after, description, ref_type, ref_id)
     VALUES ($1, 'settlement', $2, $3, $4, 'casino_round', $5)`,
    [userId, pl, afterPl, ctx.description, key],
  );
  if (commission > 0) {
    await tx.query(
      `INSERT INTO ledger (user_id, kind, amount, balance_after, description, ref_type, ref_id)
       VALUES ($1, 'commission', $2, $3, $4, 'casino_round', $5)`,
      [userId, -commission, afterPl - commission, `Commission - ${ctx.description}`, key],
    );
  }
  for (const [i, bet] of bets.entries()) {
    await tx.query(
      `UPDATE casino_bets SET status = 'settled', result = $2, pl = $3, commission = $4, settled_at = now()
        WHERE id = $1 AND status = 'open'`,
      [bet.id, ctx.winner, pls[i], parts[i]],
    );
  }
  await tx.query('DELETE FROM exposures WHERE user_id = $1 AND market_key = $2', [userId, key]);
}

/** A round dealt and waiting for settlement. */
type ClosedRound = RoundRow & { winner: string; outcomes: Record<string, Outcome> };

/**
 * Settles a closed round exactly once: every player's bets, balance, ledger rows and exposure in
 * one transaction, guarded by the round's status (closed -> result under FOR UPDATE), as a write
 * of the one write path (money/write-path.ts writeSystem): the round, then every player of its
 * open bets locked together in user_id order, then the writes; after the commit the path tells
 * each of them (balance, the round settled). Returns false when the round was not waiting for
 * settlement (already settled, still open). `onSettled` gets the players paid, after that.
 */
export async function settleRound(
  deps: WritePathDeps,
  roundId: number,
  endsAt?: Date,
  onSettled?: (userIds: number[], marketKey: string) => void,
): Promise<boolean> {
  let key = '';
  let byUser = new Map<number, OpenBet[]>();
  const settled = await writeSystem<ClosedRound, void>(deps, {
    // (read after the commit: the round's key, known once it is locked)
    get settledMarket() {
      return key;
    },
    lockMarket: async (tx) => {
      const round = await roundById(tx, roundId, 'FOR UPDATE');
      if (!round || round.status !== 'closed' || !round.outcomes || round.winner === null)
        return DEFERRED;
      key = casinoMarketKey(round.table_code, roundId);
      return { ...round, winner: round.winner, outcomes: round.outcomes };
    },
    // the round is locked: no bet joins it meanwhile
    players: async (tx, round) => {
      const bets = await tx.query<OpenBet>(
        `SELECT id, user_id, market, selection, rate, stake FROM casino_bets
          WHERE round_id = $1 AND table_code = $2 AND status = 'open' ORDER BY user_id, id`,
        [String(roundId), round.table_code],
      );
      byUser = new Map();
      for (const bet of bets) byUser.set(bet.user_id, [...(byUser.get(bet.user_id) ?? []), bet]);
      return [...byUser.keys()];
    },
    write: async ({ tx, market: round, players }) => {
      const game = gameByCode(round.table_code);
      const ctx = {
        tableCode: round.table_code,
        roundId,
        winner: round.winner,
        description: `${game?.name ?? round.table_code} round ${roundId}`,
      };
      for (const [userId, userBets] of byUser) {
        const user = players.get(userId);
        if (!user) throw new Error(`User ${userId} not found`);
        await settleUser(tx, userId, user, userBets, round.outcomes, ctx);
      }
      await tx.query(
        `UPDATE casino_rounds SET status = 'result', settled_at = now(), ends_at = COALESCE($2, ends_at) WHERE id = $1`,
        [roundId, endsAt ?? null],
      );
    },
  });
  if (settled === DEFERRED) return false;
  if (byUser.size > 0) onSettled?.([...byUser.keys()], key);
  return true;
}
