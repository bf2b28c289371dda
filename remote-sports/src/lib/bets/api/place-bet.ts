import type { SportsPlaceBetRequest, SportsPlacedBet } from 'shared-api-types';
import { t } from '../../../i18n/texts';
import { betWrite, type BetRefusal } from './bet-write';

/** The slip always sends Price and Stake as decimal text. */
export type PlaceBetBody = SportsPlaceBetRequest & { Price: string; Stake: string };

export type PlaceBetOutcome =
  | ({ ok: true } & Pick<
      SportsPlacedBet,
      'betId' | 'balance' | 'matchedPrice' | 'matchedLine' | 'matched' | 'waiting'
    > & {
        /** The price asked (what waits in the book waits at it). */
        askedPrice: string;
      })
  | BetRefusal;

/**
 * POST /Player/PlaceBet with an Idempotency-Key (one key per bet: a double submit makes one bet).
 * A lost or unreadable reply says the bet is unconfirmed: pressing Place Bet again is safe.
 */
export async function placeBet(
  body: PlaceBetBody,
  idempotencyKey: string,
): Promise<PlaceBetOutcome> {
  const outcome = await betWrite<SportsPlacedBet>(
    '/Player/PlaceBet',
    body,
    idempotencyKey,
    t('slip.notPlaced'),
  );
  if (!outcome.ok) return outcome;
  const { betId, balance, matchedPrice, matchedLine, matched, waiting } = outcome.reply;
  return {
    ok: true,
    betId,
    balance,
    matchedPrice,
    matchedLine,
    matched,
    waiting,
    askedPrice: body.Price,
  };
}
