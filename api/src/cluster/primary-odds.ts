import type { Config } from '../config';
import type { Db } from '../db/types';
import { FeedMirror } from '../modules/sports/feed-run/feed-mirror';
import { setOddsFeed } from '../odds-feed';
import { startOddsHostThread, type OddsHostThread } from '../odds-host-thread';
import { followFeed, type FeedFollower } from './feed-replication';

/** Pause before following live_feed again, or starting again an odds host thread that ended. */
const RETRY_MS = 1000;

export interface PrimaryOdds {
  urls: OddsHostThread['urls'];
  stop(): Promise<void>;
}

/**
 * With API_WORKERS the primary serves both odds hosts, so they keep answering whichever worker
 * dies (a worker thread cannot share a port through node:cluster, and Node 20 has no
 * SO_REUSEPORT). Their feed is a mirror of live_feed, as on any follower: it keeps the last
 * prices while a new leader takes over, until its first ticks replace them.
 */
export async function servePrimaryOdds(db: Db, config: Config): Promise<PrimaryOdds> {
  const mirror = new FeedMirror();
  let stopped = false;
  let follower: FeedFollower | null = null;
  const follow = async (): Promise<void> => {
    if (stopped) return;
    try {
      follower = await followFeed(
        db,
        (rows) => mirror.apply(rows),
        (err) => retry(err),
      );
      await follower.ready;
    } catch (err) {
      retry(err instanceof Error ? err : new Error(String(err)));
    }
  };
  // The primary must not exit (its workers would go with it): the odds keep their last prices.
  const retry = (err: Error) => {
    console.error(`The odds hosts' live feed was lost (${err.message}); following it again`);
    setTimeout(() => void follow(), RETRY_MS).unref();
  };
  await follow();
  setOddsFeed(mirror);

  let thread = await startOddsHostThread(config, true);
  const restart = async (code: number): Promise<void> => {
    console.error(`The odds host thread ended (${code}); starting it again`);
    while (!stopped) {
      await new Promise((r) => setTimeout(r, RETRY_MS));
      try {
        thread = await startOddsHostThread(config, true);
        return watch(thread);
      } catch (err) {
        console.error('Starting the odds host thread failed', err);
      }
    }
  };
  const watch = (t: OddsHostThread): void =>
    void t.exited.then((code) => (stopped ? undefined : restart(code)));
  watch(thread);
  return {
    urls: thread.urls,
    async stop() {
      stopped = true;
      await Promise.allSettled([thread.stop(), follower?.stop()]);
    },
  };
}
