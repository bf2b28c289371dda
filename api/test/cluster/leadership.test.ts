import pg from 'pg';
import { startLeadership, type Leadership } from '../../src/cluster/leadership';
import { ADVISORY_LOCKS } from '../../src/db/advisory-locks';
import type { Db } from '../../src/db/types';
import { openTestDb, TEST_DATABASE_URL } from '../support/test-db';

const pgIt = TEST_DATABASE_URL ? it : it.skip;

let db: Db;
let leadership: Leadership | null = null;
const clients: pg.Client[] = [];

beforeEach(async () => {
  db = await openTestDb();
});

afterEach(async () => {
  await leadership?.stop();
  leadership = null;
  for (const c of clients.splice(0)) await c.end().catch(() => undefined);
  await db.close();
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: db.url! });
  await client.connect();
  clients.push(client);
  return client;
}

async function pidOf(client: pg.Client): Promise<number> {
  const rows = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return rows.rows[0]!.pid;
}

/** The pid of the connection holding the leader lock, if any. */
async function holder(client: pg.Client): Promise<number | null> {
  const rows = await client.query<{ pid: number }>(
    `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND objid = $1`,
    [ADVISORY_LOCKS.leader],
  );
  return rows.rows[0]?.pid ?? null;
}

pgIt(
  'the leader whose lock connection the server ends takes the lock again, even if it is not free at once',
  async () => {
    const lost: Error[] = [];
    leadership = await startLeadership(db, { onLost: (err) => lost.push(err) });
    expect(leadership.isLeader).toBe(true);
    const control = await connect();
    const first = await holder(control);
    expect(first).not.toBeNull();

    // Another connection queues for the lock before the leader's connection is ended, so it gets
    // the lock the moment the old backend lets go, before the leader can reconnect; it holds the
    // lock a moment (as a terminated backend that has not exited yet would), then lets go.
    const other = await connect();
    const queued = other.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.leader]);
    await control.query('SELECT pg_terminate_backend($1)', [first]);
    await queued;
    await new Promise((r) => setTimeout(r, 400));
    await other.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS.leader]);

    const deadline = Date.now() + 5000;
    let now: number | null = null;
    while (Date.now() < deadline) {
      now = await holder(control);
      if (now !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(lost.map((e) => e.message)).toEqual([]);
    expect(now).not.toBeNull();
    expect(now).not.toBe(first);
    expect(now).not.toBe(await pidOf(other));
    expect(leadership.isLeader).toBe(true);
  },
);

pgIt('the leader whose lock another process has taken for good stops', async () => {
  const lost: Error[] = [];
  leadership = await startLeadership(db, { onLost: (err) => lost.push(err) });
  const control = await connect();
  const first = await holder(control);
  const other = await connect();
  const queued = other.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.leader]);
  await control.query('SELECT pg_terminate_backend($1)', [first]);
  await queued;
  const deadline = Date.now() + 10_000;
  while (lost.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(lost.map((e) => e.message)).toEqual([
    'the leader lock was lost (terminating connection due to administrator command)',
  ]);
  expect(await holder(control)).toBe(await pidOf(other));
});
