import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/require-user';
import type { OkReply, RefusedReply } from '../../http/reply';

/** A player's read of one match (score, history, depth): POST `url`, its body checked by `schema`. */
export function registerMatchRead<S extends TSchema>(
  app: FastifyInstance,
  url: string,
  schema: S,
  reply: (body: Static<S>, request: FastifyRequest) => Promise<OkReply<unknown> | RefusedReply>,
): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(url, { onRequest: requireUser, schema: { body: schema } }, (request) =>
      reply(request.body, request),
    );
}
