import type { ExchangeModule } from '../types';
import { registerReportRoutes } from './report-routes';
import { seedReportHistory } from './seed-history';

/** Commission, profit-loss, live game bets, bet history and statement reports. */
export const reportsModule: ExchangeModule = {
  name: 'reports',
  async register(app, deps) {
    await registerReportRoutes(app, deps);
    return { seedReportHistory: () => seedReportHistory(deps.db) };
  },
};
