import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerPlayerPost } from '../../../http/player-route';
import type { OkReply, RefusedReply } from '../../../http/reply';

/** A player's read of one match (score, history, depth): answered, or refused (unknown match). */
export function registerMatchRead<S extends TSchema>(
  app: FastifyInstance,
  url: string,
  schema: S,
  reply: (body: Static<S>, request: FastifyRequest) => Promise<OkReply<unknown> | RefusedReply>,
): void {
  registerPlayerPost(app, url, schema, (body, _user, request) => reply(body, request));
}
