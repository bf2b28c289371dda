import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { TakeBreakRequestSchema, type TakeBreakData } from 'shared-api-types';
import { verifyPassword } from '../../auth/passwords';
import { currentUser, requireUser } from '../../auth/require-user';
import { badRequest, coded, ok, refuse } from '../../http/reply';
import {
  BUSY_PASSWORD_CHANGE_MESSAGE,
  claimPasswordCheck,
  lockedPasswordChangeMessage,
} from '../account/password-throttle';
import { BREAK_PERIODS, breakEndsSentence } from './break-rules';
import type { SaferDeps } from './safer-deps';
import { takeBreak } from './take-break';
import { withEveryOrderCancelled } from '../sports/exchange/cancel-every-order';
import { publishBalances } from '../../live/publish-balances';

export const WRONG_PASSWORD = 'Your password is not correct.';

/** The password a self-exclusion is confirmed with, throttled like a password change. */
async function passwordProblem(deps: SaferDeps, userId: number, password: string) {
  const claim = await claimPasswordCheck(deps.db, userId);
  if (claim.kind === 'locked')
    return coded(lockedPasswordChangeMessage(claim.minutes), 'PASSWORD_LOCKED', {
      minutes: claim.minutes,
    });
  if (claim.kind === 'busy') return coded(BUSY_PASSWORD_CHANGE_MESSAGE, 'PASSWORD_BUSY');
  const rows = await deps.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  if (!(await verifyPassword(password, rows[0]?.password_hash ?? ''))) {
    await claim.fail();
    return coded(WRONG_PASSWORD, 'SAFER_BREAK_PASSWORD_WRONG');
  }
  await claim.release();
  return null;
}

/** POST /SaferGambling/TakeBreak: a time-out or a self-exclusion. */
export async function registerBreakRoutes(app: FastifyInstance, deps: SaferDeps): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/SaferGambling/TakeBreak',
    { onRequest: requireUser, schema: { body: TakeBreakRequestSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      const { Kind: kind, Period: period, Password: password } = request.body;
      if (!BREAK_PERIODS[kind][period]) {
        const periods = Object.keys(BREAK_PERIODS[kind]).join(', ');
        throw badRequest(`Period of a ${kind} must be one of ${periods}`, 'SAFER_BREAK_PERIOD');
      }
      if (kind === 'SelfExclusion') {
        if (!password)
          throw badRequest(
            'Password is required to confirm a self-exclusion',
            'SAFER_BREAK_PASSWORD_MISSING',
          );
        const problem = await passwordProblem(deps, userId, password);
        if (problem) return refuse(problem);
      }
      // Bets are refused from the commit on; what waited in the book is cancelled with the break.
      const { done, parts } = await withEveryOrderCancelled(deps, userId, (also) =>
        takeBreak(deps.db, userId, { kind, period }, deps.now(), also),
      );
      if (!done.ok) return refuse(done.refusal);
      await publishBalances(deps.db, deps.live, [userId], undefined, parts);
      if (done.endedSessions.length > 0)
        deps.live.publish('sessions', { ended: done.endedSessions });
      const data: TakeBreakData = {
        kind,
        endsAt: done.endsAt.toISOString(),
        timeZone: done.timeZone,
      };
      const taken = `${breakEndsSentence(kind, done.endsAt, done.timeZone)}. You have been logged out.`;
      const values = { break: kind, until: data.endsAt };
      return ok(data, coded(taken, 'SAFER_BREAK_TAKEN', values));
    },
  );
}
