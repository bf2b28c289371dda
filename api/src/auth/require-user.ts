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
  const token = bearerToken(request);
  const user = token ? await findSessionUser(request.server.db, token) : null;
  if (!user) return unauthorized(reply);
  request.user = user;
}

/** The request's bearer token, or null when it has none or a malformed one. */
export function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** The 401 of a missing or dead token (the same on every authenticated route). */
export async function unauthorized(reply: FastifyReply): Promise<void> {
  await reply.code(401).send({ status: 1, message: UNAUTHORIZED_MESSAGE, code: 'SESSION_EXPIRED' });
}

/** The caller of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user)
    throw new Error('currentUser() used on a route without the requireUser onRequest hook');
  return request.user;
}

export type { AuthUser };
