import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CasinoPlaceBetRequestSchema, TableStateRequestSchema } from 'shared-api-types';
import { currentUser, requireUser } from '../../auth/require-user';
import { readIdempotencyKey } from '../../http/idempotency-key';
import { badRequest, ok } from '../../http/reply';
import { gameByCode, GAMES } from './games/registry';
import { placeCasinoBet } from './place-bet';
import type { CasinoEngine } from './round-engine';
import { summarise, tableState } from './table-state';

export async function registerCasinoRoutes(
  app: FastifyInstance,
  engine: CasinoEngine,
): Promise<void> {
  app.post('/Casino/GetTables', { onRequest: requireUser }, async () => {
    const rounds = await engine.advanceAll();
    const now = new Date();
    return ok(
      GAMES.flatMap((game) => {
        const round = rounds.find((r) => r.table_code === game.code);
        return round ? [summarise(game, round, now)] : [];
      }),
    );
  });

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/Casino/GetTableState',
    { onRequest: requireUser, schema: { body: TableStateRequestSchema } },
    async (request) => {
      const game = gameByCode(request.body.TableCode);
      if (!game) throw badRequest('TableCode is not a casino table');
      const round = await engine.advance(game.code);
      return ok(await tableState(app.db, round, currentUser(request).id));
    },
  );

  routes.post(
    '/Casino/PlaceBet',
    { onRequest: requireUser, schema: { body: CasinoPlaceBetRequestSchema } },
    async (request) => {
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      await engine.advance(request.body.TableCode);
      const deps = { db: app.db, live: app.live };
      return placeCasinoBet(deps, currentUser(request).id, request.body, key);
    },
  );
}
