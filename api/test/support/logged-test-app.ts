import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import type { Db } from '../../src/db/types';
import { perFile } from './per-file';
import { testConfig, type TestConfigOverrides } from './test-app';
import { openTestDb } from './test-db';

export interface LoggedTestApp {
  db: Db;
  app: FastifyInstance;
  /** Every line the app's logger wrote, in order. */
  lines: string[];
  close(): Promise<void>;
}

/** The full app on a seeded in-memory database, its log kept in `lines`. */
export async function createLoggedTestApp(
  logLevel: Config['logLevel'],
  overrides: TestConfigOverrides = {},
): Promise<LoggedTestApp> {
  const db = await openTestDb();
  await migrate(db);
  await seed(db);
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp({
    db,
    config: testConfig({ ...overrides, logLevel }),
    logger: { stream },
  });
  return {
    db,
    app,
    lines,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A test file's logged app (createLoggedTestApp), open from its first test to its last. */
export const loggedFixture = (
  logLevel: Config['logLevel'],
  overrides: TestConfigOverrides = {},
): LoggedTestApp => perFile(() => createLoggedTestApp(logLevel, overrides), 60_000);
