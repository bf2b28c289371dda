import pg from 'pg';
import type { Db } from '../db/types';

/** The NOTIFY channel: its payload is only the newest version (NOTIFY payloads stop at 8 KB). */
export const LIVE_FEED_CHANNEL = 'live_feed';

/** One topic's latest payload (null: the topic was removed). */
export interface LiveRow {
  topic: string;
  version: number;
  payload: string | null;
}

/**
 * The leader writes topics' payloads to live_feed and notifies, in one transaction: the
 * notification is delivered at commit, so a follower that reads on it finds the rows.
 */
export async function publishLive(
  db: Db,
  rows: readonly { topic: string; payload: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    const written = await tx.query<{ version: number }>(
      `INSERT INTO live_feed (topic, version, payload)
       SELECT t, nextval('live_feed_version'), p FROM unnest($1::text[], $2::text[]) AS v(t, p)
       ON CONFLICT (topic) DO UPDATE SET version = EXCLUDED.version, payload = EXCLUDED.payload
       RETURNING version`,
      [rows.map((r) => r.topic), rows.map((r) => r.payload)],
    );
    const newest = Math.max(...written.map((w) => w.version));
    await tx.query('SELECT pg_notify($1, $2)', [LIVE_FEED_CHANNEL, String(newest)]);
  });
}

export interface LiveFollower {
  /** Resolves once the rows stored so far have been handed over. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** A broken LISTEN connection is opened again this many times, RETRY_MS apart, before giving up. */
const RECONNECT_TRIES = 20;
const RETRY_MS = 500;

/**
 * Follows live_feed on a connection of its own (LISTEN): at start every row, then on each
 * notification the rows newer than the last seen, in version order. Reads never overlap; a
 * notification during a read makes one more read. A broken connection is opened again and
 * read from the last version seen, so nothing is missed.
 */
export async function followLive(
  db: Db,
  onRows: (rows: LiveRow[]) => void,
  onLost: (err: Error) => void,
): Promise<LiveFollower> {
  const url = db.url;
  if (!url) throw new Error('followLive needs PostgreSQL');
  let stopped = false;
  let seen = 0;
  let reading: Promise<void> | null = null;
  let again = false;
  let client: pg.Client | null = null;
  const read = async (): Promise<void> => {
    const rows = await db.query<LiveRow>(
      'SELECT topic, version, payload FROM live_feed WHERE version > $1 ORDER BY version',
      [seen],
    );
    const last = rows.at(-1);
    if (last) seen = last.version;
    if (rows.length > 0 && !stopped) onRows(rows);
  };
  const pull = (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = read()
      .catch((err: unknown) => console.error('Reading the live feed failed', err))
      .finally(() => {
        reading = null;
        if (again && !stopped) {
          again = false;
          void pull();
        }
      });
    return reading;
  };
  const listen = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    const broke = () => {
      if (client !== c || stopped) return;
      client = null;
      void relisten();
    };
    c.on('error', broke);
    c.on('end', broke);
    c.on('notification', () => void pull());
    await c.connect();
    await c.query(`LISTEN ${LIVE_FEED_CHANNEL}`);
    client = c;
  };
  const relisten = async (): Promise<void> => {
    for (let attempt = 0; attempt < RECONNECT_TRIES && !stopped; attempt += 1) {
      try {
        await listen();
        await pull();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, RETRY_MS));
      }
    }
    if (!stopped) onLost(new Error('the live feed connection could not be opened again'));
  };
  await listen();
  return {
    ready: pull(),
    async stop() {
      stopped = true;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
      await reading;
    },
  };
}
