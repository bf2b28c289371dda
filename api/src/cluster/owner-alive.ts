import pg from 'pg';
import { ADVISORY_LOCKS } from '../db/advisory-locks';

/**
 * SQL: the market_owners row `o` belongs to a process that is gone: the advisory lock its
 * liveness connection held is no longer held on this database. A row without a key (its
 * connection was down at its last renewal) is judged by its expiry alone. (The lock table is
 * read once a statement, not once a row: the subquery does not refer to `o`.)
 */
export const OWNER_GONE = `(o.live_key IS NOT NULL AND o.live_key::oid NOT IN (
  SELECT k.objid FROM pg_locks k
   WHERE k.locktype = 'advisory' AND k.granted AND k.objsubid = 2
     AND k.classid = ${ADVISORY_LOCKS.ownerAlive}::oid
     AND k.database = (SELECT oid FROM pg_database WHERE datname = current_database())))`;

/**
 * That this process is alive, as PostgreSQL sees it: a session-level advisory lock on a
 * connection of its own, numbered from a sequence (stored as its market_owners.live_key). When
 * the process dies the server ends that session and drops the lock, so the others take its
 * markets over at once (market-leases.ts) instead of after the leases' expiry.
 */
export class OwnerAlive {
  private client: pg.Client | null = null;
  private key: number | null = null;
  private opening: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly url: string) {}

  /** The lock's number while its connection is up, else null. */
  current(): number | null {
    return this.key;
  }

  /** Opens the connection and takes a new lock if it is not up (at start, and each renewal). */
  ensure(): Promise<void> {
    if (this.key !== null || this.stopped) return Promise.resolve();
    this.opening ??= this.open()
      .catch(() => undefined)
      .finally(() => (this.opening = null));
    return this.opening;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    const broke = () => {
      if (this.client !== client) return;
      this.client = null;
      this.key = null;
    };
    client.on('error', broke);
    client.on('end', broke);
    await client.connect();
    try {
      const { rows } = await client.query<{ key: number }>(
        `SELECT k.key, pg_advisory_lock($1, k.key) FROM (
           SELECT nextval('market_owner_live_keys')::int AS key) k`,
        [ADVISORY_LOCKS.ownerAlive],
      );
      const key = rows[0]?.key;
      if (key === undefined || this.stopped) throw new Error('no lock');
      this.client = client;
      this.key = key;
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.opening;
    const client = this.client;
    this.client = null;
    this.key = null;
    await client?.end().catch(() => undefined);
  }
}
