import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { SaveLanguageRequestSchema } from 'shared-api-types';
import { currentUser, requireUser } from '../../auth/require-user';
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
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/User/SaveLanguage',
      { onRequest: requireUser, schema: { body: SaveLanguageRequestSchema } },
      async (request) => {
        const { Language } = request.body;
        await db.query('UPDATE users SET language = $2 WHERE id = $1', [
          currentUser(request).id,
          Language,
        ]);
        return ok({ language: Language });
      },
    );
}
