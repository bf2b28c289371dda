import type { Db } from '../../../db/types';
import { commissionOf, fancyBetPl, runnerBetPl, spreadCommission } from 'shared-maths';
import { lockPlayer } from '../../../money/player-lock';
import { marketKey } from '../market-key';
import { onBooks } from '../exchange/book-write';
import { lapseAtSettlement } from '../exchange/lapse-orders';
import { OrderEvents } from '../exchange/order-events';
import type { MarketResult } from '../feed/sim-types';

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
 * same transaction). Per player: pl = sum of bet pl; commission = floor(max(0, pl) * rate / 10000)
 * (match rate for odds/book/toss, session rate for fancy); balance += pl - commission; ledger rows
 * 'settlement' (and 'commission'); bets settled with result, pl and their share of commission;
 * exposure row deleted; waiting orders lapse first. Returns false when the market was already
 * settled. `onSettled` gets the players whose money moved and the lapses' order events, after
 * the commit (awaited).
 */
export async function settleMarket(
  db: Db,
  result: MarketResult,
  onSettled?: (userIds: number[], marketKey: string, lapsed: OrderEvents) => Promise<void> | void,
): Promise<boolean> {
  const key = marketKey(result.matchId, result.kind, result.marketId);
  const resultText = result.kind === 'session' ? String(result.score) : result.winnerName;
  const paid: number[] = [];
  let lapsed = new OrderEvents();
  // match odds and toss: on the book in the owner's memory, kept after the commit (book-write.ts)
  const applied = await onBooks({ db }, (bw) =>
    db.transaction(async (tx) => {
      bw.begin();
      paid.length = 0;
      const markets = await tx.query<{ name: string; match_name: string }>(
        `UPDATE sports_markets mk SET status = 'settled', result = $2, settled_at = now()
         FROM sports_matches m
        WHERE mk.market_key = $1 AND mk.status = 'open' AND m.match_id = mk.match_id
        RETURNING mk.name, m.name AS match_name`,
        [key, resultText],
      );
      const market = markets[0];
      if (!market) return false;
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
        [result.matchId, result.kind, result.marketId],
      );
      const byUser = new Map<number, OpenBet[]>();
      for (const bet of bets) byUser.set(bet.user_id, [...(byUser.get(bet.user_id) ?? []), bet]);
      const description = `${market.match_name} - ${market.name}`;
      for (const [userId, userBets] of byUser) {
        // The market row is locked above (the status flip): then each player (money/player-lock.ts).
        const user = await lockPlayer(tx, userId);
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
      return true;
    }),
  );
  if (applied && paid.length > 0) await onSettled?.(paid, key, lapsed);
  return applied;
}
