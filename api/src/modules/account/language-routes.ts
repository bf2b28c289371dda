import type { FastifyInstance } from 'fastify';
import { SaveLanguageRequestSchema } from 'shared-api-types';
import { registerPlayerPost } from '../../http/player-route';
import { ok } from '../../http/reply';
import type { ModuleDeps } from '../types';

/**
 * POST /User/SaveLanguage: stores the player's language (GetProfile returns it). Any code of
 * the right shape: the client offers the languages, so a new one needs no API change.
 */
export async function registerLanguageRoutes(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<void> {
  registerPlayerPost(app, '/User/SaveLanguage', SaveLanguageRequestSchema, async (body, user) => {
    const { Language } = body;
    await db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, Language]);
    return ok({ language: Language });
  });
}
