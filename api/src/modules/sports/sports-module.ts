import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { AccountParts } from 'shared-api-types';
import { followFeed, type FeedFollower } from '../../cluster/feed-replication';
import { startOwnershipAndHandover } from '../../cluster/handover-setup';
import type { HandoverStats, OwnerHandover } from '../../cluster/owner-handover';
import { getOddsFeed, setOddsFeed } from '../../odds-feed';
import type { ExchangeModule, ModuleDeps } from '../types';
import { registerBetDelayRoute } from './routes/bet-delay-route';
import { FeedMirror, SPORTS_TOPIC } from './feed-run/feed-mirror';
import type { MarketOwnership } from '../../cluster/market-leases';
import { ownerRequotes, type OwnerRequotes } from './exchange/owner-requotes';
import { leaderScope } from './exchange/requote-scope';
import { ownerCalls, OWNER_SYSTEM_PATHS } from './exchange/owner-calls';
import { registerOwnerSystemRoutes } from './routes/owner-system-routes';
import { registerHistoryRoute } from './routes/history-route';
import { registerDepthRoute } from './routes/depth-route';
import { provideDepthTopic } from './exchange/depth/depth-live';
import { NO_SPORTS, type SportsFeed } from './feed-run/feed-view';
import { HANDOVER_PATHS, handoverKeyOf } from './routes/handover-keys';
import { provideMirrorSnapshots } from './feed-run/mirror-snapshots';
import { registerPlaceBetRoute } from './routes/place-bet-route';
import { registerCashOutRoute } from './routes/cash-out-route';
import { registerOrderRoutes } from './routes/order-routes';
import { resetHouse } from './exchange/house';
import { BookMemory } from './exchange/book-memory';
import { registerReadRoutes } from './routes/read-routes';
import { registerScoreRoutes } from './routes/score-routes';
import { startSimulator } from './feed-run/sim-runner';
import type { SportsHandle } from './sports-handle';

export { SAVE_EVERY_TICKS } from './feed-run/sim-runner';
export type { SportsHandle } from './sports-handle';

/**
 * Serves the sports calls from the live feed: the leader runs the simulator (sim-runner.ts); a
 * follower (another API process on the same PostgreSQL) mirrors the leader's feed from
 * live_feed and, when it takes over, stops mirroring and starts the simulator from the stored
 * state. Returns the simulator's handle while this process leads (null before).
 */
export async function registerSports(
  app: FastifyInstance,
  deps: ModuleDeps,
): Promise<{
  handle: () => SportsHandle | null;
  books: BookMemory;
  handover: HandoverStats | undefined;
}> {
  const { db, leadership } = deps;
  const publish = db.kind === 'pg';
  let view: SportsFeed = NO_SPORTS;
  let handle: SportsHandle | null = null;
  let follower: FeedFollower | null = null;
  let mirror: FeedMirror | null = null;
  let closed = false;
  // the markets this process owns (set below): the leader re-quotes the house on the others
  let ownership: MarketOwnership | null = null;
  let requotes: OwnerRequotes | null = null;
  // hand-overs to other processes (set below; none on PGlite or without a secret)
  let handoverTo: OwnerHandover | null = null;

  const lead = async (): Promise<void> => {
    if (closed) return;
    await follower?.stop();
    follower = null;
    await requotes?.stop();
    // The mirror stays the odds hosts' feed (its last prices) until the simulator replaces it.
    handle = await startSimulator(
      app,
      deps,
      publish,
      leaderScope(() => ownership),
      ownerCalls(() => handoverTo),
    );
    const sim = handle.sim;
    view = {
      matches: sim.matches,
      dashboard: () => sim.dashboard(),
      liveCricket: true,
    };
  };

  if (leadership.isLeader) await lead();
  else {
    const m = new FeedMirror();
    mirror = m;
    follower = await followFeed(
      db,
      (rows) => {
        m.apply(rows);
        if (rows.some((r) => r.topic.startsWith(SPORTS_TOPIC))) requotes?.request();
      },
      deps.onLost,
    );
    await follower.ready;
    setOddsFeed(m);
    provideMirrorSnapshots(deps.live, m, db);
    view = m;
    leadership.onLead(() =>
      lead()
        .then(() => console.log('Took over as leader: simulator resumed from the stored state'))
        .catch((err: unknown) => {
          app.log.error({ err }, 'Taking over the simulator failed');
          deps.onLost(err instanceof Error ? err : new Error(String(err)));
        }),
    );
  }
  app.addHook('onClose', async () => {
    closed = true;
    await follower?.stop();
    await requotes?.stop();
    await handle?.stop();
    if (mirror && getOddsFeed() === mirror) setOddsFeed(null);
  });

  const live = () => view;
  await registerReadRoutes(app, db, live);
  await registerScoreRoutes(app, db, live);
  registerHistoryRoute(app, db, live);
  await registerDepthRoute(app, db, live);
  const stopDepth = provideDepthTopic(deps.live, db, live, app.log);
  app.addHook('onClose', async () => stopDepth());
  const betDelayMs = () => handle?.betDelayMs ?? deps.config.sports.betDelayMs;
  await registerBetDelayRoute(app, betDelayMs);
  // An order's change of a book is on the feed when its reply leaves (on the leader's process;
  // the leader follows another process's orders from their account events, sim-runner.ts).
  const afterCommit = async (told: ReadonlyMap<number, AccountParts>): Promise<void> => {
    const ids = [...told.values()].flatMap((parts) => parts.orders ?? []).map((o) => o.matchId);
    if (ids.length > 0 && handle) await handle.booksChanged(ids);
  };
  // The match-odds / toss markets this process owns keep their books in memory; their orders
  // reaching another process are handed to it.
  const started = await startOwnershipAndHandover(
    app,
    db,
    deps.config,
    `${hostname()}:${process.pid}:${randomUUID()}`,
    HANDOVER_PATHS,
    handoverKeyOf(db),
    OWNER_SYSTEM_PATHS,
  );
  ownership = started.ownership;
  const { handover } = started;
  handoverTo = handover;
  const books = new BookMemory(ownership);
  registerOwnerSystemRoutes(app, { db, live: deps.live, books });
  if (mirror && !handle) {
    const m = mirror;
    requotes = ownerRequotes({
      db,
      live: deps.live,
      books,
      matches: () => m.matches,
      onError: (err) => app.log.error({ err }, 're-quoting the owned markets failed'),
    });
  }
  const betDeps = {
    books,
    db,
    live: deps.live,
    matches: () => view.matches,
    betDelayMs,
    now: deps.now,
    afterCommit,
    orderLanes: deps.config.sports.orderLanes,
  };
  await registerPlaceBetRoute(app, betDeps);
  await registerCashOutRoute(app, betDeps);
  await registerOrderRoutes(app, betDeps);
  return { handle: () => handle, books, handover: handover?.stats };
}

/** The sports module (registered in src/modules/index.ts). */
export const sportsModule: ExchangeModule = {
  name: 'sports',
  async register(app, deps) {
    const { handle, books, handover } = await registerSports(app, deps);
    return { sports: handle, books, handover, reset: resetHouse };
  },
};
