import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CancelPendingRequestSchema,
  SetLimitRequestSchema,
  SetRealityCheckRequestSchema,
} from 'shared-api-types';
import { currentUser, requireUser } from '../../auth/require-user';
import { ok, refuse } from '../../http/reply';
import { parseLimitAmount, readLimitsData } from './limits-data';
import type { SaferDeps } from './safer-deps';
import { cancelPendingChange, confirmPendingChange, setLimit, type Outcome } from './set-limit';
import { saveSetting } from './settings-store';

/** GetLimits, SetLimit, CancelPending, ConfirmPending and SetRealityCheck: each replies with the limits after it. */
export async function registerLimitRoutes(
  app: FastifyInstance,
  { db, now }: SaferDeps,
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  /** A change's reply: refused with its sentence, or the limits after it. */
  const limitsAfter = async (userId: number, at: Date, done: Outcome) =>
    done.ok
      ? ok(await readLimitsData(db, userId, at), done.message)
      : refuse(done.message, done.code);
  routes.post('/SaferGambling/GetLimits', { onRequest: requireUser }, async (request) =>
    ok(await readLimitsData(db, currentUser(request).id, now())),
  );
  routes.post(
    '/SaferGambling/SetLimit',
    { onRequest: requireUser, schema: { body: SetLimitRequestSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      const amount = parseLimitAmount(request.body.Amount);
      const at = now();
      const done = await setLimit(db, userId, { kind: request.body.Kind, amount }, at);
      return limitsAfter(userId, at, done);
    },
  );
  routes.post(
    '/SaferGambling/CancelPending',
    { onRequest: requireUser, schema: { body: CancelPendingRequestSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      const at = now();
      return limitsAfter(userId, at, await cancelPendingChange(db, userId, request.body.Kind, at));
    },
  );
  routes.post(
    '/SaferGambling/ConfirmPending',
    { onRequest: requireUser, schema: { body: CancelPendingRequestSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      const at = now();
      return limitsAfter(userId, at, await confirmPendingChange(db, userId, request.body.Kind, at));
    },
  );
  routes.post(
    '/SaferGambling/SetRealityCheck',
    { onRequest: requireUser, schema: { body: SetRealityCheckRequestSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      const minutes = request.body.IntervalMinutes;
      await saveSetting(db, userId, 'reality_check_minutes', minutes);
      const message =
        minutes === 0
          ? 'Session reminders are off'
          : `You will be reminded every ${minutes} minutes`;
      return ok(await readLimitsData(db, userId, now()), message);
    },
  );
}
