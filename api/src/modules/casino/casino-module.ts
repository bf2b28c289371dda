import type { ExchangeModule } from '../types';
import { registerCasinoRoutes } from './casino-routes';
import { CasinoEngine } from './round-engine';

/** The ten live casino tables: rounds on a timer, bets, settlement (docs/casino.md). */
export const casinoModule: ExchangeModule = {
  name: 'casino',
  async register(app, { db, config, leadership }) {
    const engine = new CasinoEngine(db, config.casino);
    await registerCasinoRoutes(app, engine);
    // Every process advances a due round when read (guarded in SQL); only the leader ticks.
    app.addHook('onReady', async () => leadership.onLead(() => engine.start()));
    app.addHook('onClose', async () => engine.stop());
    return { casino: engine };
  },
};
