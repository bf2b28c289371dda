import { buildApp } from '../app';
import { testConfig } from '../config';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { openTestDb } from '../test/test-db';
import type { TestApp } from '../test/test-app';
import { authCoreModule } from '../modules/auth-core/auth-core-module';
import { loadCasinoConfig } from '../modules/casino/casino-config';
import { registerCasinoRoutes } from '../modules/casino/casino-routes';
import { registerCasinoTestRoutes } from '../modules/casino/casino-test-routes';
import { CasinoEngine } from '../modules/casino/round-engine';
import { registerSports, type SportsHandle } from '../modules/sports/sports-module';
import { testControlModule } from '../modules/test-control/test-control-module';

export interface ExchangeTestApp extends TestApp {
  sports: SportsHandle;
  casino: CasinoEngine;
}

/**
 * Auth, test control, sports (seed 42, no ticks, no bet delay) and casino (no ticker; each phase
 * of a round lasts 10 minutes, so only the test routes move a round on, however slow the run).
 */
export async function createExchangeTestApp(): Promise<ExchangeTestApp> {
  const config = testConfig({ simSeed: 42, testControl: true });
  const db = await openTestDb();
  await migrate(db);
  await seed(db);
  const phase = 600_000;
  const casino = new CasinoEngine(db, {
    ...loadCasinoConfig(),
    openMs: phase,
    dealMs: phase,
    resultMs: phase,
    tickMs: 0,
  });
  let sports: SportsHandle | null = null;
  const app = await buildApp({
    db,
    config,
    modules: [
      authCoreModule,
      testControlModule,
      {
        name: 'sports',
        register: async (scope, deps) =>
          void (sports = await registerSports(scope, deps, {
            tickMs: 0,
            betDelayMs: 0,
            matchCount: 10,
          })),
      },
      {
        name: 'casino',
        register: async (scope) => {
          await registerCasinoRoutes(scope, casino);
          await registerCasinoTestRoutes(scope, casino);
        },
      },
    ],
  });
  if (!sports) throw new Error('sports module did not register');
  return {
    app,
    db,
    config,
    sports,
    casino,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
