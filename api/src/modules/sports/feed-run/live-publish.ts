import type { DashboardParts, FeedReply, MatchParts } from 'shared-api-types';
import type { LiveBus } from '../../../live/live-bus';
import { scoreData } from '../feed/engine/score';
import { dashboardItem, sessionFeed } from './feed-json';
import type { SimMatch } from '../feed/sim-types';
import type { Simulator } from '../feed/simulator';

/**
 * Publishes the simulator's changes on the live bus: each match's odds, fancy and score on
 * `match:<eventId>` (the score only when a ball or the state changed) and every changed match's
 * list item on `dashboard`, one event per tick. Also provides both topics' snapshots.
 */
export function publishSimulator(sim: Simulator, live: LiveBus): void {
  const scored = new Map<string, string>();
  let dashboard: DashboardParts | null = null;
  const dash = (eventId: string, item: DashboardParts[string]) => {
    if (!dashboard) {
      dashboard = {};
      queueMicrotask(() => {
        const parts = dashboard;
        dashboard = null;
        if (parts) live.publish('dashboard', parts);
      });
    }
    dashboard[eventId] = item;
  };
  const scoreKey = (m: SimMatch) => `${m.state}|${m.cricket.balls.length}`;
  const matchParts = (m: SimMatch, book: FeedReply, session: FeedReply): MatchParts => ({
    book,
    session,
    score: scoreData(m.cricket, m.matchId, m.state),
  });

  sim.onTouch = (m, book, session) => {
    const key = scoreKey(m);
    // a book-only change (orders) sends the book alone: the session and score are as they were
    const parts: MatchParts =
      scored.get(m.matchId) === key
        ? session
          ? { book, session }
          : { book }
        : matchParts(m, book, session ?? sessionFeed(m));
    scored.set(m.matchId, key);
    live.publish(`match:${m.eventId}`, parts);
    dash(m.eventId, m.state === 'completed' ? null : dashboardItem(m));
  };
  sim.onRemove = (m) => {
    scored.delete(m.matchId);
    live.publish(`match:${m.eventId}`, { book: null, session: null, score: null });
  };

  const byEvent = (eventId: string) => [...sim.matches.values()].find((m) => m.eventId === eventId);
  live.provide('dashboard', () =>
    Promise.resolve(Object.fromEntries(sim.dashboard().map((item) => [item.eventId, item]))),
  );
  live.provide('match:', (topic) => {
    const m = byEvent(topic.slice('match:'.length));
    const book = m && sim.bookOdds(m.eventId, m.marketId);
    const session = m && sim.sessionOdds(m.eventId, m.marketId);
    return Promise.resolve(
      m && book && session
        ? {
            book: JSON.parse(book) as FeedReply,
            session: JSON.parse(session) as FeedReply,
            score: scoreData(m.cricket, m.matchId, m.state),
          }
        : null,
    );
  });
}
