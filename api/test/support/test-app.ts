import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type CasinoConfig, type Config, type SportsConfig } from '../../src/config';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import type { Db } from '../../src/db/types';
import { modules as allModules, type ExchangeModule, type ModuleControls } from '../../src/modules';
import type { CasinoEngine } from '../../src/modules/casino/round-engine';
import type { SportsHandle } from '../../src/modules/sports/sports-module';
import { perFile } from './per-file';
import { openTestDb } from './test-db';

export type TestConfigOverrides = Partial<Omit<Config, 'sports' | 'casino'>> & {
  sports?: Partial<SportsConfig>;
  casino?: Partial<CasinoConfig>;
};

/**
 * The configuration of a test app: in-memory database, default origins, and no simulator or
 * casino ticker (a test moves time on itself), with `overrides` on top.
 */
export function testConfig({ sports, casino, ...rest }: TestConfigOverrides = {}): Config {
  const base = loadConfig({ DATA_DIR: ':memory:' });
  return {
    ...base,
    ...rest,
    sports: { ...base.sports, tickMs: 0, ...sports },
    casino: { ...base.casino, tickMs: 0, ...casino },
  };
}

/** The app (not listening) and the running sports and casino modules, if registered. */
export interface BuiltTestApp {
  app: FastifyInstance;
  config: Config;
  sports?: SportsHandle;
  casino?: CasinoEngine;
}

export interface TestApp extends BuiltTestApp {
  db: Db;
  close(): Promise<void>;
}

/**
 * The app on `db` with `modules` (all by default), keeping what they hand to the test control.
 * Built again on the same database, it is the API after a restart.
 */
export async function buildTestApp(
  db: Db,
  overrides: TestConfigOverrides = {},
  modules: readonly ExchangeModule[] = allModules,
  clock: { now?: () => Date } = {},
): Promise<BuiltTestApp> {
  const config = testConfig(overrides);
  const controls: ModuleControls = {};
  const keep = (mod: ExchangeModule): ExchangeModule => ({
    name: mod.name,
    register: async (scope, deps) => {
      const exposed = await mod.register(scope, deps);
      Object.assign(controls, exposed);
      return exposed;
    },
  });
  const app = await buildApp({ db, config, modules: modules.map(keep), now: clock.now });
  return { app, config, sports: controls.sports?.() ?? undefined, casino: controls.casino };
}

/** buildTestApp on a new migrated and seeded in-memory database. Build one per test file. */
export async function createTestApp(
  overrides: TestConfigOverrides = {},
  modules: readonly ExchangeModule[] = allModules,
  clock: { now?: () => Date } = {},
): Promise<TestApp> {
  const db = await openTestDb();
  await migrate(db);
  await seed(db);
  const built = await buildTestApp(db, overrides, modules, clock);
  return {
    ...built,
    db,
    async close() {
      await built.app.close();
      await db.close();
    },
  };
}

export interface LoginResult {
  status: number;
  message: string;
  code?: string;
  values?: Record<string, string | number>;
  name: string;
  token: string;
  userType: string;
  sessionId: string;
}

export async function login(
  app: FastifyInstance,
  UserName = 'demo',
  Password = 'demo1234',
  remoteAddress = '10.0.0.1',
): Promise<LoginResult> {
  const res = await app.inject({
    method: 'POST',
    url: '/Authenticate/Login',
    payload: { UserName, Password, IpAddress: '0.0.0.0' },
    remoteAddress,
  });
  return res.json<LoginResult>();
}

export function getBalance(
  app: FastifyInstance,
  token: string,
  sessionId: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/User/GetBalance',
    headers: { authorization: `Bearer ${token}` },
    payload: { sessionId },
  });
}

/** A test file's app (createTestApp), open from its first test to its last. */
export const testAppFixture = (overrides: TestConfigOverrides = {}): TestApp =>
  perFile(() => createTestApp(overrides));
