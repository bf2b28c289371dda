import type { CasinoPlaceBetRequest, PlacedBet } from 'shared-api-types';
import {
  badRequest,
  coded,
  uncoveredRefusal,
  ok,
  refuse,
  type Coded,
  type OkReply,
  type RefusedReply,
} from '../../http/reply';
import { formatCents, parseCents } from 'shared-maths/money';
import { readBalanceCents, readBalanceData } from '../../money/balances';
import { stakeLimitRefusal } from '../../money/stake-limits';
import { writeMoney, type WritePathDeps, type WriteStep } from '../../money/write-path';
import { saferGamblingStep, type Bettor } from '../safer-gambling/check-bet';
import { findSelection, gameByCode } from './games/registry';
import { winAmount } from './games/types';
import { roundById, type RoundRow } from './round-store';
import { casinoMarketKey } from './settle-round';

export type PlaceBetReply = OkReply<PlacedBet> | RefusedReply;

const refuseIf = (refused: boolean, refusal: Coded): Promise<RefusedReply | null> =>
  Promise.resolve(refused ? refuse(refusal) : null);

/**
 * Places one casino bet: input checked first (400, nothing written), then through the write path
 * (money/write-path.ts) with the round locked (shared) before the player's row: round open, rate
 * unchanged, stake limits, available balance covers the stake (the round's worst case).
 */
export async function placeCasinoBet(
  deps: WritePathDeps,
  bettor: Bettor,
  body: CasinoPlaceBetRequest,
  idemKey: string | null,
): Promise<PlaceBetReply> {
  const { userId } = bettor;
  const game = gameByCode(body.TableCode);
  if (!game)
    throw badRequest(`TableCode ${body.TableCode} is not a casino table`, 'CASINO_TABLE_UNKNOWN');
  const selection = findSelection(game, body.Market, body.Selection);
  if (!selection)
    throw badRequest(
      `${game.name} has no selection "${body.Selection}" in market "${body.Market}"`,
      'CASINO_SELECTION_UNKNOWN',
    );
  const rate = parseCents(body.Rate, 'Rate');
  const stake = parseCents(body.Stake, 'Stake');
  if (stake <= 0) throw badRequest('Stake must be more than 0', 'STAKE_NOT_POSITIVE');
  const roundId = Number(body.RoundId);
  const steps: WriteStep<RoundRow>[] = [
    ({ market: round }) =>
      refuseIf(
        round.status !== 'open' || round.closes_at <= new Date(),
        coded('Betting is closed for this round', 'CASINO_ROUND_CLOSED'),
      ),
    () =>
      refuseIf(
        rate !== selection.rate,
        coded(
          `Rate changed to ${formatCents(selection.rate)}, please place the bet again`,
          'CASINO_RATE_CHANGED',
          { price: formatCents(selection.rate) },
        ),
      ),
    ({ player }) => {
      const refusal = stakeLimitRefusal(stake, player);
      return Promise.resolve(refusal ? refuse(refusal) : null);
    },
    // The player's own limits (docs/safer-gambling.md): a casino bet's worst case is its stake.
    saferGamblingStep(
      bettor,
      () => ({ stakeCents: stake, worstCaseCents: stake, product: 'Casino' }),
      deps.now,
    ),
    async ({ tx }) => {
      const { available } = await readBalanceCents(tx, userId);
      const refusal = uncoveredRefusal(stake, available, 'Insufficient balance for this bet');
      return refusal ? refuse(refusal) : null;
    },
  ];

  return writeMoney(deps, {
    call: '/Casino/PlaceBet',
    userId,
    idempotencyKey: idemKey,
    request: {
      tableCode: game.code,
      roundId,
      market: body.Market,
      selection: body.Selection,
      rate,
      stake,
    },
    lockMarket: async (tx) => {
      const round = await roundById(tx, roundId, 'FOR SHARE');
      if (!round || round.table_code !== game.code)
        throw badRequest(
          `RoundId ${body.RoundId} is not a round of ${game.name}`,
          'CASINO_ROUND_UNKNOWN',
        );
      return round;
    },
    steps,
    write: async ({ tx, market: round }) => {
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
      return ok<PlacedBet>(
        { betId: String(inserted[0]?.id), balance: await readBalanceData(tx, userId) },
        'Bet placed',
      );
    },
  });
}
