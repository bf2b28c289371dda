import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../../auth/require-user';
import { readIdempotencyKey as sportsIdempotencyKey } from '../../../http/idempotency-key';
import { badRequest } from '../../../http/reply';
import { parseCents } from 'shared-maths/money';
import { SportsPlaceBetRequestSchema } from 'shared-api-types';
import { parsePrice } from 'shared-maths';
import { BadBetInput, placeBet, type PlaceBetDeps } from './place-bet';

/** POST /Player/PlaceBet (header Idempotency-Key): see docs/sports.md. */
export async function registerPlaceBetRoute(
  app: FastifyInstance,
  deps: PlaceBetDeps,
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/Player/PlaceBet',
    { onRequest: requireUser, schema: { body: SportsPlaceBetRequestSchema } },
    async (request) => {
      const body = request.body;
      const key = sportsIdempotencyKey(request.headers['idempotency-key']);
      const price = parsePrice(body.MarketType, String(body.Price));
      if (price === null || price <= 0) {
        throw badRequest(
          body.MarketType === 'odds' || body.MarketType === 'toss'
            ? 'Price must be decimal odds like 1.85'
            : 'Price must be a whole-number rate like 45',
        );
      }
      const isSession = body.MarketType === 'session';
      if (isSession && body.Line === undefined)
        throw badRequest('Line is required for a fancy bet');
      const stake = parseCents(body.Stake, 'Stake');
      if (stake <= 0) throw badRequest('Stake must be more than 0');
      try {
        return await placeBet(deps, currentUser(request).id, {
          matchId: body.MatchId,
          eventId: body.EventId,
          marketId: body.MarketId,
          marketType: body.MarketType,
          selectionId: body.SelectionId,
          side: body.Side,
          price,
          line: isSession ? (body.Line ?? null) : null,
          stake,
          idempotencyKey: key,
        });
      } catch (err) {
        if (err instanceof BadBetInput) throw badRequest(err.message);
        throw err;
      }
    },
  );
}
