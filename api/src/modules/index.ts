import { authCoreModule } from './auth-core/auth-core-module';
import { testControlModule } from './test-control/test-control-module';
import type { ExchangeModule } from './types';

/**
 * Every feature module, registered in this order by buildApp. Append yours (one line each).
 * testControlModule registers nothing unless EXCHANGE_TEST_CONTROL=1.
 */
export const modules: readonly ExchangeModule[] = [authCoreModule, testControlModule];

export type { ExchangeModule, ModuleDeps } from './types';
