import type { ExchangeModule } from '../types';
import { registerReportRoutes } from './report-routes';
import { seedReportHistory } from './seed-history';

/** Commission, profit-loss, live game bets, bet history and statement reports. */
export const reportsModule: ExchangeModule = {
  name: 'reports',
  async register(app, deps) {
    await registerReportRoutes(app, deps);
    if (!deps.config.testControl) return;
    // Test-only: gives the demo players their report history again after /__test/Reset.
    app.post('/__test/SeedReportHistory', async () => {
      const seeded = await seedReportHistory(deps.db);
      return { status: 0, message: 'Seeded', data: seeded };
    });
  },
};
