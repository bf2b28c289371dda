import { commissionOf, fancyBetPl, runnerBetPl, spreadCommission } from 'shared-maths';
import { DEFERRED } from '../../../money/batch-queue';
import { writeSystem, type WritePathDeps } from '../../../money/write-path';
import { marketKey } from '../market-key';
import { lockOrderBook } from '../exchange/book-lock';
import type { BookMemory } from '../exchange/book-memory';
import { onBooks } from '../exchange/book-write';
import { lapseAtSettlement } from '../exchange/lapse-orders';
import { OrderEvents } from '../exchange/order-events';
import type { MarketResult } from '../feed/sim-types';

interface MarketNames {
  name: string;
  match_name: string;
}

interface OpenBet {
  id: number;
  user_id: number;
  selection_id: string;
  side: 'back' | 'lay' | 'yes' | 'no';
  line: number | null;
  win_amount: number;
  loss_amount: number;
}

function betPl(bet: OpenBet, result: MarketResult): number {
  const payoff = { win: bet.win_amount, loss: bet.loss_amount };
  if (result.kind === 'session') {
    return fancyBetPl(
      { ...payoff, side: bet.side === 'yes' ? 'yes' : 'no', line: bet.line ?? 0 },
      result.score,
    );
  }
  return runnerBetPl({ ...payoff, side: bet.side, selectionId: bet.selection_id }, result.winnerId);
}

/**
 * Settles one market for every player, exactly once (the market row goes open -> settled in the
 * same transaction), as a write of the one write path (money/write-path.ts writeSystem): the
 * market, its book, then every player of its open bets and its waiting orders, locked together in
 * user_id order, before anything else is written. Per player: pl = sum of bet pl; commission =
 * floor(max(0, pl) * rate / 10000) (match rate for odds/book/toss, session rate for fancy);
 * balance += pl - commission; ledger rows 'settlement' (and 'commission'); bets settled with
 * result, pl and their share of commission; exposure row deleted; waiting orders lapse first.
 * After the commit the path tells each of those players (balance, exposure, lapses, the market
 * settled). Returns false when the market was already settled. `onSettled` gets the players
 * whose money moved and the lapses' order events, after that (awaited).
 */
export async function settleMarket(
  deps: WritePathDeps & { books?: BookMemory },
  result: MarketResult,
  onSettled?: (userIds: number[], marketKey: string, lapsed: OrderEvents) => Promise<void> | void,
): Promise<boolean> {
  const key = marketKey(result.matchId, result.kind, result.marketId);
  const resultText = result.kind === 'session' ? String(result.score) : result.winnerName;
  const where = [result.matchId, result.kind, result.marketId];
  const paid: number[] = [];
  let lapsed = new OrderEvents();
  // match odds and toss: on the book in the owner's memory, kept after the commit (book-write.ts)
  const applied = await onBooks(deps, (bw) =>
    writeSystem<MarketNames, void>(deps, {
      settledMarket: key,
      notify: () => lapsed.parts(),
      lockMarket: bw.locking(async (tx) => {
        paid.length = 0;
        lapsed = new OrderEvents();
        const markets = await tx.query<MarketNames>(
          `UPDATE sports_markets mk SET status = 'settled', result = $2, settled_at = now()
           FROM sports_matches m
          WHERE mk.market_key = $1 AND mk.status = 'open' AND m.match_id = mk.match_id
          RETURNING mk.name, m.name AS match_name`,
          [key, resultText],
        );
        const market = markets[0];
        if (!market) return DEFERRED;
        if (result.kind === 'odds' || result.kind === 'toss') await lockOrderBook(tx, key);
        return market;
      }),
      // the book is locked: its waiting orders stay as read until they lapse below
      players: async (tx) =>
        (
          await tx.query<{ user_id: number }>(
            `SELECT user_id FROM sports_bets
              WHERE match_id = $1 AND market_type = $2 AND market_id = $3 AND status = 'open'
             UNION
             SELECT user_id FROM sports_orders
              WHERE match_id = $1 AND market_type = $2 AND market_id = $3 AND state = 'waiting'`,
            where,
          )
        ).map((r) => r.user_id),
      write: async ({ tx, market, players }) => {
        if (result.kind === 'odds') {
          await tx.query(
            `UPDATE sports_matches SET state = 'completed', winner = $2 WHERE match_id = $1`,
            [result.matchId, result.winnerName],
          );
        }
        lapsed = await lapseAtSettlement(tx, bw, {
          matchId: result.matchId,
          marketType: result.kind,
          marketId: result.marketId,
        });
        const bets = await tx.query<OpenBet>(
          `SELECT id, user_id, selection_id, side, line, win_amount, loss_amount FROM sports_bets
          WHERE match_id = $1 AND market_type = $2 AND market_id = $3 AND status = 'open'
          ORDER BY user_id, id`,
          where,
        );
        const byUser = new Map<number, OpenBet[]>();
        for (const bet of bets) byUser.set(bet.user_id, [...(byUser.get(bet.user_id) ?? []), bet]);
        const description = `${market.match_name} - ${market.name}`;
        for (const [userId, userBets] of byUser) {
          const user = players.get(userId);
          if (!user) continue;
          const pls = userBets.map((b) => betPl(b, result));
          const pl = pls.reduce((a, b) => a + b, 0);
          const rate = result.kind === 'session' ? user.session_comm_bp : user.match_comm_bp;
          const commission = commissionOf(pl, rate);
          const shares = spreadCommission(pls, commission);
          const afterPl = user.balance + pl;
          const afterAll = afterPl - commission;
          await tx.query('UPDATE users SET balance = $2 WHERE id = $1', [userId, afterAll]);
          await tx.query(
            `INSERT INTO ledger (user_id, kind, amount, balance_after, description, ref_type, ref_id)
           VALUES ($1, 'settlement', $2, $3, $4, 'sports_market', $5)`,
            [userId, pl, afterPl, description, key],
          );
          if (commission > 0) {
            await tx.query(
              `INSERT INTO ledger (user_id, kind, amount, balance_after, description, ref_type, ref_id)
             VALUES ($1, 'commission', $2, $3, $4, 'sports_market', $5)`,
              [userId, -commission, afterAll, `Commission - ${description}`, key],
            );
          }
          for (const [i, bet] of userBets.entries()) {
            await tx.query(
              `UPDATE sports_bets SET status = 'settled', result = $2, pl = $3, commission = $4, settled_at = now() WHERE id = $1`,
              [bet.id, resultText, pls[i] ?? 0, shares[i] ?? 0],
            );
          }
          await tx.query('DELETE FROM exposures WHERE user_id = $1 AND market_key = $2', [
            userId,
            key,
          ]);
          paid.push(userId);
        }
        for (const userId of lapsed.players) if (!paid.includes(userId)) paid.push(userId);
      },
    }),
  );
  if (applied === DEFERRED) return false;
  if (paid.length > 0) await onSettled?.(paid, key, lapsed);
  return true;
}
