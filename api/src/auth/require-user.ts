import type { FastifyReply, FastifyRequest } from 'fastify';
import { UNAUTHORIZED_MESSAGE } from '../http/reply';
import { findSessionUser, type AuthUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser; null on routes without it. */
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/**
 * onRequest hook of authenticated routes: reads `Authorization: Bearer <token>`, checks the session
 * (not revoked, not expired) and sets request.user; replies 401 otherwise. It runs before the
 * body is read or validated, so a dead token gets 401 whatever it sends.
 * Usage: `app.post('/X', { onRequest: requireUser, schema }, handler)`, then `currentUser(request)`.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  const user = match?.[1] ? await findSessionUser(request.server.db, match[1]) : null;
  if (!user) {
    await reply.code(401).send({ status: 1, message: UNAUTHORIZED_MESSAGE });
    return;
  }
  request.user = user;
}

/** The caller of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user)
    throw new Error('currentUser() used on a route without the requireUser onRequest hook');
  return request.user;
}

export type { AuthUser };
