import path from 'node:path';
import { API_ROOT } from './api-root';
import { loadHelpConfig, type HelpConfig } from './safer-help-config';

export interface Config {
  apiPort: number;
  sessionOddsPort: number;
  bookOddsPort: number;
  host: string;
  /** Set: real PostgreSQL via pg Pool. Unset: embedded PGlite in dataDir. */
  databaseUrl: string | null;
  /** PGlite folder, or ':memory:' for an in-memory database. */
  dataDir: string;
  corsOrigins: string[];
  sessionTtlHours: number;
  simSeed: number | null;
  /** EXCHANGE_TEST_CONTROL=1 registers the /__test/ routes (modules/test-control). */
  testControl: boolean;
  logLevel: LogLevel;
  /**
   * Listen backlog of the API and odds hosts (the kernel caps it at net.core.somaxconn). Node's
   * default, 511, overflows when 1,000 connections arrive at once: the kernel then drops their
   * handshakes and the clients retry after 1, 3, 7, 15 s.
   */
  listenBacklog: number;
  /** API_WORKERS: API processes sharing the port (node:cluster; more than 1 needs PostgreSQL). */
  apiWorkers: number;
  /**
   * API_INTERNAL_ADDRESS (host:port, default 127.0.0.1:0): where this process answers the
   * requests other API processes hand to a market's owner (cluster/owner-handover.ts). Port 0: one
   * the system picks; with API_WORKERS a worker adds its index - 1 to a port given.
   */
  internalAddress: { host: string; port: number };
  /**
   * API_INTERNAL_SECRET (24+ characters): carried by every hand-over; the same on every process
   * sharing the database. With API_WORKERS and none given, the primary makes one for its workers;
   * a process without one hands nothing over and takes no hand-overs.
   */
  internalSecret: string | null;
  sports: SportsConfig;
  casino: CasinoConfig;
  /** The help organisations players are shown, SAFER_HELP_FILE (default api/config/safer-help.json). */
  help: HelpConfig;
  /** OPERATOR_KEY: the key of the operator's calls (/Operator/...); null: those calls refuse. */
  operatorKey: string | null;
}

/** The sports simulator and bets (docs/sports.md). */
export interface SportsConfig {
  /** Simulator tick, SIM_TICK_MS (default 1000; 0 = no automatic ticks). */
  tickMs: number;
  /** In-play bet delay, BET_DELAY_MS (default 2000). */
  betDelayMs: number;
  /** Matches running at once, SIM_MATCHES (8-50, default 10). */
  matchCount: number;
  /** Time between balls, SIM_BALL_MS (default 5000: a T20 takes about 25 minutes). */
  ballMs: number;
  /**
   * Match-odds / toss orders of a process run in this many queues, ORDER_LANES (1-64, default 1):
   * a market is always in the same one, and what queues in one is placed as one transaction,
   * whatever its markets (money-path/place-batch.ts).
   */
  orderLanes: number;
}

