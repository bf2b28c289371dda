/**
 * The calls the leader sends a match-odds / toss market's owner (exchange/owner-calls.ts, with
 * their bodies), so the lapse at in play and the settlement run on the owner's book in memory:
 * POST /Internal/LapseInPlay and /Internal/SettleMarket. They are answered only when they came in
 * through this process's hand-over listener (the shared secret; the public port answers 404) and
 * while this process owns the market; else "not the owner", and the leader runs them itself.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HANDOVER_HEADER, NOT_OWNER_STATUS } from '../../../cluster/handover-forward';
import { isHandedOver, notOwnerBody } from '../../../cluster/handover-listener';
import { ok } from '../../../http/reply';
import type { WritePathDeps } from '../../../money/write-path';
import type { BookMemory } from '../exchange/book-memory';
import { lapseInPlay } from '../exchange/lapse-orders';
import { LapseBody, LAPSE_PATH, SettleBody, SETTLE_PATH } from '../exchange/owner-calls';
import { marketKey } from '../market-key';
import { settleMarket } from '../money-path/settle';

export function registerOwnerSystemRoutes(
  app: FastifyInstance,
  deps: WritePathDeps & { books: BookMemory },
): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  // not a hand-over (the public port): the router's own 404, before the body is even validated
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isHandedOver(request.raw)) reply.callNotFound();
  };
  /** Whether this process owns the market; else the call is answered "not the owner". */
  const owns = async (reply: FastifyReply, key: string) => {
    if (deps.books.ownership.owns(key)) return true;
    await reply
      .code(NOT_OWNER_STATUS)
      .header(HANDOVER_HEADER, 'not-owner')
      .send(notOwnerBody('Not the owner of this market'));
    return false;
  };
  routes.post(LAPSE_PATH, { onRequest, schema: { body: LapseBody } }, async (request, reply) => {
    const { MatchId: matchId, MarketId: marketId } = request.body;
    if (!(await owns(reply, marketKey(matchId, 'odds', marketId)))) return reply;
    const lapsed = await lapseInPlay(deps, { matchId, marketId });
    return ok({ lapsed: lapsed.players.length });
  });
  routes.post(SETTLE_PATH, { onRequest, schema: { body: SettleBody } }, async (request, reply) => {
    const b = request.body;
    if (!(await owns(reply, marketKey(b.MatchId, b.Kind, b.MarketId)))) return reply;
    const settled = await settleMarket(deps, {
      kind: b.Kind,
      matchId: b.MatchId,
      marketId: b.MarketId,
      winnerId: b.WinnerId,
      winnerName: b.WinnerName,
    });
    return ok({ settled });
  });
}
