import type { ApiReply, Balance, SportsPlaceBetRequest, SportsPlacedBet } from 'shared-api-types';
import { apiClient, BET_UNCONFIRMED_MESSAGE, isOutcomeUnknown, replyMessage } from 'shared-auth';

/** The slip always sends Price and Stake as decimal text. */
export type PlaceBetBody = SportsPlaceBetRequest & { Price: string; Stake: string };

export type PlaceBetOutcome =
  | { ok: true; betId: string; balance: Balance; matchedPrice: string; matchedLine: number | null }
  | { ok: false; message: string };

/**
 * POST /Player/PlaceBet with an Idempotency-Key (one key per bet: a double submit makes one bet).
 * A lost or unreadable reply says the bet is unconfirmed: pressing Place Bet again is safe.
 */
export async function placeBet(
  body: PlaceBetBody,
  idempotencyKey: string,
): Promise<PlaceBetOutcome> {
  try {
    const res = await apiClient.post<ApiReply<SportsPlacedBet>>('/Player/PlaceBet', body, {
      headers: { 'Idempotency-Key': idempotencyKey },
      silent: true,
    });
    if (res.data.status === 0) {
      const { betId, balance, matchedPrice, matchedLine } = res.data.data;
      return { ok: true, betId, balance, matchedPrice, matchedLine };
    }
    return { ok: false, message: res.data.message || 'Bet not placed' };
  } catch (err) {
    if (isOutcomeUnknown(err)) return { ok: false, message: BET_UNCONFIRMED_MESSAGE };
    return { ok: false, message: replyMessage(err) ?? 'Bet not placed' };
  }
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `slip-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
