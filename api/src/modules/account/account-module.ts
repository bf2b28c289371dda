import type { ExchangeModule } from '../types';
import { resetAccounts } from './account-reset-hook';
import { registerLanguageRoutes } from './language-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerProfileRoutes } from './profile-routes';
import { registerStakeSettingsRoutes } from './stake-settings-routes';

/** Profile, password change, quick-stake settings and language of the logged-in player. */
export const accountModule: ExchangeModule = {
  name: 'account',
  async register(app, deps) {
    await registerProfileRoutes(app, deps);
    await registerPasswordRoutes(app, deps);
    await registerStakeSettingsRoutes(app, deps);
    await registerLanguageRoutes(app, deps);
    return { reset: resetAccounts };
  },
};
