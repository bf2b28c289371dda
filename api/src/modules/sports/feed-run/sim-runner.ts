import type { FastifyInstance } from 'fastify';
import type { AccountParts } from 'shared-api-types';
import { publishFeed } from '../../../cluster/feed-replication';
import { getOddsFeed, oddsKey, setOddsFeed } from '../../../odds-feed';
import type { ModuleDeps } from '../../types';
import { attachBallRecords, saveBalls } from './ball-store';
import { BOOK_TOPIC, publishedBooks, publishedMatch, SPORTS_TOPIC } from './feed-mirror';
import { publishSimulator } from './live-publish';
import { EVERY_MARKET, requoteMarkets, type RequoteScope } from '../exchange/house-sync';
import { refreshShown } from '../exchange/shown-refresh';
import { ShownRefresher } from '../exchange/shown-refresher';
import { lapseInPlay } from '../exchange/lapse-orders';
import type { OrderEvents } from '../exchange/order-events';
import { settleMarket } from '../money-path/settle';
import type { MarketResult, SimMatch } from '../feed/sim-types';
import { ownerCalls, type OwnerCalls } from '../exchange/owner-calls';
import { Simulator } from '../feed/simulator';
import { FeedJsonCache } from './sim-feed-cache';
import type { SportsHandle } from '../sports-handle';
import {
  loadStoredMatches,
  matchStateRows,
  nextMatchId,
  persistMatch,
  saveMatchStates,
} from './sports-repo';

/** Unfinished matches' state is stored every SAVE_EVERY_TICKS ticks (and at start, toss, stop). */
export const SAVE_EVERY_TICKS = 60;

/**
 * The leader's part: starts the simulator (resuming the unfinished matches stored by an earlier
 * run or a leader that died), persists its matches, settles its results and registers the feed.
 * With `publish` (PostgreSQL, where other processes follow) every change of the feed goes to
 * live_feed and each changed match's state is stored at once, so a takeover resumes from it.
 */
export async function startSimulator(
  app: FastifyInstance,
  { db, config, live }: ModuleDeps,
  publish: boolean,
  requoteScope: RequoteScope = EVERY_MARKET,
  owners: OwnerCalls = ownerCalls(() => null),
): Promise<SportsHandle> {
  // The feed shows the stored book: a refresh after each change of it (`sim` is set below).
  let sim: Simulator | null = null;
  const refresher = new ShownRefresher(async (ids) => {
    try {
      if (sim) for (const m of await refreshShown(db, sim.matches, ids)) sim.touch(m, true);
    } catch (err: unknown) {
      app.log.error({ err }, 'refreshing the shown book failed');
    }
  });
  // Settlement tells its players itself (the write path), in the job that changed the money, so
  // a drained queue has told every player; then the books shown.
  const settled = async (_users: number[], _key: string, events: OrderEvents) => {
    await refresher.request(events.matchIds);
  };
  const settleDeps = { db, live };
  // a match-odds / toss market owned by another process: settled there, on its book in memory
  const settle = async (result: MarketResult): Promise<void> => {
    if (await owners.settle(result)) await refresher.request([result.matchId]);
    else await settleMarket(settleDeps, result, settled);
  };
  // Another process's order changes (their account events) change the books shown here.
  const unsubscribe = live.subscribe((event) => {
    const orders =
      event.remote && event.topic.startsWith('account:')
        ? (event.parts as AccountParts).orders
        : undefined;
    if (orders?.length) void refresher.request(orders.map((o) => o.matchId));
  });
  const opts = config.sports;
  let chain: Promise<void> = Promise.resolve();
  let closed = false;
  const enqueue = (job: () => Promise<unknown>): Promise<void> => {
    chain = chain
      .then(async () => {
        if (closed) return;
        await job();
      })
      .catch((err: unknown) => app.log.error({ err }, 'sports job failed'));
    return chain;
  };
  const persisted = new Set<string>();
  const stored = await db.transaction(async (tx) => {
    const found = await loadStoredMatches(tx);
    await attachBallRecords(tx, found.resumed);
    return found;
  });
  if (stored.voided > 0)
    app.log.warn(`${stored.voided} stored sports markets could not resume: void`);
  const firstId = await nextMatchId(db, 1001);
  sim = new Simulator(
    {
      seed: config.simSeed ?? Math.floor(Math.random() * 2 ** 31),
      feed: new FeedJsonCache(),
      matchCount: opts.matchCount,
      firstId,
      resume: stored.resumed,
      ballTicks: opts.tickMs > 0 ? Math.max(1, Math.round(opts.ballMs / opts.tickMs)) : undefined,
    },
    (result, match) => {
      void enqueue(() => settle(result));
      // The match just started: store it in play, toss decided; `lapse` orders end (on the
      // market's owner when another process owns it).
      if (result.kind === 'toss') {
        void saveStates([match]);
        void enqueue(async () => {
          const at = { matchId: match.matchId, marketId: match.odds.marketId };
          if (await owners.lapseInPlay(at)) return refresher.request([at.matchId]);
          // the lapse's write tells its players itself; then the books shown
          const lapsed = await lapseInPlay(settleDeps, at);
          await refresher.request(lapsed.matchIds);
        });
      }
    },
  );
  const saveStates = (matches: Iterable<SimMatch> = sim.matches.values()): Promise<void> => {
    const rows = matchStateRows(matches);
    return enqueue(() => saveMatchStates(db, rows));
  };
  for (const result of stored.results) void enqueue(() => settle(result));
  const persistNew = (): Promise<void> =>
    enqueue(async () => {
      const fresh = [...sim.matches.values()].filter((m) => !persisted.has(m.matchId));
      const balls = sim.takeBalls();
      if (fresh.length === 0 && balls.length === 0) return;
      await db.transaction(async (tx) => {
        for (const m of fresh) await persistMatch(tx, m);
        await saveBalls(tx, balls);
      });
      for (const m of fresh) persisted.add(m.matchId);
    });
  if (publish) publishChanges(sim, persistNew, enqueue, db);
  await persistNew();
  // Matches seeded in play already had their toss: record it (no bets can exist on it yet; a
  // resumed match's toss is already settled, so this does nothing).
  for (const m of sim.matches.values()) {
    const winner = m.toss.runners.find((r) => r.selectionId === m.tossWinner);
    if (winner)
      void enqueue(() =>
        settle({
          kind: 'toss',
          matchId: m.matchId,
          marketId: m.toss.marketId,
          winnerId: winner.selectionId,
          winnerName: winner.name,
        }),
      );
  }
  await chain;
  // The feed shows the stored book from the first reply (a restart's waiting orders and trades).
  await refresher.request(null);
  // At most one fill job waits on the queue: a slow queue does not pile up ticks behind it.
  let fillQueued: Promise<void> | null = null;
  const quotesStored = new Map<string, string>();
  const fillOrders = (): Promise<void> =>
    (fillQueued ??= enqueue(async () => {
      fillQueued = null;
      // each market's write tells its fills' players
      await requoteMarkets(settleDeps, sim.matches, quotesStored, requoteScope);
      // The feed shows the book: a market whose stored book changed is published again.
      await refresher.request(null);
    }));

  const runtime: SportsHandle = {
    sim,
    betDelayMs: opts.betDelayMs,
    drain: () => chain,
    persistNew,
    fillOrders,
    booksChanged: (ids) => refresher.request(ids),
    stop: async () => {
      unsubscribe();
      if (timer) clearInterval(timer);
      if (!closed) await persistNew();
      if (!closed) await saveStates();
      await chain;
      closed = true;
      sim.watcher = null;
      if (getOddsFeed() === sim) setOddsFeed(null);
    },
  };
  setOddsFeed(sim);
  publishSimulator(sim, live);
  const timer =
    opts.tickMs > 0
      ? setInterval(() => {
          sim.tick();
          void persistNew();
          void fillOrders();
          if (!publish && sim.tickCount % SAVE_EVERY_TICKS === 0) void saveStates();
        }, opts.tickMs)
      : null;
  timer?.unref();
  return runtime;
}

