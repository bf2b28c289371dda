import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser, requireUser } from '../../../auth/require-user';
import { readIdempotencyKey as sportsIdempotencyKey } from '../../../http/idempotency-key';
import { badRequest } from '../../../http/reply';
import { parseCents } from 'shared-maths/money';
import { SportsPlaceBetRequestSchema } from 'shared-api-types';
import { parsePrice } from 'shared-maths';
import { BadBetInput, placeBet, type PlaceBetDeps } from '../fixed-odds/place-bet';

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
          'PRICE_INVALID',
        );
      }
      const isSession = body.MarketType === 'session';
      if (isSession && body.Line === undefined)
        throw badRequest('Line is required for a fancy bet', 'LINE_REQUIRED');
      const stake = parseCents(body.Stake, 'Stake');
      if (stake <= 0) throw badRequest('Stake must be more than 0', 'STAKE_NOT_POSITIVE');
      try {
        const { id: userId, sessionId } = currentUser(request);
        return await placeBet(
          deps,
          { userId, sessionId },
          {
            matchId: body.MatchId,
            eventId: body.EventId,
            marketId: body.MarketId,
            marketType: body.MarketType,
            selectionId: body.SelectionId,
            side: body.Side,
            price,
            line: isSession ? (body.Line ?? null) : null,
            stake,
            persistence: body.Persistence,
            idempotencyKey: key,
          },
        );
      } catch (err) {
        if (err instanceof BadBetInput) throw badRequest(err.message, err.refusal.code);
        throw err;
      }
    },
  );
}
