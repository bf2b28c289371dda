import type { LightMyRequestResponse } from 'fastify';
import type { AccountParts, OrderEvent } from 'shared-api-types';
import type { Db } from '../../src/db/types';
import { authCoreModule } from '../../src/modules/auth-core/auth-core-module';
import type { SimMatch } from '../../src/modules/sports/feed/sim-types';
import { sportsModule, type SportsHandle } from '../../src/modules/sports/sports-module';
import type { ExchangeModule } from '../../src/modules/types';
import { perFile } from './per-file';
import {
  buildTestApp,
  createTestApp,
  login,
  type BuiltTestApp,
  type TestApp,
  type TestConfigOverrides,
} from './test-app';

export interface SportsTestApp extends TestApp {
  sports: SportsHandle;
}

/** Auth, sports (seed 42, no ticks, no bet delay, 10 matches) and test control, then `extra`. */
function sportsSetup(overrides: TestConfigOverrides, extra: readonly ExchangeModule[]) {
  const config: TestConfigOverrides = {
    simSeed: 42,
    testControl: true,
    ...overrides,
    sports: { betDelayMs: 0, matchCount: 10, ...overrides.sports },
  };
  return [config, [authCoreModule, sportsModule, ...extra]] as const;
}

function withSports<T extends BuiltTestApp>(t: T): T & { sports: SportsHandle } {
  if (!t.sports) throw new Error('sports module did not register');
  return { ...t, sports: t.sports };
}

/** The sports app on `db`. Started again on the same db, it is the API after a restart. */
export async function buildSportsApp(
  db: Db,
  overrides: TestConfigOverrides = {},
  extra: readonly ExchangeModule[] = [],
): Promise<BuiltTestApp & { sports: SportsHandle }> {
  return withSports(await buildTestApp(db, ...sportsSetup(overrides, extra)));
}

/** buildSportsApp on a new migrated and seeded test database. */
export async function createSportsTestApp(
  overrides: TestConfigOverrides = {},
  extra: readonly ExchangeModule[] = [],
): Promise<SportsTestApp> {
  return withSports(await createTestApp(...sportsSetup(overrides, extra)));
}

export interface Player {
  token: string;
  sessionId: string;
  post: (
    url: string,
    payload: object,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
}

export async function player(t: TestApp, user = 'demo'): Promise<Player> {
  const { token, sessionId } = await login(t.app, user);
  return {
    token,
    sessionId,
    post: (url, payload, headers = {}) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${token}`, ...headers },
      }),
  };
}

/** A test file's app and the two demo players, set before its first test. */
export interface SportsFixture {
  t: SportsTestApp;
  demo: Player;
  demo2: Player;
  close(): Promise<void>;
}

export interface SportsFixtureOptions {
  /** Modules registered after auth and sports (createSportsTestApp's `extra`). */
  extra?: readonly ExchangeModule[];
  /** Before each test: test state reset and no bet delay (resetSports). */
  resetEachTest?: boolean;
}

/**
 * Registers the setup every sports route test shares: one app and the demo and demo2 players
 * for the whole file (beforeAll), closed after the last test (afterAll).
 */
export function sportsFixture({
  extra = [],
  resetEachTest = false,
}: SportsFixtureOptions = {}): SportsFixture {
  jest.setTimeout(60_000);
  const fx = perFile(async () => {
    const t = await createSportsTestApp({}, extra);
    return { t, demo: await player(t), demo2: await player(t, 'demo2'), close: () => t.close() };
  });
  if (resetEachTest) beforeEach(() => resetSports(fx.t));
  return fx;
}

/** Test state reset (/__test/Reset) and no bet delay. */
export async function resetSports(t: SportsTestApp): Promise<void> {
  await t.app.inject({ method: 'POST', url: '/__test/Reset' });
  t.sports.betDelayMs = 0;
}

/** demo's order calls (fx.demo, read when called): PlaceBet, then its waiting and matched bets. */
export function demoBetCalls(fx: SportsFixture) {
  return {
    place: (body: object, key?: string) =>
      fx.demo.post('/Player/PlaceBet', body, key ? { 'idempotency-key': key } : {}),
    unmatched: async (matchId: string) =>
      (await fx.demo.post('/Player/GetUnmatchedBets', { Id: matchId })).json().data,
    matchedList: async (matchId: string) =>
      (await fx.demo.post('/Player/GetOddsBetList', { Id: matchId })).json().data,
  };
}

export function inPlayMatch(t: SportsTestApp): SimMatch {
  const m = [...t.sports.sim.matches.values()].find((x) => x.state === 'inplay');
  if (!m) throw new Error('no in-play match');
  return m;
}

export function upcomingMatch(t: SportsTestApp): SimMatch {
  const m = [...t.sports.sim.matches.values()].find((x) => x.state === 'upcoming');
  if (!m) throw new Error('no upcoming match');
  return m;
}

/** A PlaceBet body backing/laying runner i of the match-odds market at the live best price. */
export function oddsBet(
  m: SimMatch,
  side: 'back' | 'lay',
  stake: string,
  i = 0,
  kind: 'odds' | 'book' | 'toss' = 'odds',
) {
  const mk = m[kind];
  const r = mk.runners[i];
  if (!r) throw new Error('no runner');
  const p = side === 'back' ? r.back[0] : r.lay[0];
  const price = kind === 'book' ? String(p) : (p / 100).toFixed(2);
  return {
    MatchId: m.matchId,
    EventId: m.eventId,
    MarketId: mk.marketId,
    MarketType: kind,
    SelectionId: r.selectionId,
    Side: side,
    Price: price,
    Stake: stake,
  };
}

/** A CashOut body: `Percent` of the player's position on the match odds (or bookmaker) for `Amount`. */
export const cashOutBody = (
  m: SimMatch,
  Percent: number,
  Amount: string | number,
  kind: 'odds' | 'book' = 'odds',
) => ({
  MatchId: m.matchId,
  EventId: m.eventId,
  MarketId: m[kind].marketId,
  MarketType: kind,
  Percent,
  Amount,
});

export function fancyBet(m: SimMatch, side: 'yes' | 'no', stake: string, k = 0) {
  const s = m.sessions[k];
  if (!s) throw new Error('no session');
  return {
    MatchId: m.matchId,
    EventId: m.eventId,
    MarketId: m.marketId,
    MarketType: 'session',
    SelectionId: s.selectionId,
    Side: side,
    Price: String(side === 'yes' ? s.yesRate : s.noRate),
    Line: side === 'yes' ? s.yesLine : s.noLine,
    Stake: stake,
  };
}

export async function balanceOf(
  p: Player,
): Promise<{ balance: string; exposure: string; available: string }> {
  const res = await p.post('/User/GetBalance', { sessionId: p.sessionId });
  return res.json().data;
}

/** SQL condition: a row of a player, not of the house account (the market's other side). */
export const NOT_HOUSE = "user_id <> (SELECT id FROM users WHERE username = '__house')";

/** The `orders` parts the account topics get while `fn` runs, per user id. */
export async function orderEvents(
  t: TestApp,
  fn: () => Promise<unknown>,
): Promise<Map<number, OrderEvent[]>> {
  const seen = new Map<number, OrderEvent[]>();
  const stop = t.app.live.subscribe((ev) => {
    if (!ev.topic.startsWith('account:')) return;
    const orders = (ev.parts as AccountParts).orders;
    if (!orders) return;
    const id = Number(ev.topic.slice('account:'.length));
    seen.set(id, [...(seen.get(id) ?? []), ...orders]);
  });
  try {
    await fn();
  } finally {
    stop();
  }
  return seen;
}
