import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CancelBetRequestSchema,
  CancelBetsRequestSchema,
  SportsMatchRequestSchema,
  UpdateBetRequestSchema,
  type UnmatchedBet,
} from 'shared-api-types';
import { formatPrice, parsePrice } from 'shared-maths';
import { formatCents, parseCents } from 'shared-maths/money';
import { currentUser, requireUser } from '../../../auth/require-user';
import type { Queryable } from '../../../db/types';
import { badRequest, ok } from '../../../http/reply';
import { BadBetInput, type PlaceBetDeps } from '../fixed-odds/place-bet';
import { updateOrder } from '../money-path/update-order';
import { readIdempotencyKey as sportsIdempotencyKey } from '../../../http/idempotency-key';
import { cancelOrders } from '../exchange/cancel-orders';
import { ORDER_COLUMNS, type OrderRow } from '../money-path/order-rows';

/** The player's waiting orders of a match, oldest first. */
export async function unmatchedBets(
  db: Queryable,
  userId: number,
  matchId: string,
): Promise<UnmatchedBet[]> {
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM sports_orders
      WHERE user_id = $1 AND match_id = $2 AND state = 'waiting' ORDER BY id`,
    [userId, matchId],
  );
  return rows.map((o) => ({
    betId: o.id,
    marketType: o.market_type,
    marketId: o.market_id,
    selectionId: o.selection_id,
    selectionName: o.selection_name,
    side: o.side,
    price: formatPrice(o.market_type, o.price),
    size: formatCents(o.size),
    matched: formatCents(o.matched),
    remaining: formatCents(o.remaining),
    persistence: o.persistence,
    placedAt: o.created_at,
  }));
}

/** GetUnmatchedBets, CancelBet, CancelBets and UpdateBet (each write with an Idempotency-Key). */
export async function registerOrderRoutes(app: FastifyInstance, deps: PlaceBetDeps): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/Player/GetUnmatchedBets',
    { onRequest: requireUser, schema: { body: SportsMatchRequestSchema } },
    async (request) =>
      ok(await unmatchedBets(deps.db, currentUser(request).id, String(request.body.Id))),
  );
  routes.post(
    '/Player/CancelBet',
    { onRequest: requireUser, schema: { body: CancelBetRequestSchema } },
    async (request) => {
      const key = sportsIdempotencyKey(request.headers['idempotency-key']);
      return cancelOrders(deps, currentUser(request).id, { orderId: request.body.BetId }, key);
    },
  );
  routes.post(
    '/Player/CancelBets',
    { onRequest: requireUser, schema: { body: CancelBetsRequestSchema } },
    async (request) => {
      const key = sportsIdempotencyKey(request.headers['idempotency-key']);
      const target = { matchId: request.body.Id, marketType: request.body.MarketType ?? 'odds' };
      return cancelOrders(deps, currentUser(request).id, target, key);
    },
  );
  routes.post(
    '/Player/UpdateBet',
    { onRequest: requireUser, schema: { body: UpdateBetRequestSchema } },
    async (request) => {
      const { BetId, Price, Stake } = request.body;
      if (Price === undefined && Stake === undefined)
        throw badRequest('Give a new Price or a smaller Stake', 'CHANGE_MISSING');
      const price = Price === undefined ? null : parsePrice('odds', String(Price));
      if (price === 0 || (Price !== undefined && price === null))
        throw badRequest('Price must be decimal odds like 1.85', 'PRICE_INVALID');
      const stake = Stake === undefined ? null : parseCents(Stake, 'Stake');
      if (stake !== null && stake <= 0)
        throw badRequest('Stake must be more than 0', 'STAKE_NOT_POSITIVE');
      const key = sportsIdempotencyKey(request.headers['idempotency-key']);
      try {
        const { id, sessionId } = currentUser(request);
        return await updateOrder(
          deps,
          { userId: id, sessionId },
          { orderId: BetId, price, stake },
          key,
        );
      } catch (err) {
        if (err instanceof BadBetInput) throw badRequest(err.message, err.refusal.code);
        throw err;
      }
    },
  );
}
