import type { ExchangeModule } from '../types';
import { registerLoginRoutes } from './login-routes';
import { registerUserRoutes } from './user-routes';

/** Login, logout and balance. */
export const authCoreModule: ExchangeModule = {
  name: 'auth-core',
  async register(app, deps) {
    await registerLoginRoutes(app, deps);
    await registerUserRoutes(app, deps);
  },
};
