import { ApiError, callApi, clientFailureText } from 'shared-auth';

/**
 * A refusal: the sentence to show, its code (REFUSAL_CODES) when the exchange sent one, and the
 * code's values when it sent them (INSUFFICIENT_BALANCE: needed, available).
 */
export type BetRefusal = {
  ok: false;
  message: string;
  code: string | null;
  values?: Readonly<Record<string, unknown>> | null;
};

export type BetWriteOutcome<T> = { ok: true; reply: T } | BetRefusal;

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
      unconfirmed: 'BET_UNCONFIRMED',
      fallback,
      silent: true,
      read: ({ data }) => ((data as T | null)?.balance ? (data as T) : undefined),
    });
    return { ok: true, reply };
  } catch (err) {
    return err instanceof ApiError
      ? { ok: false, message: err.message, code: err.code, values: err.values }
      : { ok: false, message: clientFailureText('BET_UNCONFIRMED'), code: 'BET_UNCONFIRMED' };
  }
}
