import type { CasinoPlaceBetRequest, PlacedBet } from 'shared-api-types';
import { readBalanceCents, readBalanceData } from '../auth-core/user-routes';
import { findStoredReply, idempotentRequest, storeReply } from '../../db/idempotency';
import type { Db } from '../../db/types';
import { badRequest, ok, refuse, type OkReply, type RefusedReply } from '../../http/reply';
import { formatCents, parseCents } from 'shared-maths/money';
import { findSelection, gameByCode } from './games/registry';
import { winAmount } from './games/types';
import { roundById } from './round-store';
import { casinoMarketKey } from './settle-round';
import { checkBetAllowed, type Bettor } from '../safer-gambling/check-bet';

export type PlaceBetReply = OkReply<PlacedBet> | RefusedReply;

const fmtRate = (rate: number): string => formatCents(rate);

/**
 * Places one casino bet: input checked first (400, nothing written), then in one transaction that
 * locks the round (shared) and the player's row: round open, rate unchanged, stake limits,
 * available balance covers the round's worst case, Idempotency-Key replay.
 */
export async function placeCasinoBet(
  db: Db,
  bettor: Bettor,
  body: CasinoPlaceBetRequest,
  idemKey: string | null,
  now: () => Date = () => new Date(),
): Promise<PlaceBetReply> {
  const { userId } = bettor;
  const game = gameByCode(body.TableCode);
  if (!game) throw badRequest(`TableCode ${body.TableCode} is not a casino table`);
  const selection = findSelection(game, body.Market, body.Selection);
  if (!selection)
    throw badRequest(
      `${game.name} has no selection "${body.Selection}" in market "${body.Market}"`,
    );
  const rate = parseCents(body.Rate, 'Rate');
  const stake = parseCents(body.Stake, 'Stake');
  if (stake <= 0) throw badRequest('Stake must be more than 0');
  const roundId = Number(body.RoundId);
  const idem = idempotentRequest('/Casino/PlaceBet', idemKey, {
    tableCode: game.code,
    roundId,
    market: body.Market,
    selection: body.Selection,
    rate,
    stake,
  });

  return db.transaction(async (tx): Promise<PlaceBetReply> => {
    const round = await roundById(tx, roundId, 'FOR SHARE');
    if (!round || round.table_code !== game.code)
      throw badRequest(`RoundId ${body.RoundId} is not a round of ${game.name}`);
    const users = await tx.query<{ min_stake: number; max_stake: number }>(
      'SELECT min_stake, max_stake FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    const user = users[0];
    if (!user) throw new Error(`User ${userId} not found`);
    const seen = await findStoredReply<PlaceBetReply>(tx, userId, idem);
    if (seen) return seen;
    if (round.status !== 'open' || round.closes_at <= new Date())
      return refuse('Betting is closed for this round');
    if (rate !== selection.rate) {
      return refuse(`Rate changed to ${fmtRate(selection.rate)}, please place the bet again`);
    }
    if (stake < user.min_stake)
      return refuse(`Minimum stake is ${formatCents(user.min_stake)} Coins`);
    if (stake > user.max_stake)
      return refuse(`Maximum stake is ${formatCents(user.max_stake)} Coins`);
    // The player's own limits, under the lock of their row (docs/safer-gambling.md).
    const mine = await checkBetAllowed(
      tx,
      bettor,
      { stakeCents: stake, worstCaseCents: stake },
      now(),
    );
    if (mine) return refuse(mine);
    const before = await readBalanceCents(tx, userId);
    if (stake > before.available) return refuse('Insufficient balance for this bet');

    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO casino_bets (user_id, table_code, round_id, market, selection, rate, stake, win_amount, loss_amount, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $7, $9) RETURNING id`,
      [
        userId,
        game.code,
        String(round.id),
        body.Market,
        body.Selection,
        rate,
        stake,
        winAmount(stake, rate),
        idemKey,
      ],
    );
    await tx.query(
      `INSERT INTO exposures (user_id, market_key, amount) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, market_key) DO UPDATE SET amount = exposures.amount + EXCLUDED.amount`,
      [userId, casinoMarketKey(game.code, round.id), stake],
    );
    const reply = ok<PlacedBet>(
      { betId: String(inserted[0]?.id), balance: await readBalanceData(tx, userId) },
      'Bet placed',
    );
    await storeReply(tx, userId, idem, reply);
    return reply;
  });
}
