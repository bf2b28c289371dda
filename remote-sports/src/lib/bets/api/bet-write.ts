import { ApiError, BET_UNCONFIRMED_MESSAGE, callApi } from 'shared-auth';

export type BetWriteOutcome<T> = { ok: true; reply: T } | { ok: false; message: string };

/**
 * A bet-making call (PlaceBet, CashOut) with an Idempotency-Key: its reply, which carries the new
 * balance, or the sentence to show. A lost or unreadable reply says the bet is unconfirmed:
 * sending it again with the same key is safe.
 */
export async function betWrite<T extends { balance: unknown }>(
  path: string,
  body: object,
  idempotencyKey: string,
  fallback: string,
): Promise<BetWriteOutcome<T>> {
  try {
    const reply = await callApi<T>(path, body, {
      idempotencyKey,
      unconfirmed: BET_UNCONFIRMED_MESSAGE,
      fallback,
      silent: true,
      read: ({ data }) => ((data as T | null)?.balance ? (data as T) : undefined),
    });
    return { ok: true, reply };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError ? err.message : BET_UNCONFIRMED_MESSAGE };
  }
}
