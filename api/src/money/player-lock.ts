import type { Queryable } from '../db/types';

/** The player's row as a money change needs it, locked for the rest of the transaction. */
export interface LockedPlayer {
  balance: number;
  min_stake: number;
  max_stake: number;
  match_comm_bp: number;
  session_comm_bp: number;
  casino_comm_bp: number;
}

/**
 * THE LOCK ORDER of every money change: first the market (a sports market row, a casino round),
 * then a match-odds / toss market's order book (sports/exchange/book-lock.ts), then the players'
 * rows, in user_id order (an order and the resting orders it matches lock all their players). Bets take the market FOR SHARE (bets on one
 * market run side by side), settlement FOR UPDATE (or by updating it), so a bet either commits
 * before its market settles, and is settled with it, or sees it settled; and no two transactions
 * wait on each other in opposite orders. Bets, settlement (a sports market's, a casino round's),
 * the lapse at in play and the house re-quote lock through money/write-path.ts (lockPlayers).
 * The row lock is FOR NO KEY UPDATE (what an UPDATE of the balance takes):
 * it does not block a row that only references the player (a foreign key's FOR KEY SHARE), so a
 * fill that writes the house's bets without locking the house never waits for a settlement that
 * holds the house (FOR UPDATE made that a deadlock; api/test/money/player-lock.test.ts).
 * Returns the players' rows, read in one statement and locked in user_id order, by id.
 */
export async function lockPlayers(
  tx: Queryable,
  userIds: readonly number[],
): Promise<Map<number, LockedPlayer>> {
  const rows = await tx.query<LockedPlayer & { id: number }>(
    `SELECT id, balance, min_stake, max_stake, match_comm_bp, session_comm_bp, casino_comm_bp
       FROM users WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE`,
    [userIds],
  );
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}
