import type { FastifyInstance } from 'fastify';
import type { BetDelay } from 'shared-api-types';
import { requireUser } from '../../../auth/require-user';
import { ok } from '../../../http/reply';

/** POST /Sports/GetBetDelay: the in-play bet delay, for the slip's countdown. */
export async function registerBetDelayRoute(
  app: FastifyInstance,
  betDelayMs: () => number,
): Promise<void> {
  app.post('/Sports/GetBetDelay', { onRequest: requireUser }, async () =>
    ok<BetDelay>({ inPlayMs: betDelayMs() }),
  );
}
