import { accountModule } from './account/account-module';
import { authCoreModule } from './auth-core/auth-core-module';
import { sportsModule } from './sports/sports-module';
import { reportsModule } from './reports/reports-module';
import { casinoModule } from './casino/casino-module';
import { ledgersModule } from './ledgers/ledgers-module';
import { clientErrorsModule } from './client-errors/client-errors-module';
import { streamModule } from './stream/stream-module';
import { saferGamblingModule } from './safer-gambling/safer-gambling-module';
import type { ExchangeModule } from './types';

/**
 * Every feature module, registered in this order by buildApp. Append yours (one line each).
 */
export const modules: readonly ExchangeModule[] = [
  authCoreModule,
  accountModule,
  reportsModule,
  sportsModule,
  casinoModule,
  ledgersModule,
  clientErrorsModule,
  streamModule,
  saferGamblingModule,
];

export type { ExchangeModule, ModuleControls, ModuleDeps } from './types';
