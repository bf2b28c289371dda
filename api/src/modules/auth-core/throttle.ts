import { ADVISORY_LOCKS, advisoryKey } from '../../db/advisory-locks';
import type { Db, Queryable } from '../../db/types';

export const FAILURE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USER = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export function userKey(username: string): string {
  return `user:${username.toLowerCase()}`;
}

export function addressKey(ip: string): string {
  return `ip:${ip}`;
}

/** An attempt still in progress after this long (its process died mid-check) is a failure. */
const STALE_ATTEMPT_SECONDS = 60;
/** How long an attempt waits for a place while others of its keys are being checked. */
const CLAIM_WAIT_MS = 20_000;

/**
 * A key's state in the window. `lockedMinutes`: minutes until it may try again, or null if it is
 * not locked. Locked when `limit` or more failures lie in the window; it opens when the limit-th
 * newest failure leaves the window. An attempt in progress is no failure (unless stale).
 * `taken`: failures and attempts in progress, each of which takes one of the `limit` places.
 * clock_timestamp(), not now(): a claim may wait for its lock while later transactions record.
 */
export async function keyState(
  db: Queryable,
  key: string,
  limit: number,
): Promise<{ lockedMinutes: number | null; taken: number }> {
  const rows = await db.query<{ minutes: number | null; taken: number }>(
    `WITH recent AS (
       SELECT at, in_progress FROM login_failures
        WHERE key = $1 AND at > clock_timestamp() - make_interval(mins => $2::int))
     SELECT (SELECT count(*) FROM recent)::int AS taken,
            (SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM (at + make_interval(mins => $2::int) - clock_timestamp())) / 60))::int
               FROM recent
              WHERE NOT in_progress OR at < clock_timestamp() - make_interval(secs => $4::int)
              ORDER BY at DESC OFFSET $3 LIMIT 1) AS minutes`,
    [key, FAILURE_WINDOW_MINUTES, limit - 1, STALE_ATTEMPT_SECONDS],
  );
  return { lockedMinutes: rows[0]?.minutes ?? null, taken: rows[0]?.taken ?? 0 };
}

export interface ThrottleKey {
  key: string;
  /** Failures in the window that lock the key. */
  limit: number;
}

export type AttemptClaim =
  /** A key is locked: no password check for `minutes`. */
  | { kind: 'locked'; minutes: number }
  /** The keys' places stayed taken by attempts in progress for CLAIM_WAIT_MS. */
  | { kind: 'busy' }
  | {
      kind: 'claimed';
      /** The password was right, or never checked: withdraw the claim, it is no failure. */
      release(): Promise<void>;
      /** The password was wrong: the claim stays as a failure. */
      fail(): Promise<void>;
    };

/**
 * Claims of this process waiting for a place, first come first woken. Each claim that ends wakes
 * one; a woken claim that finds its key locked now wakes them all (they are most likely locked
 * too). Claims of other processes (PostgreSQL) are seen by the timer.
 */
const waiting: (() => void)[] = [];
let claimsEnded = 0;
const wakeNext = (): void => waiting.shift()?.();
const wakeAll = (): void => {
  for (const wake of waiting.splice(0)) wake();
};
function claimEnded(): void {
  claimsEnded += 1;
  wakeNext();
}
function untilClaimEnds(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(wake) >>> 0, 1);
      resolve();
    }, ms);
    waiting.push(wake);
  });
}

/** One try: with the keys' advisory locks held, locked, busy, or the new attempt rows' ids. */
async function tryClaim(
  db: Db,
  keys: readonly ThrottleKey[],
): Promise<{ locked: number } | 'busy' | number[]> {
  const locks = [...new Set(keys.map((k) => advisoryKey(k.key)))].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    for (const lock of locks)
      await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [
        ADVISORY_LOCKS.loginThrottle,
        lock,
      ]);
    let minutes = 0;
    let full = false;
    for (const { key, limit } of keys) {
      const state = await keyState(tx, key, limit);
      minutes = Math.max(minutes, state.lockedMinutes ?? 0);
      full ||= state.taken >= limit;
    }
    if (minutes > 0) return { locked: minutes };
    if (full) return 'busy';
    const values = keys.map((_, i) => `($${i + 1}, true)`).join(', ');
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO login_failures (key, in_progress) VALUES ${values} RETURNING id`,
      keys.map((k) => k.key),
    );
    return rows.map((r) => r.id);
  });
}

/**
 * Claims one password check under every key BEFORE the password is checked: with the keys'
 * advisory locks held (taken in one order, so two claims cannot deadlock), a key with `limit`
 * failures in the window is locked; otherwise, if failures and attempts in progress leave a
 * place under every key, the attempt's rows are written (in progress); if not, the claim waits
 * for an attempt to end and tries again. So at most `limit` passwords are checked per window
 * however many arrive at once (checking first and recording after let a burst of 200 through),
 * and right passwords arriving together are checked in turn instead of being called failures.
 */
export async function claimAttempt(db: Db, keys: readonly ThrottleKey[]): Promise<AttemptClaim> {
  let deadline = Infinity;
  for (;;) {
    const endedBefore = claimsEnded;
    const outcome = await tryClaim(db, keys);
    if (Array.isArray(outcome)) {
      const ids = outcome.map((_, i) => `$${i + 1}`).join(', ');
      const end = (sql: string) => async () => {
        await db.query(sql, outcome);
        claimEnded();
      };
      return {
        kind: 'claimed',
        release: end(`DELETE FROM login_failures WHERE id IN (${ids})`),
        fail: end(`UPDATE login_failures SET in_progress = false WHERE id IN (${ids})`),
      };
    }
    if (outcome !== 'busy') {
      wakeAll();
      return { kind: 'locked', minutes: outcome.locked };
    }
    deadline = Math.min(deadline, Date.now() + CLAIM_WAIT_MS);
    const left = deadline - Date.now();
    if (left <= 0) {
      wakeNext();
      return { kind: 'busy' };
    }
    if (claimsEnded !== endedBefore) continue;
    await untilClaimEnds(Math.min(left, 1000));
  }
}

/** Claims a login attempt for the username and the client address (see claimAttempt). */
export function claimLoginAttempt(db: Db, username: string, ip: string): Promise<AttemptClaim> {
  return claimAttempt(db, [
    { key: userKey(username), limit: MAX_FAILURES_PER_USER },
    { key: addressKey(ip), limit: MAX_FAILURES_PER_ADDRESS },
  ]);
}

export function lockedLoginMessage(minutes: number): string {
  return `Too many failed attempts. Try again in ${minutes} minutes.`;
}

export const BUSY_LOGIN_MESSAGE =
  'Too many logins at once for this account. Try again in a moment.';

/** Deletes failures older than a day (called after a failure, so the table stays small). */
export async function pruneFailures(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE at < now() - interval '1 day'`);
}
