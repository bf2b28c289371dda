import type { FastifyInstance } from 'fastify';
import { CasinoPlaceBetRequestSchema, TableStateRequestSchema } from 'shared-api-types';
import { requireUser } from '../../auth/require-user';
import { registerPlayerPost } from '../../http/player-route';
import { readIdempotencyKey } from '../../http/idempotency-key';
import { badRequest, ok } from '../../http/reply';
import { gameByCode, GAMES } from './games/registry';
import { placeCasinoBet } from './place-bet';
import type { CasinoEngine } from './round-engine';
import { summarise, tableState } from './table-state';

export async function registerCasinoRoutes(
  app: FastifyInstance,
  engine: CasinoEngine,
  now: () => Date,
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

  registerPlayerPost(app, '/Casino/GetTableState', TableStateRequestSchema, async (body, user) => {
    const game = gameByCode(body.TableCode);
    if (!game) throw badRequest('TableCode is not a casino table', 'CASINO_TABLE_UNKNOWN');
    const round = await engine.advance(game.code);
    return ok(await tableState(app.db, round, user.id));
  });

  registerPlayerPost(
    app,
    '/Casino/PlaceBet',
    CasinoPlaceBetRequestSchema,
    async (body, user, request) => {
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      await engine.advance(body.TableCode);
      const deps = { db: app.db, live: app.live, now };
      const { id: userId, sessionId } = user;
      return placeCasinoBet(deps, { userId, sessionId }, body, key);
    },
  );
}
