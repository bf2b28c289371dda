import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../../auth/require-user';
import { parseCents } from 'shared-maths/money';
import { CashOutRequestSchema } from 'shared-api-types';
import { cashOut } from '../fixed-odds/cash-out';
import type { PlaceBetDeps } from '../fixed-odds/place-bet';
import { readIdempotencyKey as sportsIdempotencyKey } from '../../../http/idempotency-key';

/** POST /Player/CashOut (header Idempotency-Key): see docs/sports.md. */
export async function registerCashOutRoute(
  app: FastifyInstance,
  deps: PlaceBetDeps,
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/Player/CashOut',
    { onRequest: requireUser, schema: { body: CashOutRequestSchema } },
    async (request) => {
      const body = request.body;
      const key = sportsIdempotencyKey(request.headers['idempotency-key']);
      return cashOut(deps, currentUser(request).id, {
        matchId: body.MatchId,
        eventId: body.EventId,
        marketId: body.MarketId,
        marketType: body.MarketType,
        percent: body.Percent,
        amount: parseCents(body.Amount, 'Amount'),
        idempotencyKey: key,
      });
    },
  );
}
