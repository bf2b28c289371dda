import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { currentUser, requireUser, type AuthUser } from '../auth/require-user';

/**
 * A signed-in player's POST `url`: `onRequest` (requireUser unless told) refuses a missing or
 * ended session, `schema` refuses a wrong body (400), then `reply` answers for the player.
 */
export function registerPlayerPost<S extends TSchema>(
  app: FastifyInstance,
  url: string,
  schema: S,
  reply: (body: Static<S>, user: AuthUser, request: FastifyRequest) => Promise<unknown>,
  onRequest: onRequestAsyncHookHandler = requireUser,
): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(url, { onRequest, schema: { body: schema } }, (request) =>
      reply(request.body, currentUser(request), request),
    );
}
