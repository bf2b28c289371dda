import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Config } from './config';
import { getOddsFeed, watchOddsFeed, type OddsEntry, type OddsSnapshot } from './odds-feed';
import type { OddsKind } from './odds-hosts';

/** What the odds host thread is started with. */
export interface OddsWorkerData {
  config: Config;
  logger: boolean;
}

/** API thread -> odds host thread. */
export type ToOddsWorker =
  | { type: 'reset'; snapshot: OddsSnapshot | null }
  | { type: 'update'; changed: OddsEntry[]; removed: string[] }
  | { type: 'stop' };

/** Odds host thread -> API thread. */
export type FromOddsWorker =
  { type: 'listening'; urls: Record<OddsKind, string> } | { type: 'failed'; message: string };

export interface OddsHostThread {
  /** The address each host listens on (the port the system gave when configured as 0). */
  urls: Record<OddsKind, string>;
  /** Resolves with the thread's exit code when it ends (after stop(), or if it fails). */
  exited: Promise<number>;
  /** Closes both hosts and ends the thread. */
  stop(): Promise<void>;
}

const WORKER_FILE = path.join(__dirname, `odds-host-worker${path.extname(__filename)}`);
const STOP_MS = 5000;

/**
 * Compiled (api/dist), the thread runs dist/odds-host-worker.js. From TypeScript source (tsx
 * watch, jest) it loads its entry through tsx's require hook (Node 20 does not pass the main
 * thread's --import loader on to workers).
 */
function newWorker(data: OddsWorkerData): Worker {
  if (!WORKER_FILE.endsWith('.ts')) return new Worker(WORKER_FILE, { workerData: data });
  const source = `require(${JSON.stringify(require.resolve('tsx/cjs'))});
require(${JSON.stringify(WORKER_FILE)});`;
  return new Worker(source, { eval: true, workerData: data });
}

/**
 * Serves both odds hosts from a worker thread, so their requests never wait behind the
 * simulator, bets or the database on the API's event loop. The registered feed's markets go
 * over as pre-serialised JSON: a full snapshot when a feed is registered, then each tick's
 * changed markets in one message. Resolves once both hosts listen.
 */
export async function startOddsHostThread(config: Config, logger = false): Promise<OddsHostThread> {
  const worker = newWorker({ config, logger });
  const send = (msg: ToOddsWorker) => worker.postMessage(msg);
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));

  let reset = true;
  const changed = new Map<string, OddsEntry>();
  const removed = new Set<string>();
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (reset) {
      reset = false;
      send({ type: 'reset', snapshot: getOddsFeed()?.snapshot?.() ?? null });
    } else if (changed.size > 0 || removed.size > 0) {
      send({ type: 'update', changed: [...changed.values()], removed: [...removed] });
    }
    changed.clear();
    removed.clear();
  };
  // A microtask: a tick's changes leave in one message, before any reply the API sends next.
  const schedule = () => {
    if (!scheduled) queueMicrotask(flush);
    scheduled = true;
  };
  const unwatch = watchOddsFeed({
    changed: (entry) => {
      removed.delete(entry.key);
      changed.set(entry.key, entry);
      schedule();
    },
    removed: (key) => {
      changed.delete(key);
      removed.add(key);
      schedule();
    },
    replaced: () => {
      reset = true;
      schedule();
    },
  });
  schedule();

  const stop = async (): Promise<void> => {
    unwatch();
    send({ type: 'stop' });
    const timer = setTimeout(() => void worker.terminate(), STOP_MS);
    await exited;
    clearTimeout(timer);
  };

  try {
    const urls = await new Promise<Record<OddsKind, string>>((resolve, reject) => {
      worker.on('message', (msg: FromOddsWorker) => {
        if (msg.type === 'listening') resolve(msg.urls);
        else reject(new Error(msg.message));
      });
      worker.once('error', reject);
      void exited.then((code) => reject(new Error(`Odds host thread exited (${code})`)));
    });
    return { urls, exited, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
