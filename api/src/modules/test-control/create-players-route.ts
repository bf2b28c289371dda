import { randomBytes } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { StringOrNumber } from 'shared-api-types/src/schema-kit';
import { hashPassword } from '../../auth/passwords';
import { hashToken } from '../../auth/sessions';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import { badRequestUncoded, ok, refuseUncoded } from '../../http/reply';
import { skipFirstLimitPrompt } from '../safer-gambling/limit-prompt';
import { parseCents } from 'shared-maths/money';

const CreatePlayersBody = Type.Object({
  Count: Type.Integer({ minimum: 1, maximum: 5000 }),
  Balance: StringOrNumber(),
  Prefix: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9]{0,20}$' })),
  Password: Type.Optional(Type.String({ minLength: 8, maxLength: 64 })),
  /** True: the players meet the first-login loss limit question (else they start past it). */
  AskLimit: Type.Optional(Type.Boolean()),
});

export interface CreatedPlayer {
  userName: string;
  token: string;
  sessionId: string;
}

/**
 * POST /__test/CreatePlayers {Count, Balance, Prefix = "player", Password = "demo1234", AskLimit}: players
 * <Prefix>1..<Prefix>Count with that opening balance, already logged in (one session each), for
 * load tests. One password hash is shared by all of them, so a thousand players cost one scrypt.
 */
export async function registerCreatePlayersRoute(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'sessionTtlHours'>,
): Promise<void> {
  app.post<{ Body: Static<typeof CreatePlayersBody> }>(
    '/__test/CreatePlayers',
    { schema: { body: CreatePlayersBody } },
    async (request) => {
      const { Count, Prefix = 'player', Password = 'demo1234' } = request.body;
      const balance = parseCents(request.body.Balance, 'Balance');
      if (balance < 0) throw badRequestUncoded('Balance must not be negative');
      const names = Array.from({ length: Count }, (_, i) => `${Prefix}${i + 1}`);
      const hash = await hashPassword(Password);
      const players = names.map((userName) => ({
        userName,
        token: randomBytes(32).toString('base64url'),
        sessionId: randomBytes(16).toString('base64url'),
      }));
      const created = await db.transaction(async (tx) => {
        const taken = await tx.query<{ username: string }>(
          'SELECT username FROM users WHERE lower(username) = ANY($1::text[]) LIMIT 1',
          [names],
        );
        if (taken[0]) return taken[0].username;
        const users = await tx.query<{ id: number; username: string }>(
          `INSERT INTO users (username, password_hash, name, balance)
         SELECT n, $2, n, $3 FROM unnest($1::text[]) AS n RETURNING id, username`,
          [names, hash, balance],
        );
        const ids = new Map(users.map((u) => [u.username, u.id]));
        await tx.query(
          `INSERT INTO ledger (user_id, kind, amount, balance_after, description, ref_type)
         SELECT id, 'deposit', $2, $2, 'Opening balance', 'seed' FROM unnest($1::int[]) AS id`,
          [users.map((u) => u.id), balance],
        );
        await tx.query(
          `INSERT INTO sessions (token_hash, session_id, user_id, created_at, expires_at)
         SELECT t, s, u, now(), now() + make_interval(hours => $4::int)
           FROM unnest($1::text[], $2::text[], $3::int[]) AS x(t, s, u)`,
          [
            players.map((p) => hashToken(p.token)),
            players.map((p) => p.sessionId),
            players.map((p) => ids.get(p.userName)),
            config.sessionTtlHours,
          ],
        );
        if (!request.body.AskLimit)
          await skipFirstLimitPrompt(
            tx,
            users.map((u) => u.id),
            new Date(),
          );
        return null;
      });
      if (created !== null) return refuseUncoded(`Player ${created} already exists`);
      return ok({ players });
    },
  );
}
