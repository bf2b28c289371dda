import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CancelBetRequestSchema,
  CancelBetsRequestSchema,
  SportsMatchRequestSchema,
  type UnmatchedBet,
} from 'shared-api-types';
import { formatPrice } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import { currentUser, requireUser } from '../../../auth/require-user';
import type { Queryable } from '../../../db/types';
import { ok } from '../../../http/reply';
import type { WritePathDeps } from '../../../money/write-path';
import { readIdempotencyKey as sportsIdempotencyKey } from '../../../http/idempotency-key';
import { cancelOrders } from './cancel-orders';
import { ORDER_COLUMNS, type OrderRow } from './order-rows';

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

/** GetUnmatchedBets, CancelBet and CancelBets (each cancel with an Idempotency-Key). */
export async function registerOrderRoutes(
  app: FastifyInstance,
  deps: WritePathDeps,
): Promise<void> {
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
}
