import { accountModule } from './account/account-module';
import { authCoreModule } from './auth-core/auth-core-module';
import { testControlModule } from './test-control/test-control-module';
import { sportsModule } from './sports/sports-module';
import { reportsModule } from './reports/reports-module';
import { casinoModule } from './casino/casino-module';
import { ledgersModule } from './ledgers/ledgers-module';
import type { ExchangeModule } from './types';

/**
 * Every feature module, registered in this order by buildApp. Append yours (one line each).
 * testControlModule registers nothing unless EXCHANGE_TEST_CONTROL=1.
 */
export const modules: readonly ExchangeModule[] = [
  authCoreModule,
  testControlModule,
  accountModule,
  reportsModule,
  sportsModule,
  casinoModule,
  ledgersModule,
];

export type { ExchangeModule, ModuleDeps } from './types';