/** Round timing of the casino tables, in milliseconds (docs/casino.md). */
export interface CasinoConfig {
  /** Betting window: CASINO_ROUND_MS, default 20000. */
  openMs: number;
  /** Cards being dealt after betting closes (CASINO_DEAL_MS, default 3000). */
  dealMs: number;
  /** Result shown before the next round (CASINO_RESULT_MS, default 5000). */
  resultMs: number;
  /** Background ticker period (CASINO_TICK_MS, default 1000; 0 = off). */
  tickMs: number;
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://127.0.0.1:3001',
  'http://127.0.0.1:3002',
  'http://127.0.0.1:3003',
];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function readInt(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${key} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new ConfigError(`${key} must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

function readFlag(env: Env, key: string): boolean {
  const raw = env[key]?.trim() ?? '';
  if (raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new ConfigError(`${key} must be 1 or 0, got "${raw}"`);
}

function readInternalAddress(raw: string | undefined): { host: string; port: number } {
  if (raw === undefined || raw.trim() === '') return { host: '127.0.0.1', port: 0 };
  const m = /^\[?([^\]\s]+?)\]?:(\d{1,5})$/.exec(raw.trim());
  const port = Number(m?.[2]);
  if (!m?.[1] || port > 65535 || m[1] === '0.0.0.0' || m[1] === '::')
    throw new ConfigError(
      `API_INTERNAL_ADDRESS must be host:port, the address other API processes reach this one on, got "${raw}"`,
    );
  return { host: m[1], port };
}

function readOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [...DEFAULT_CORS_ORIGINS];
  const origins = raw
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  for (const origin of origins) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new ConfigError(`CORS_ORIGINS entry "${origin}" is not a valid origin URL`);
    }
    if (url.origin !== origin) {
      throw new ConfigError(
        `CORS_ORIGINS entry "${origin}" must be a bare origin like ${url.origin}`,
      );
    }
  }
  return origins;
}

/** Reads and validates the configuration; throws ConfigError with a clear sentence. */
export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const logLevel = (env.LOG_LEVEL?.trim() || 'warn') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const host = env.HOST?.trim() || '127.0.0.1';
  const dataDirRaw = env.DATA_DIR?.trim() || path.join(API_ROOT, '.data', 'pglite');
  const dataDir = dataDirRaw === ':memory:' ? dataDirRaw : path.resolve(dataDirRaw);
  const operatorKey = env.OPERATOR_KEY?.trim() || null;
  const internalSecret = env.API_INTERNAL_SECRET?.trim() || null;
  if (internalSecret !== null && internalSecret.length < 24)
    throw new ConfigError('API_INTERNAL_SECRET must be at least 24 characters long');
  if (operatorKey !== null && operatorKey.length < 24)
    throw new ConfigError('OPERATOR_KEY must be at least 24 characters long');
  let help: HelpConfig;
  try {
    help = loadHelpConfig(
      env.SAFER_HELP_FILE?.trim() || path.join(API_ROOT, 'config', 'safer-help.json'),
    );
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  const config: Config = {
    apiPort: readInt(env, 'API_PORT', 4000, 0, 65535),
    sessionOddsPort: readInt(env, 'SESSION_ODDS_PORT', 4001, 0, 65535),
    bookOddsPort: readInt(env, 'BOOK_ODDS_PORT', 4002, 0, 65535),
    host,
    databaseUrl,
    dataDir,
    corsOrigins: readOrigins(env.CORS_ORIGINS),
    sessionTtlHours: readInt(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 365),
    simSeed: env.SIM_SEED?.trim() ? readInt(env, 'SIM_SEED', 0, 0, 2 ** 31 - 1) : null,
    testControl: readFlag(env, 'EXCHANGE_TEST_CONTROL'),
    logLevel,
    listenBacklog: readInt(env, 'LISTEN_BACKLOG', 4096, 1, 65535),
    apiWorkers: readInt(env, 'API_WORKERS', 1, 1, 64),
    internalAddress: readInternalAddress(env.API_INTERNAL_ADDRESS),
    internalSecret,
    sports: {
      tickMs: readInt(env, 'SIM_TICK_MS', 1000, 0, MINUTE),
      betDelayMs: readInt(env, 'BET_DELAY_MS', 2000, 0, 30_000),
      matchCount: readInt(env, 'SIM_MATCHES', 10, 8, 50),
      ballMs: readInt(env, 'SIM_BALL_MS', 5000, 10, 10 * MINUTE),
      orderLanes: readInt(env, 'ORDER_LANES', 1, 1, 64),
    },
    casino: {
      openMs: readInt(env, 'CASINO_ROUND_MS', 20_000, 1000, DAY),
      dealMs: readInt(env, 'CASINO_DEAL_MS', 3000, 0, DAY),
      resultMs: readInt(env, 'CASINO_RESULT_MS', 5000, 0, DAY),
      tickMs: readInt(env, 'CASINO_TICK_MS', 1000, 0, MINUTE),
    },
    help,
    operatorKey,
  };
  if (config.apiWorkers > 1 && databaseUrl === null) {
    throw new ConfigError(
      `API_WORKERS=${config.apiWorkers} needs PostgreSQL (DATABASE_URL): PGlite is an embedded database that only one process can open`,
    );
  }
  const ports = [config.apiPort, config.sessionOddsPort, config.bookOddsPort].filter(
    (p) => p !== 0,
  );
  if (new Set(ports).size !== ports.length) {
    throw new ConfigError('API_PORT, SESSION_ODDS_PORT and BOOK_ODDS_PORT must all differ');
  }
  return config;
}
