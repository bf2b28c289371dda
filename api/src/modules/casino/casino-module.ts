import type { ExchangeModule } from '../types';
import { loadCasinoConfig } from './casino-config';
import { registerCasinoRoutes } from './casino-routes';
import { registerCasinoTestRoutes } from './casino-test-routes';
import { CasinoEngine } from './round-engine';

/** The ten live casino tables: rounds on a timer, bets, settlement (docs/casino.md). */
export const casinoModule: ExchangeModule = {
  name: 'casino',
  async register(app, { db, config }) {
    const engine = new CasinoEngine(db, loadCasinoConfig());
    await registerCasinoRoutes(app, engine);
    if (config.testControl) await registerCasinoTestRoutes(app, engine);
    app.addHook('onReady', async () => engine.start());
    app.addHook('onClose', async () => engine.stop());
  },
};
