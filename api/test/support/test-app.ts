import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type Config } from '../config';
import { migrate } from '../db/migrate';
import { openTestDb } from './test-db';
import { seed } from '../db/seed';
import type { Db } from '../db/types';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** In-memory PGlite, migrated and seeded, with the full app. Build one per test file. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const db = await openTestDb();
  await migrate(db);
  await seed(db);
  const app = await buildApp({ db, config });
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface LoginResult {
  status: number;
  message: string;
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
