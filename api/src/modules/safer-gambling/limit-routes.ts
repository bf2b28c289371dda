import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CancelPendingRequestSchema,
  SetLimitRequestSchema,
  SetRealityCheckRequestSchema,
  SetTimeLimitRequestSchema,
} from 'shared-api-types';
import type { Queryable } from '../../db/types';
import { currentUser, requireUser } from '../../auth/require-user';
import { coded, ok, refuse } from '../../http/reply';
import { parseLimitAmount, readLimitsData } from './limits-data';
import type { SaferDeps } from './safer-deps';
import { cancelPendingChange, confirmPendingChange, setLimit, type Outcome } from './set-limit';
import { recordAnswer } from './record';
import { saveSetting } from './settings-store';
import { applyTimeLimit } from './time-limit';

/** GetLimits, SetLimit, CancelPending, ConfirmPending and SetRealityCheck: each replies with the limits after it. */
export async function registerLimitRoutes(
  app: FastifyInstance,
  { db, now, live, config }: SaferDeps,
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  /** A time limit now in force: the player's sessions end at it (and at once when it is passed). */
  const timeLimitFollows = (userId: number, at: Date) => {
    const ended: string[] = [];
    const after = async (tx: Queryable) => {
      ended.push(...(await applyTimeLimit(tx, userId, at, config.sessionTtlHours)).ended);
    };
    const publish = () => {
      if (ended.length > 0) live.publish('sessions', { ended });
    };
    return { after, publish };
  };
  /** A change's reply: refused with its sentence, or the limits after it. */
  const limitsAfter = async (userId: number, at: Date, done: Outcome) =>
    done.ok ? ok(await readLimitsData(db, userId, at), done) : refuse(done);
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
      const follows = timeLimitFollows(userId, at);
      const done = await confirmPendingChange(db, userId, request.body.Kind, at, follows.after);
      follows.publish();
      return limitsAfter(userId, at, done);
    },
  );
  routes.post(
    '/SaferGambling/SetTimeLimit',
    { onRequest: requireUser, schema: { body: SetTimeLimitRequestSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      const at = now();
      const follows = timeLimitFollows(userId, at);
      const change = { kind: 'time' as const, amount: request.body.Minutes };
      const done = await setLimit(db, userId, change, at, follows.after);
      follows.publish();
      return limitsAfter(userId, at, done);
    },
  );
  routes.post(
    '/SaferGambling/SetRealityCheck',
    { onRequest: requireUser, schema: { body: SetRealityCheckRequestSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      const minutes = request.body.IntervalMinutes;
      await db.transaction(async (tx) => {
        await saveSetting(tx, userId, 'reality_check_minutes', minutes);
        await recordAnswer(tx, userId, now(), { topic: 'interval', answer: String(minutes) });
      });
      const message =
        minutes === 0
          ? coded('Session reminders are off', 'SAFER_REMINDERS_OFF')
          : coded(`You will be reminded every ${minutes} minutes`, 'SAFER_REMINDERS_EVERY', {
              minutes,
            });
      return ok(await readLimitsData(db, userId, now()), message);
    },
  );
}
