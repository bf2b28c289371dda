/** The stored replies of a batch's keys, read and written with one statement each (db/idempotency.ts). */
import {
  IDEMPOTENCY_KEY_REUSED,
  type IdempotentCall,
  type IdempotentRequest,
} from '../db/idempotency';
import type { Queryable } from '../db/types';
import { HttpError } from '../http/reply';

interface Keyed {
  userId: number;
}

/**
 * Per entry: the reply stored under its key, { error } when the key was used for a different
 * request (HTTP 422), undefined when none (or no key, or a null entry).
 */
export async function findStoredReplies<T>(
  tx: Queryable,
  entries: readonly (Keyed | null)[],
  idems: readonly (IdempotentRequest | null)[],
): Promise<(T | { error: unknown } | undefined)[]> {
  const asked = entries.flatMap((e, i) => {
    const idem = idems[i];
    return e && idem ? [{ i, userId: e.userId, idem }] : [];
  });
  const out: (T | { error: unknown } | undefined)[] = entries.map(() => undefined);
  const first = asked[0];
  if (!first) return out;
  const rows = await tx.query<{
    user_id: number;
    key: string;
    response: T;
    fingerprint: string | null;
  }>(
    `SELECT i.user_id, i.key, i.response, i.fingerprint
       FROM idempotency i
       JOIN unnest($2::int[], $3::text[]) AS a(user_id, key) ON a.user_id = i.user_id AND a.key = i.key
      WHERE i.scope = $1`,
    [first.idem.call, asked.map((a) => a.userId), asked.map((a) => a.idem.key)],
  );
  const byKey = new Map(rows.map((r) => [`${r.user_id}:${r.key}`, r]));
  for (const a of asked) {
    const row = byKey.get(`${a.userId}:${a.idem.key}`);
    if (!row) continue;
    out[a.i] =
      row.fingerprint !== null && row.fingerprint !== a.idem.fingerprint
        ? { error: new HttpError(422, IDEMPOTENCY_KEY_REUSED, 'IDEMPOTENCY_KEY_REUSED') }
        : row.response;
  }
  return out;
}

/** Stores the replies of a batch's written entries (those with a key) in one statement. */
export async function storeReplies(
  tx: Queryable,
  replies: readonly { userId: number; idem: IdempotentRequest | null; reply: unknown }[],
): Promise<void> {
  const keyed = replies.flatMap((r) => (r.idem ? [{ ...r, idem: r.idem }] : []));
  const call: IdempotentCall | undefined = keyed[0]?.idem.call;
  if (!call) return;
  await tx.query(
    `INSERT INTO idempotency (user_id, scope, key, fingerprint, response)
     SELECT u, $1, k, f, r::jsonb FROM unnest($2::int[], $3::text[], $4::text[], $5::text[]) AS t(u, k, f, r)`,
    [
      call,
      keyed.map((r) => r.userId),
      keyed.map((r) => r.idem.key),
      keyed.map((r) => r.idem.fingerprint),
      keyed.map((r) => JSON.stringify(r.reply)),
    ],
  );
}
