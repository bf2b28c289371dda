// Entry of the odds host thread (odds-host-thread.ts): both odds hosts, answered from the
// snapshots the API thread posts.
import { parentPort, workerData } from 'node:worker_threads';
import { oddsKey, type OddsEntry, type OddsFeed, type OddsSnapshot } from './odds-feed';
import type { FromOddsWorker, OddsWorkerData, ToOddsWorker } from './odds-host-thread';
import { buildOddsHosts } from './odds-hosts';

interface Replies {
  book: Buffer;
  session: Buffer | null;
}

const buffer = (json: string | null): Buffer | null => (json === null ? null : Buffer.from(json));

/** The feed as last posted, each reply already a Buffer: a request is a lookup and a write. */
class SnapshotFeed implements OddsFeed {
  private readonly markets = new Map<string, Replies>();
  private unknownBook: Buffer | null = null;
  private unknownSession: Buffer | null = null;
  /** False until a feed is registered in the API thread (and after it is removed). */
  active = false;

  sessionOdds(eventId: string, marketId: string): Buffer | null {
    return this.markets.get(oddsKey(eventId, marketId))?.session ?? this.unknownSession;
  }

  bookOdds(eventId: string, marketId: string): Buffer | null {
    return this.markets.get(oddsKey(eventId, marketId))?.book ?? this.unknownBook;
  }

  reset(snapshot: OddsSnapshot | null): void {
    this.markets.clear();
    this.active = snapshot !== null;
    this.unknownBook = buffer(snapshot?.unknownBook ?? null);
    this.unknownSession = buffer(snapshot?.unknownSession ?? null);
    for (const entry of snapshot?.markets ?? []) this.set(entry);
  }

  set(entry: OddsEntry): void {
    this.markets.set(entry.key, { book: Buffer.from(entry.book), session: buffer(entry.session) });
  }

  remove(key: string): void {
    this.markets.delete(key);
  }
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('odds-host-worker runs as a worker thread');
  const { config, logger } = workerData as OddsWorkerData;
  const post = (msg: FromOddsWorker) => port.postMessage(msg);
  const feed = new SnapshotFeed();
  const hosts = await buildOddsHosts(config, {
    logger,
    feed: () => (feed.active ? feed : null),
    fastPath: true,
  });
  const close = async () => {
    await Promise.allSettled([hosts.session.close(), hosts.book.close()]);
    port.close();
  };
  port.on('message', (msg: ToOddsWorker) => {
    if (msg.type === 'reset') feed.reset(msg.snapshot);
    else if (msg.type === 'update') {
      for (const entry of msg.changed) feed.set(entry);
      for (const key of msg.removed) feed.remove(key);
    } else void close();
  });
  try {
    const session = await hosts.session.listen({
      port: config.sessionOddsPort,
      host: config.host,
      backlog: config.listenBacklog,
    });
    const book = await hosts.book.listen({
      port: config.bookOddsPort,
      host: config.host,
      backlog: config.listenBacklog,
    });
    post({ type: 'listening', urls: { session, book } });
  } catch (err) {
    post({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
    await close();
  }
}

void main();
