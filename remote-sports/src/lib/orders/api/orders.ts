import type { CancelledBets, UnmatchedBet } from 'shared-api-types';
import { ApiError, callApi, clientFailureText } from 'shared-auth';

export type OrderWriteOutcome = { ok: true } | { ok: false; message: string };

/** POST /Player/GetUnmatchedBets {Id}: the caller's waiting orders of the match, oldest first. */
export const getUnmatchedBets = (matchId: string): Promise<UnmatchedBet[]> =>
  callApi<UnmatchedBet[]>('/Player/GetUnmatchedBets', { Id: matchId }, { silent: true });

/**
 * A write on waiting orders with its Idempotency-Key (a repeat after a lost reply does nothing
 * twice): done, or the sentence to show. The reply's data is not read: the panel reads the
 * orders again after every write (UpdateBet's reply shape is the API's to settle).
 */
async function orderWrite(path: string, body: object, key: string): Promise<OrderWriteOutcome> {
  try {
    await callApi<CancelledBets | object>(path, body, {
      idempotencyKey: key,
      silent: true,
      read: ({ data }) => (data ?? {}) as object,
    });
    return { ok: true };
  } catch (err) {
    return {
      ok: false,
      message: err instanceof ApiError ? err.message : clientFailureText('WRITE_UNCONFIRMED'),
    };
  }
}

/** POST /Player/CancelBet {BetId}: one waiting order's remainder. */
export const cancelBet = (betId: string, key: string) =>
  orderWrite('/Player/CancelBet', { BetId: betId }, key);

/** POST /Player/CancelBets {Id, MarketType}: every waiting order of the caller on that market. */
export const cancelBets = (matchId: string, marketType: 'odds' | 'toss', key: string) =>
  orderWrite('/Player/CancelBets', { Id: matchId, MarketType: marketType }, key);

/**
 * POST /Player/UpdateBet {BetId, Price?, Stake?}: a new price cancels and replaces the order (it
 * loses its queue place), a smaller stake keeps its place. Price and Stake as decimal text.
 */
export const updateBet = (change: { BetId: string; Price?: string; Stake?: string }, key: string) =>
  orderWrite('/Player/UpdateBet', change, key);
