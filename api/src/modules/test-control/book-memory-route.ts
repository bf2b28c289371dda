import type { FastifyInstance } from 'fastify';
import type { HandoverStats } from '../../cluster/owner-handover';
import type { Db } from '../../db/types';
import { ok } from '../../http/reply';
import type { BookMemory } from '../sports/exchange/book-memory';

/**
 * POST /__test/Sports/BookMemory { Key }: this process (its pid), the version of the market's
 * book it holds in memory (null: none, or it does not own the market) and the stored version,
 * so a multi-process test sees which process answers and whether the owner's memory is current;
 * with hand-overs, what this process handed over and answered (HandoverStats).
 */
export function registerBookMemoryRoute(
  app: FastifyInstance,
  db: Db,
  books: BookMemory,
  handover?: HandoverStats,
): void {
  app.post(
    '/__test/Sports/BookMemory',
    {
      schema: {
        body: {
          type: 'object',
          required: ['Key'],
          properties: { Key: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const { Key } = request.body as { Key: string };
      const [row] = await db.query<{ version: string }>(
        'SELECT version::text AS version FROM sports_book_versions WHERE market_key = $1',
        [Key],
      );
      return ok({
        pid: process.pid,
        owns: books.ownership.owns(Key),
        memory: books.known(Key)?.version ?? null,
        stored: row?.version ?? '0',
        ...(handover ?? {}),
      });
    },
  );
}
