import type { SaferHelpData } from 'shared-api-types';
import { currentUser, requireUser } from '../../auth/require-user';
import { ok } from '../../http/reply';
import type { ExchangeModule, TestResetHook } from '../types';
import { readActivity } from './activity';
import { registerBreakRoutes } from './break-routes';
import { skipFirstLimitPrompt } from './limit-prompt';
import { registerLimitPromptRoutes } from './limit-prompt-routes';
import { registerLimitRoutes } from './limit-routes';
import { registerOperatorRoutes } from './operator-routes';
import { registerProductBreakRoutes } from './product-break-routes';
import { registerRealityCheckRoutes } from './reality-check-routes';

/**
 * POST /__test/Reset: the demo players start again without limits, breaks or reminders, past the
 * first-login loss limit question.
 */
const resetSaferGambling: TestResetHook = async (tx, userIds) => {
  for (const table of [
    'safer_limit_changes',
    'safer_breaks',
    'safer_reality_checks',
    'safer_settings',
    'safer_answers',
  ]) {
    await tx.query(`DELETE FROM ${table} WHERE user_id = ANY($1::int[])`, [userIds]);
  }
  await skipFirstLimitPrompt(tx, userIds, new Date());
};

/**
 * The player's own safer-gambling tools (docs/safer-gambling.md): loss and stake limits, session
 * reminders, time-out and self-exclusion, activity. Bets are checked by check-bet.ts.
 */
export const saferGamblingModule: ExchangeModule = {
  name: 'safer-gambling',
  async register(app, deps) {
    await registerLimitRoutes(app, deps);
    await registerRealityCheckRoutes(app, deps);
    await registerBreakRoutes(app, deps);
    await registerProductBreakRoutes(app, deps);
    await registerOperatorRoutes(app, deps);
    await registerLimitPromptRoutes(app, deps);
    // No login needed: the login page shows them to a player refused for a break.
    app.post('/SaferGambling/GetHelp', async () =>
      ok<SaferHelpData>({ organisations: deps.config.help.organisations }),
    );
    app.post('/SaferGambling/GetActivity', { onRequest: requireUser }, async (request) =>
      ok(await readActivity(deps.db, currentUser(request).id, deps.now())),
    );
    return { reset: resetSaferGambling };
  },
};
