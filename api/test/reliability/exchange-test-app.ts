import { loadCasinoConfig } from '../modules/casino/casino-config';
import { registerCasinoRoutes } from '../modules/casino/casino-routes';
import { registerCasinoTestRoutes } from '../modules/casino/casino-test-routes';
import { CasinoEngine } from '../modules/casino/round-engine';
import { createSportsTestApp, type SportsTestApp } from '../modules/sports/sports-test-helpers';

export interface ExchangeTestApp extends SportsTestApp {
  casino: CasinoEngine;
}

/**
 * Auth, test control, sports (seed 42, no ticks, no bet delay) and casino (no ticker; each phase
 * of a round lasts 10 minutes, so only the test routes move a round on, however slow the run).
 */
export async function createExchangeTestApp(): Promise<ExchangeTestApp> {
  let casino: CasinoEngine | null = null;
  const phase = 600_000;
  const t = await createSportsTestApp({}, [
    {
      name: 'casino',
      register: async (scope, { db }) => {
        casino = new CasinoEngine(db, {
          ...loadCasinoConfig(),
          openMs: phase,
          dealMs: phase,
          resultMs: phase,
          tickMs: 0,
        });
        await registerCasinoRoutes(scope, casino);
        await registerCasinoTestRoutes(scope, casino);
      },
    },
  ]);
  if (!casino) throw new Error('casino module did not register');
  return { ...t, casino };
}
