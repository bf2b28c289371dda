import { createHash } from 'node:crypto';
import { HttpError } from '../http/reply';
import type { Queryable } from './types';

/** The call an Idempotency-Key belongs to: its route. */
export type IdempotentCall =
  | '/Player/PlaceBet'
  | '/Player/CashOut'
  | '/Player/CancelBet'
  | '/Player/CancelBets'
  | '/Player/UpdateBet'
  | '/Casino/PlaceBet';

/** One request under a player's Idempotency-Key: the call, the key and the request's fingerprint. */
export interface IdempotentRequest {
  call: IdempotentCall;
  key: string;
  fingerprint: string;
}

export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new bet.';

/** JSON with the object keys sorted: the same request always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The request under `key` (null without a key). `request` is the parsed request (amounts in
 * cents), so "2.00" and 2 are one request; its sha256 is the fingerprint.
 */
export function idempotentRequest(
  call: IdempotentCall,
  key: string | null,
  request: object,
): IdempotentRequest | null {
  if (key === null) return null;
  const fingerprint = createHash('sha256').update(canonical(request), 'utf8').digest('hex');
  return { call, key, fingerprint };
}

/**
 * The reply stored for this player's key on this call: a repeated request gets the first reply
 * and makes nothing new. The key with a different request is an HTTP 422 (IETF Idempotency-Key
 * draft; nothing written). Rows from before fingerprints (NULL) replay as they did.
 */
export async function findStoredReply<T>(
  db: Queryable,
  userId: number,
  req: IdempotentRequest | null,
): Promise<T | null> {
  if (!req) return null;
  const rows = await db.query<{ response: T; fingerprint: string | null }>(
    'SELECT response, fingerprint FROM idempotency WHERE user_id = $1 AND scope = $2 AND key = $3',
    [userId, req.call, req.key],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.fingerprint !== null && row.fingerprint !== req.fingerprint)
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED, 'IDEMPOTENCY_KEY_REUSED');
  return row.response;
}

/** Stores the reply; call inside the same transaction as the write it answers. */
export async function storeReply(
  tx: Queryable,
  userId: number,
  req: IdempotentRequest | null,
  reply: unknown,
): Promise<void> {
  if (!req) return;
  await tx.query(
    `INSERT INTO idempotency (user_id, scope, key, fingerprint, response)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [userId, req.call, req.key, req.fingerprint, JSON.stringify(reply)],
  );
}
