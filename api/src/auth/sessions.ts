import { createHash, randomBytes } from 'node:crypto';
import { ReadBatcher } from '../db/read-batcher';
import type { Db, Queryable } from '../db/types';

export interface AuthUser {
  id: number;
  username: string;
  name: string;
  userType: string;
  sessionId: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Creates a session; only sha256(token) is stored. Returns the token and the session id. */
export async function createSession(
  db: Queryable,
  userId: number,
  ttlHours: number,
): Promise<{ token: string; sessionId: string }> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = randomBytes(16).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, session_id, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, now(), now() + make_interval(hours => $4::int))`,
    [hashToken(token), sessionId, userId, ttlHours],
  );
  return { token, sessionId };
}

/**
 * Opens the session of a login whose password was checked against `passwordHash`, only while that
 * is still the user's password (null otherwise). The user row is locked FOR SHARE while the
 * session is inserted, so a concurrent ChangePassword, which updates the row and then ends the
 * other sessions in one transaction, either waits for this session and ends it, or commits first
 * and this finds the hash changed. `refusal` runs under the same lock (a time-out, which locks the
 * row FOR UPDATE, cannot miss the new session): its sentence refuses the login.
 */
export function openVerifiedSession(
  db: Db,
  userId: number,
  passwordHash: string,
  ttlHours: number,
  refusal: (tx: Queryable) => Promise<string | null> = async () => null,
): Promise<{ token: string; sessionId: string } | { refused: string } | null> {
  return db.transaction(async (tx) => {
    const still = await tx.query(
      'SELECT 1 FROM users WHERE id = $1 AND password_hash = $2 FOR SHARE',
      [userId, passwordHash],
    );
    if (still.length === 0) return null;
    const refused = await refusal(tx);
    return refused === null ? createSession(tx, userId, ttlHours) : { refused };
  });
}

interface SessionRow {
  token_hash: string;
  id: number;
  username: string;
  name: string;
  user_type: string;
  session_id: string;
}

type BalanceRow = SessionRow & { balance: number; exposure: number };

const SESSION_USER = `SELECT s.token_hash, u.id, u.username, u.name, u.user_type, s.session_id`;
/** The live (not revoked, not expired) sessions of the token hashes in $1, with their users. */
const LIVE_SESSIONS = `FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ANY($1::text[]) AND s.revoked_at IS NULL AND s.expires_at > now()`;

function authUser(row: SessionRow): AuthUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    userType: row.user_type,
    sessionId: row.session_id,
  };
}

function byTokenHash<R extends SessionRow>(rows: R[]): Map<string, R> {
  return new Map(rows.map((r) => [r.token_hash, r]));
}

interface SessionReads {
  user: ReadBatcher<string, SessionRow>;
  balance: ReadBatcher<string, BalanceRow>;
}

/** Every call's session check, and GetBalance, go through one batcher per database. */
const readers = new WeakMap<Db, SessionReads>();

function sessionReads(db: Db): SessionReads {
  let found = readers.get(db);
  if (!found) {
    // PGlite runs one statement at a time; a pg pool of 10 keeps some room for other calls.
    const inFlight = db.kind === 'pg' ? 4 : 1;
    found = {
      user: new ReadBatcher(
        async (hashes) =>
          byTokenHash(await db.query<SessionRow>(`${SESSION_USER} ${LIVE_SESSIONS}`, [hashes])),
        inFlight,
      ),
      balance: new ReadBatcher(
        async (hashes) =>
          byTokenHash(
            await db.query<BalanceRow>(
              `${SESSION_USER}, u.balance,
                      COALESCE((SELECT SUM(e.amount) FROM exposures e WHERE e.user_id = u.id), 0)::bigint AS exposure
                 ${LIVE_SESSIONS}`,
              [hashes],
            ),
          ),
        inFlight,
      ),
    };
    readers.set(db, found);
  }
  return found;
}

/** The live (not revoked, not expired) session of a bearer token, with its user. */
export async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  const row = await sessionReads(db).user.get(hashToken(token));
  return row ? authUser(row) : null;
}

/** findSessionUser and the user's balance and total exposure (cents) in one read. */
export async function findSessionBalance(
  db: Db,
  token: string,
): Promise<{ user: AuthUser; balance: number; exposure: number } | null> {
  const row = await sessionReads(db).balance.get(hashToken(token));
  return row ? { user: authUser(row), balance: row.balance, exposure: row.exposure } : null;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL',
    [sessionId],
  );
}
