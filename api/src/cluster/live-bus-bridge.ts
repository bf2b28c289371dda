import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import type { LiveBus, LiveEvent } from '../live/live-bus';
import { listenAndRead, type Listening } from './pg-listen';

export const LIVE_BUS_CHANNEL = 'live_bus';
/** A process deletes its own rows older than this, every PRUNE_MS. */
const KEEP_SECONDS = 60;
const PRUNE_MS = 10_000;

/**
 * Carries the live bus between API processes on one PostgreSQL, so every process's stream sees
 * every change (a bet through one process reaches the player's stream on another). What this
 * process publishes while its last row is being written goes out as the next live_bus row (NOTIFY
 * payloads stop at 8 KB, so the notification carries only its id and origin); rows of other
 * processes are handed to `receive`, in id order, never back to this process's bridge.
 */
export async function bridgeLiveBus(
  db: Db,
  live: LiveBus,
  onLost: (err: Error) => void,
): Promise<{ stop(): Promise<void> }> {
  if (!db.url) throw new Error('bridgeLiveBus needs PostgreSQL');
  const origin = randomUUID();
  let pending: LiveEvent[] = [];
  let inFlight = false;
  let sending: Promise<void> = Promise.resolve();
  // One row in flight at a time: what is published meanwhile waits and goes out as the next row,
  // so a burst of writes costs one insert a round trip, not one each.
  const flush = () => {
    if (inFlight || pending.length === 0) return;
    const events = pending;
    pending = [];
    inFlight = true;
    // one statement, so its own transaction: the notification goes out when the row commits
    sending = db
      .query(
        `WITH r AS (INSERT INTO live_bus (origin, events) VALUES ($1::text, $2) RETURNING id)
         SELECT pg_notify($3, r.id::text || ' ' || $1::text) FROM r`,
        [origin, JSON.stringify(events), LIVE_BUS_CHANNEL],
      )
      .then(() => undefined)
      .catch((err: unknown) =>
        console.error('Sending live events to the other processes failed', err),
      )
      .finally(() => {
        inFlight = false;
        flush();
      });
  };
  const stopLocal = live.onLocal((event) => {
    if (pending.length === 0) queueMicrotask(flush);
    pending.push(event);
  });

  const start = await db.query<{ id: number | null }>('SELECT max(id)::bigint AS id FROM live_bus');
  let seen = start[0]?.id ?? 0;
  const read = async (): Promise<void> => {
    const rows = await db.query<{ id: number; origin: string; events: string }>(
      'SELECT id, origin, events FROM live_bus WHERE id > $1 ORDER BY id',
      [seen],
    );
    for (const row of rows) {
      seen = row.id;
      if (row.origin === origin) continue;
      for (const event of JSON.parse(row.events) as LiveEvent[]) live.receive(event);
    }
  };
  // The notification's payload is "<id> <origin>": this process's own rows need no read.
  const own = (payload: string | undefined) => payload?.endsWith(` ${origin}`) === true;
  const listening: Listening = await listenAndRead(db.url, LIVE_BUS_CHANNEL, read, onLost, own);
  const prune = setInterval(() => {
    db.query(
      `DELETE FROM live_bus WHERE origin = $1 AND created_at < now() - make_interval(secs => $2)`,
      [origin, KEEP_SECONDS],
    ).catch(() => undefined);
  }, PRUNE_MS);
  prune.unref();
  return {
    async stop() {
      stopLocal();
      clearInterval(prune);
      await listening.stop();
      while (inFlight) await sending;
    },
  };
}
