import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AnswerLimitPromptRequestSchema } from 'shared-api-types';
import { currentUser, requireUser } from '../../auth/require-user';
import { badRequest, coded, ok, refuse } from '../../http/reply';
import { readLimitPrompt, REVIEW_MONTHS } from './limit-prompt';
import { parseLimitAmount } from './limits-data';
import { readLimitsInForce } from './limits-store';
import { recordAnswer } from './record';
import type { SaferDeps } from './safer-deps';
import { setLimit } from './set-limit';
import { readSettings } from './settings-store';

const NOT_WAITING = 'No loss limit question is waiting for an answer';

/** POST /SaferGambling/AnswerLimitPrompt: Set (a loss limit), OptOut or Reviewed, recorded once. */
export async function registerLimitPromptRoutes(
  app: FastifyInstance,
  { db, now }: SaferDeps,
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/SaferGambling/AnswerLimitPrompt',
    { onRequest: requireUser, schema: { body: AnswerLimitPromptRequestSchema } },
    async (request) => {
      const { id: userId, sessionId } = currentUser(request);
      const { Answer: answer, Kind: kind, Amount } = request.body;
      const amount = answer === 'Set' ? parseLimitAmount(Amount ?? null) : null;
      if (answer === 'Set' && (!kind || amount === null))
        throw badRequest(
          'Kind and Amount (a positive whole number of Coins) are needed to set a limit',
          'SAFER_PROMPT_AMOUNT_MISSING',
        );
      const at = now();
      const { timeZone } = await readSettings(db, userId);
      const limits = await readLimitsInForce(db, userId, at);
      const waiting = await readLimitPrompt(db, userId, at, timeZone, limits);
      if (!waiting || (answer === 'Reviewed' && waiting !== 'review'))
        return refuse(NOT_WAITING, 'SAFER_NO_LIMIT_PROMPT');
      const again = `We will ask again in ${REVIEW_MONTHS} months.`;
      if (answer === 'Set' && kind && amount !== null) {
        const record = { topic: 'limit_prompt' as const, answer: `Set ${kind}`, sessionId };
        const done = await setLimit(db, userId, { kind, amount }, at, (tx) =>
          recordAnswer(tx, userId, at, record),
        );
        return done.ok ? ok({ limitPrompt: null }, done) : refuse(done);
      }
      await db.transaction((tx) =>
        recordAnswer(tx, userId, at, { topic: 'limit_prompt', answer, sessionId }),
      );
      const months = { months: REVIEW_MONTHS };
      return ok(
        { limitPrompt: null },
        answer === 'OptOut'
          ? coded(`You chose no loss limit for now. ${again}`, 'SAFER_PROMPT_OPTED_OUT', months)
          : coded(`Thank you. ${again}`, 'SAFER_PROMPT_THANKS', months),
      );
    },
  );
}
