import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AnswerRealityCheckRequestSchema,
  type RealityCheckData,
  type SaferStatusData,
} from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import { currentUser, requireUser, type AuthUser } from '../../auth/require-user';
import { revokeSession } from '../../auth/sessions';
import type { Queryable } from '../../db/types';
import { coded, ok, refuse } from '../../http/reply';
import { readLimitPrompt } from './limit-prompt';
import { readLimitUses } from './limit-uses';
import { readLimitsInForce } from './limits-store';
import { settledNetSince } from './net-result';
import { readRealityCheck, saveAnswer } from './reality-check';
import type { SaferDeps } from './safer-deps';
import { recordAnswer } from './record';
import { readSettings } from './settings-store';
import { applyTimeLimit, TIME_LIMIT_REACHED, type TimeUse } from './time-limit';

async function realityCheckData(
  db: Queryable,
  user: AuthUser,
  now: Date,
): Promise<RealityCheckData> {
  const state = await readRealityCheck(db, user.id, user.sessionId, now);
  const [net = 0] = await settledNetSince(db, user.id, [state.loginAt]);
  return {
    intervalMinutes: state.minutes,
    sessionStartedAt: state.loginAt.toISOString(),
    sessionSeconds: Math.max(0, Math.floor((now.getTime() - state.loginAt.getTime()) / 1000)),
    netResult: formatCents(net),
    dueAt: state.dueAt?.toISOString() ?? null,
    due: state.due,
  };
}

async function statusData(
  db: Queryable,
  user: AuthUser,
  now: Date,
  time: TimeUse | null,
): Promise<SaferStatusData> {
  const { timeZone } = await readSettings(db, user.id);
  const { close } = await readLimitUses(db, user.id, now, timeZone);
  const limits = await readLimitsInForce(db, user.id, now);
  return {
    limitPrompt: await readLimitPrompt(db, user.id, now, timeZone, limits),
    realityCheck: await realityCheckData(db, user, now),
    closeLimits: close,
    timeLimit: time && {
      minutes: time.limitMinutes,
      endsAt: time.endsAt?.toISOString() ?? null,
      opensAt: time.opensAt.toISOString(),
    },
  };
}

/**
 * GetRealityCheck (the server says when the reminder is due), AnswerRealityCheck and GetStatus
 * (the reminder and the close limits, which every app polls).
 */
export async function registerRealityCheckRoutes(
  app: FastifyInstance,
  { db, live, now, config }: SaferDeps,
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post('/SaferGambling/GetRealityCheck', { onRequest: requireUser }, async (request) =>
    ok(await realityCheckData(db, currentUser(request), now())),
  );
  routes.post('/SaferGambling/GetStatus', { onRequest: requireUser }, async (request) => {
    const user = currentUser(request);
    const at = now();
    // At the daily time limit every session of the player ends, and each tab is told so here.
    const limited = (await readLimitsInForce(db, user.id, at)).time !== null;
    const { use, ended } = limited
      ? await db.transaction(async (tx) => {
          await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
          return applyTimeLimit(tx, user.id, at, config.sessionTtlHours);
        })
      : { use: null, ended: [] };
    if (ended.length > 0) live.publish('sessions', { ended });
    if (use?.reached) return refuse(TIME_LIMIT_REACHED, 'SAFER_TIME_LIMIT_REACHED');
    return ok(await statusData(db, user, at, use));
  });
  routes.post(
    '/SaferGambling/AnswerRealityCheck',
    { onRequest: requireUser, schema: { body: AnswerRealityCheckRequestSchema } },
    async (request) => {
      const user = currentUser(request);
      const at = now();
      const answered = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
        const state = await readRealityCheck(tx, user.id, user.sessionId, at);
        if (!state.due) return false;
        await saveAnswer(tx, user.id, user.sessionId, at);
        const answer = request.body.Answer;
        await recordAnswer(tx, user.id, at, {
          topic: 'reminder',
          answer,
          sessionId: user.sessionId,
        });
        if (request.body.Answer === 'LogOut') await revokeSession(tx, user.sessionId);
        return true;
      });
      if (!answered)
        return refuse('No session reminder is waiting for an answer', 'SAFER_NO_REMINDER');
      const data = await realityCheckData(db, user, at);
      // Every tab of the session closes its reminder; a log-out ends the session's streams.
      live.publish(`account:${user.id}`, {
        realityCheck: { sessionId: user.sessionId, due: false, dueAt: data.dueAt },
      });
      if (request.body.Answer === 'LogOut') {
        live.publish('sessions', { ended: [user.sessionId] });
        return ok(data, coded('Logged out', 'SAFER_LOGGED_OUT'));
      }
      return ok(data, coded('Session reminder answered', 'SAFER_REMINDER_ANSWERED'));
    },
  );
}
