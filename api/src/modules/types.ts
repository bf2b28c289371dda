import type { FastifyInstance } from 'fastify';
import type { Leadership } from '../cluster/leadership';
import type { HandoverStats } from '../cluster/owner-handover';
import type { BookMemory } from './sports/exchange/book-memory';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/types';
import type { LiveBus } from '../live/live-bus';
import type { CasinoEngine } from './casino/round-engine';
import type { SportsHandle } from './sports/sports-handle';

export interface ModuleDeps {
  db: Db;
  config: Config;
  /** Whether this process runs the simulator, casino rounds and settlement (cluster/leadership.ts). */
  leadership: Leadership;
  /** A connection this process's part depends on broke (leader lock, live feed): it must stop. */
  onLost: (err: Error) => void;
  /** Where live changes are published for the stream. */
  live: LiveBus;
  /** The clock the player's rules are judged by (safer gambling); tests pass their own. */
  now: () => Date;
}

/**
 * Cleanup a module runs on POST /__test/Reset, inside the reset transaction and before the core
 * tables are reset (delete your own rows that reference the demo players' bets).
 */
export type TestResetHook = (tx: Queryable, userIds: readonly number[]) => Promise<void>;

/**
 * What a module hands to the /__test/ routes (modules/test-control), which buildApp registers
 * only when EXCHANGE_TEST_CONTROL=1.
 */
export interface ModuleControls {
  /** The simulator while this process leads (null on a follower, until it takes over). */
  sports?: () => SportsHandle | null;
  casino?: CasinoEngine;
  reset?: TestResetHook;
  /** POST /__test/SeedReportHistory: the demo players' report history again. */
  seedReportHistory?: () => Promise<unknown>;
  /** The books in memory of the markets this process owns (tests compare them with the stored). */
  books?: BookMemory;
  /** What this process handed over and answered as a market's owner (cluster/owner-handover.ts). */
  handover?: HandoverStats;
}

/** One feature module of the API. Teams append theirs to src/modules/index.ts. */
export interface ExchangeModule {
  name: string;
  register: (app: FastifyInstance, deps: ModuleDeps) => Promise<ModuleControls | void>;
}