/**
 * Sends the simulator's changes to live_feed: the changes since the last send go in one job on
 * the sports queue, after the new matches and balls are stored, with the changed matches' state
 * (so a new leader resumes from the last tick, not the last periodic save). At most one such job
 * waits at a time: when the queue is slow, later ticks join it instead of piling up behind it.
 */
function publishChanges(
  sim: Simulator,
  persistNew: () => Promise<void>,
  enqueue: (job: () => Promise<unknown>) => Promise<void>,
  db: ModuleDeps['db'],
): void {
  const touched = new Map<string, SimMatch>();
  // the matches whose simulator state changed (a book-only change has nothing new to store)
  const moved = new Set<string>();
  const removed = new Set<string>();
  let queued = false;
  const send = async () => {
    queued = false;
    const matches = [...touched.values()];
    const states = matches.filter((m) => moved.has(m.matchId));
    // A match whose state moved goes whole (its books inside); one whose books alone changed
    // (orders) goes as its books, which a follower applies without rebuilding the match.
    const rows = [
      ...matches.map((m) =>
        moved.has(m.matchId)
          ? { topic: SPORTS_TOPIC + oddsKey(m.eventId, m.marketId), payload: publishedMatch(m) }
          : { topic: BOOK_TOPIC + oddsKey(m.eventId, m.marketId), payload: publishedBooks(m) },
      ),
      ...[...removed].flatMap((key) => [
        { topic: SPORTS_TOPIC + key, payload: null },
        { topic: BOOK_TOPIC + key, payload: null },
      ]),
    ];
    touched.clear();
    moved.clear();
    removed.clear();
    await saveMatchStates(db, matchStateRows(states));
    await publishFeed(db, rows);
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    // A microtask: a tick's changes are all in before the job is queued.
    queueMicrotask(() => {
      void persistNew();
      void enqueue(send);
    });
  };
  for (const m of sim.matches.values()) {
    touched.set(m.matchId, m);
    moved.add(m.matchId);
  }
  schedule();
  sim.watcher = {
    touched: (m, bookOnly) => {
      touched.set(m.matchId, m);
      if (!bookOnly) moved.add(m.matchId);
      schedule();
    },
    removed: (key) => {
      removed.add(key);
      schedule();
    },
  };
}
