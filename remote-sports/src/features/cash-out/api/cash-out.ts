import type { CashedOut, CashOutRequest } from 'shared-api-types';
import { ApiError, BET_UNCONFIRMED_MESSAGE, callApi } from 'shared-auth';

export type CashOutOutcome = { ok: true; cashed: CashedOut } | { ok: false; message: string };

/** POST /Player/CashOut with an Idempotency-Key (a double tap makes one cash out). */
export async function cashOut(
  body: CashOutRequest,
  idempotencyKey: string,
): Promise<CashOutOutcome> {
  try {
    const cashed = await callApi<CashedOut>('/Player/CashOut', body, {
      idempotencyKey,
      unconfirmed: BET_UNCONFIRMED_MESSAGE,
      fallback: 'Not cashed out',
      silent: true,
      read: ({ data }) => ((data as CashedOut | null)?.balance ? (data as CashedOut) : undefined),
    });
    return { ok: true, cashed };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError ? err.message : BET_UNCONFIRMED_MESSAGE };
  }
}
