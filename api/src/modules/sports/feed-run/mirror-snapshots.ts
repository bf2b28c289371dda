import type { FeedReply } from 'shared-api-types';
import type { Db } from '../../../db/types';
import type { LiveBus } from '../../../live/live-bus';
import type { FeedMirror } from './feed-mirror';
import { storedScore } from '../routes/score-routes';

/**
 * A follower's stream snapshots of `dashboard` and `match:<eventId>` (what live-publish.ts
 * provides on the leader): from the mirrored feed, the score from the stored ball record.
 */
export function provideMirrorSnapshots(live: LiveBus, mirror: FeedMirror, db: Db): void {
  live.provide('dashboard', () =>
    Promise.resolve(Object.fromEntries(mirror.dashboard().map((item) => [item.eventId, item]))),
  );
  live.provide('match:', async (topic) => {
    const eventId = topic.slice('match:'.length);
    const m = [...mirror.matches.values()].find((x) => x.eventId === eventId);
    if (!m) return null;
    return {
      book: JSON.parse(mirror.bookOdds(m.eventId, m.marketId)) as FeedReply,
      session: JSON.parse(mirror.sessionOdds(m.eventId, m.marketId) ?? 'null') as FeedReply | null,
      score: await storedScore(db, m.matchId),
    };
  });
}
