import type { FastifyInstance } from 'fastify';
import { getOddsFeed, setOddsFeed } from '../../odds-feed';
import type { ExchangeModule, ModuleDeps } from '../types';
import { attachBallRecords, saveBalls } from './engine/ball-record';
import { publishBalances } from '../../live/publish-balances';
import { publishSimulator } from './live-publish';
import { registerPlaceBetRoute } from './place-bet-route';
import { registerReadRoutes } from './read-routes';
import { registerScoreRoutes } from './score-routes';
import { settleMarket } from './settle';
import type { SimMatch } from './sim-types';
import { Simulator } from './simulator';
import {
  loadStoredMatches,
  matchStateRows,
  nextMatchId,
  persistMatch,
  saveMatchStates,
} from './sports-repo';

/** Unfinished matches' state is stored every SAVE_EVERY_TICKS ticks (and at start, toss, stop). */
export const SAVE_EVERY_TICKS = 60;

/** The running sports module: what the test control drives, and stop. */
export interface SportsHandle {
  sim: Simulator;
  /** In-play bet delay in force (the test control may change it). */
  betDelayMs: number;
  /** Waits until every queued settlement / persistence job has run. */
  drain: () => Promise<void>;
  persistNew: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts the simulator (resuming the unfinished matches stored by an earlier run), persists its
 * matches, serves the sports calls and registers the feed.
 */
export async function registerSports(
  app: FastifyInstance,
  { db, config, live }: ModuleDeps,
): Promise<SportsHandle> {
  const settled = (users: number[], key: string) => void publishBalances(db, live, users, key);
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
  const sim = new Simulator(
    {
      seed: config.simSeed ?? Math.floor(Math.random() * 2 ** 31),
      matchCount: opts.matchCount,
      firstId,
      resume: stored.resumed,
      ballTicks: opts.tickMs > 0 ? Math.max(1, Math.round(opts.ballMs / opts.tickMs)) : undefined,
    },
    (result, match) => {
      void enqueue(() => settleMarket(db, result, settled));
      // The match just started: store it in play, toss decided.
      if (result.kind === 'toss') void saveStates([match]);
    },
  );
  const saveStates = (matches: Iterable<SimMatch> = sim.matches.values()): Promise<void> => {
    const rows = matchStateRows(matches);
    return enqueue(() => saveMatchStates(db, rows));
  };
  for (const result of stored.results) void enqueue(() => settleMarket(db, result, settled));
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
  await persistNew();
  // Matches seeded in play already had their toss: record it (no bets can exist on it yet; a
  // resumed match's toss is already settled, so this does nothing).
  for (const m of sim.matches.values()) {
    const winner = m.toss.runners.find((r) => r.selectionId === m.tossWinner);
    if (winner)
      void enqueue(() =>
        settleMarket(
          db,
          {
            kind: 'toss',
            matchId: m.matchId,
            marketId: m.toss.marketId,
            winnerId: winner.selectionId,
            winnerName: winner.name,
          },
          settled,
        ),
      );
  }
  await chain;

  const runtime: SportsHandle = {
    sim,
    betDelayMs: opts.betDelayMs,
    drain: () => chain,
    persistNew,
    stop: async () => {
      if (timer) clearInterval(timer);
      if (!closed) await persistNew();
      if (!closed) await saveStates();
      await chain;
      closed = true;
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
          if (sim.tickCount % SAVE_EVERY_TICKS === 0) void saveStates();
        }, opts.tickMs)
      : null;
  timer?.unref();
  app.addHook('onClose', async () => runtime.stop());

  await registerReadRoutes(app, db, sim);
  await registerScoreRoutes(app, db, sim);
  await registerPlaceBetRoute(app, {
    db,
    matches: sim.matches,
    betDelayMs: () => runtime.betDelayMs,
  });
  return runtime;
}

/** The sports module (registered in src/modules/index.ts). */
export const sportsModule: ExchangeModule = {
  name: 'sports',
  async register(app, deps) {
    return { sports: await registerSports(app, deps) };
  },
};
