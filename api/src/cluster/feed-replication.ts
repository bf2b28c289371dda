import type { Db } from '../db/types';
import { listenAndRead, type Listening } from './pg-listen';

/** The NOTIFY channel: its payload is only the newest version (NOTIFY payloads stop at 8 KB). */
export const LIVE_FEED_CHANNEL = 'live_feed';

/** One topic's latest payload (null: the topic was removed). */
export interface FeedRow {
  topic: string;
  version: number;
  payload: string | null;
}

/**
 * The leader writes topics' payloads to live_feed and notifies with the newest version, in one
 * statement (so one transaction and one round trip): the notification is delivered at commit, so a
 * follower that reads on it finds the rows.
 */
export async function publishFeed(
  db: Db,
  rows: readonly { topic: string; payload: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `WITH w AS (
       INSERT INTO live_feed (topic, version, payload)
       SELECT t, nextval('live_feed_version'), p FROM unnest($1::text[], $2::text[]) AS v(t, p)
       ON CONFLICT (topic) DO UPDATE SET version = EXCLUDED.version, payload = EXCLUDED.payload
       RETURNING version)
     SELECT pg_notify($3, max(version)::text) FROM w`,
    [rows.map((r) => r.topic), rows.map((r) => r.payload), LIVE_FEED_CHANNEL],
  );
}

/** Resolves `ready` once the rows stored so far have been handed over. */
export type FeedFollower = Listening;

/**
 * Follows live_feed: at start every row, then on each notification the rows newer than the last
 * seen, in version order (after a broken connection too, so nothing is missed).
 */
export async function followFeed(
  db: Db,
  onRows: (rows: FeedRow[]) => void,
  onLost: (err: Error) => void,
): Promise<FeedFollower> {
  if (!db.url) throw new Error('followFeed needs PostgreSQL');
  let seen = 0;
  const read = async (): Promise<void> => {
    const rows = await db.query<FeedRow>(
      'SELECT topic, version, payload FROM live_feed WHERE version > $1 ORDER BY version',
      [seen],
    );
    const last = rows.at(-1);
    if (last) seen = last.version;
    if (rows.length > 0) onRows(rows);
  };
  return listenAndRead(db.url, LIVE_FEED_CHANNEL, read, onLost);
}
