import pg from 'pg';
import { migrate } from '../../src/db/migrate';
import { openPgDb } from '../../src/db/pg-db';
import { seed } from '../../src/db/seed';
import type { Queryable } from '../../src/db/types';
import { lockPlayers } from '../../src/money/player-lock';
import { createPgDatabase, TEST_DATABASE_URL } from '../support/test-db';

// Two connections at once: PostgreSQL only (PGlite has one connection).
const onPostgres = TEST_DATABASE_URL ? describe : describe.skip;
jest.setTimeout(60_000);

const queryable = (c: pg.Client): Queryable =>
  ({
    query: async (sql: string, params?: unknown[]) => (await c.query(sql, params)).rows,
  }) as unknown as Queryable;

onPostgres('the player lock and rows that only reference a player', () => {
  it('a locked player does not block a row inserted for them: no settlement / fill cycle', async () => {
    // A fill locks its players (B), then inserts the house's bets, orders and exposure rows
    // (foreign keys: FOR KEY SHARE on the house's row, A) without locking the house. Settlement
    // locks its players in user_id order: the house (A) first, then B. With FOR UPDATE, the
    // fill's insert waited for A while settlement waited for B: a deadlock (40P01).
    const created = await createPgDatabase();
    const db = await openPgDb(created.url);
    const fill = new pg.Client({ connectionString: created.url });
    const settle = new pg.Client({ connectionString: created.url });
    try {
      await migrate(db);
      await seed(db);
      const ids = await db.query<{ id: number }>(
        "SELECT id FROM users WHERE username IN ('demo', 'demo2') ORDER BY id",
      );
      const [a, b] = ids.map((r) => r.id) as [number, number];
      await fill.connect();
      await settle.connect();
      await fill.query('BEGIN');
      await lockPlayers(queryable(fill), [b]);
      await settle.query('BEGIN');
      await lockPlayers(queryable(settle), [a]);
      const settleWaits = lockPlayers(queryable(settle), [b]);
      await new Promise((r) => setTimeout(r, 200));
      await fill.query(
        "INSERT INTO exposures (user_id, market_key, amount) VALUES ($1, 'cycle-test', 1)",
        [a],
      );
      await fill.query('COMMIT');
      await settleWaits;
      await settle.query('COMMIT');
      expect(
        await db.query('SELECT 1 FROM exposures WHERE market_key = $1', ['cycle-test']),
      ).toHaveLength(1);
    } finally {
      await fill.end();
      await settle.end();
      await db.close();
      await created.drop();
    }
  });
});
