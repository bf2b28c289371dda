import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/types';
import { saveSetting } from '../../src/modules/safer-gambling/settings-store';
import type { SimMatch } from '../../src/modules/sports/feed/sim-types';
import type { SportsHandle } from '../../src/modules/sports/sports-module';
import { currentRoundId } from './casino-helpers';
import { perFile } from './per-file';
import { oddsBet } from './sports-helpers';
import { createTestApp, login, type TestApp, type TestConfigOverrides } from './test-app';

/** A clock the test moves: the API's rules read it through ModuleDeps.now. */
export class TestClock {
  private at: number;
  constructor(start: Date = new Date()) {
    this.at = start.getTime();
  }
  readonly now = (): Date => new Date(this.at);
  advance(ms: number): void {
    this.at += ms;
  }
  set(at: Date): void {
    this.at = at.getTime();
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface SaferTestApp extends TestApp {
  clock: TestClock;
  sports: SportsHandle;
}

/** Every module on a fresh seeded database, the sports simulator still (seed 42) and `clock`. */
export async function createSaferTestApp(
  overrides: TestConfigOverrides = {},
): Promise<SaferTestApp> {
  const clock = new TestClock();
  const t = await createTestApp(
    {
      simSeed: 42,
      testControl: true,
      ...overrides,
      sports: { betDelayMs: 0, matchCount: 4, ...overrides.sports },
    },
    undefined,
    { now: clock.now },
  );
  if (!t.sports) throw new Error('sports module did not register');
  return { ...t, clock, sports: t.sports };
}

/** A test file's safer-gambling app (createSaferTestApp), open from its first test to its last. */
export const saferFixture = (overrides: TestConfigOverrides = {}): SaferTestApp =>
  perFile(() => createSaferTestApp(overrides));

export interface TestPlayer {
  id: number;
  userName: string;
  token: string;
  sessionId: string;
  post: (url: string, payload?: object) => Promise<LightMyRequestResponse>;
}

let made = 0;

/** A new player (password demo1234) with `balance` Coins, logged in through /Authenticate/Login. */
export async function newPlayer(t: SaferTestApp, balance = '100000'): Promise<TestPlayer> {
  made += 1;
  const prefix = `sg${process.pid % 1000}x${made}p`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/__test/CreatePlayers',
    payload: { Count: 1, Balance: balance, Prefix: prefix },
  });
  if (created.json<{ status: number }>().status !== 0) throw new Error(created.body);
  const userName = `${prefix}1`;
  const rows = await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [
    userName,
  ]);
  const session = await login(t.app, userName);
  return { id: rows[0]?.id ?? 0, userName, ...sessionOf(t.app, session.token, session.sessionId) };
}

/** Another session (login) of the same player. */
export async function loginAgain(t: SaferTestApp, p: TestPlayer): Promise<TestPlayer> {
  const session = await login(t.app, p.userName);
  return { ...p, ...sessionOf(t.app, session.token, session.sessionId) };
}

export function sessionOf(app: FastifyInstance, token: string, sessionId: string) {
  return {
    token,
    sessionId,
    post: (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } }),
  };
}

/** A settled result booked for the player at `at` (cents; negative = lost), as settlement writes it. */
export async function bookResult(db: Db, userId: number, cents: number, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO ledger (user_id, created_at, kind, amount, balance_after, description, ref_type, ref_id)
     VALUES ($1, $2, 'settlement', $3, 0, 'test result', 'test', NULL)`,
    [userId, at, cents],
  );
}

export const setTimeZone = (db: Db, userId: number, zone: string) =>
  saveSetting(db, userId, 'time_zone', zone);

export interface Reply {
  status: number;
  message: string;
  data: unknown;
}

/** A casino bet on the open round of Teen Patti T20 (Player A at 1.98). */
export async function casinoBet(t: SaferTestApp, p: TestPlayer, Stake: string): Promise<Reply> {
  const RoundId = await currentRoundId(t.app, p.token, 't20');
  const body = { TableCode: 't20', RoundId, Market: 'Winner', Selection: 'Player A', Rate: '1.98' };
  return (await p.post('/Casino/PlaceBet', { ...body, Stake })).json<Reply>();
}

/** One number about a player: `sql` selects it as n, with the player's id as $1. */
export async function countOf(db: Db, sql: string, userId: number): Promise<number> {
  return (await db.query<{ n: number }>(sql, [userId]))[0]?.n ?? 0;
}

/** What a break leaves of a player: their breaks, waiting orders and exposure in cents. */
export async function breakState(db: Db, userId: number) {
  return {
    breaks: await countOf(
      db,
      'SELECT count(*)::int AS n FROM safer_breaks WHERE user_id = $1',
      userId,
    ),
    waiting: await countOf(
      db,
      "SELECT count(*)::int AS n FROM sports_orders WHERE user_id = $1 AND state = 'waiting'",
      userId,
    ),
    exposure: await countOf(
      db,
      'SELECT COALESCE(SUM(amount), 0)::bigint AS n FROM exposures WHERE user_id = $1',
      userId,
    ),
  };
}

/** p's back at 1000 on the match odds of `m` (nobody lays at 1000: it waits); its order id. */
export async function waitingBack(p: TestPlayer, m: SimMatch): Promise<string> {
  const res = (
    await p.post('/Player/PlaceBet', { ...oddsBet(m, 'back', '100.00'), Price: '1000.00' })
  ).json<{ status: number; data: { waiting: string; orderId: string } }>();
  expect(res).toMatchObject({ status: 0, data: { waiting: '100.00' } });
  return res.data.orderId;
}
