import type { ExchangeModule } from '../types';
import { registerLedgerRoutes } from './ledger-routes';

/** The player's ledgers: list, match details (sport 4), casino details (sport 5). */
export const ledgersModule: ExchangeModule = {
  name: 'ledgers',
  async register(app) {
    await registerLedgerRoutes(app);
  },
};
