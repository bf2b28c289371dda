import { casinoModule } from '../../src/modules/casino/casino-module';
import type { CasinoEngine } from '../../src/modules/casino/round-engine';
import { createSportsTestApp, type SportsTestApp } from '../support/sports-helpers';

export interface ExchangeTestApp extends SportsTestApp {
  casino: CasinoEngine;
}

/**
 * Auth, test control, sports (seed 42, no ticks, no bet delay) and casino (no ticker; each phase
 * of a round lasts 10 minutes, so only the test routes move a round on, however slow the run).
 */
export async function createExchangeTestApp(): Promise<ExchangeTestApp> {
  const phase = 600_000;
  const t = await createSportsTestApp(
    { casino: { openMs: phase, dealMs: phase, resultMs: phase } },
    [casinoModule],
  );
  if (!t.casino) throw new Error('casino module did not register');
  return { ...t, casino: t.casino };
}
