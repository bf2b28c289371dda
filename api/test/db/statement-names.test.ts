import { StatementNames } from '../../src/db/statement-names';
import { openTestDb, TEST_DATABASE_URL } from '../support/test-db';

describe('StatementNames', () => {
  it('names a parameterised text the same each time, and another text otherwise', () => {
    const names = new StatementNames();
    const first = names.nameOf('SELECT $1::int', [1]);
    expect(first).toBeDefined();
    expect(names.nameOf('SELECT $1::int', [2])).toBe(first);
    expect(names.nameOf('SELECT $1::int + 1', [2])).not.toBe(first);
  });

  it('leaves a text without parameters unnamed (the simple protocol: BEGIN, a script)', () => {
    expect(new StatementNames().nameOf('BEGIN', [])).toBeUndefined();
  });

  it('names at most `max` texts, so a text built from its data cannot fill the server', () => {
    const names = new StatementNames(2);
    expect(names.nameOf('SELECT $1::int', [1])).toBeDefined();
    expect(names.nameOf('SELECT $1::int + 1', [1])).toBeDefined();
    expect(names.nameOf('SELECT $1::int + 2', [1])).toBeUndefined();
    // the texts named before keep their names
    expect(names.nameOf('SELECT $1::int', [1])).toBeDefined();
  });
});

(TEST_DATABASE_URL ? describe : describe.skip)('PostgreSQL prepared statements', () => {
  it('prepares a parameterised statement once a connection and runs it again by name', async () => {
    const db = await openTestDb();
    try {
      const prepared = await db.transaction(async (tx) => {
        expect(await tx.query('SELECT $1::int AS n', [1])).toEqual([{ n: 1 }]);
        expect(await tx.query('SELECT $1::int AS n', [2])).toEqual([{ n: 2 }]);
        // (no parameters: not named itself)
        return tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
      });
      expect(prepared.map((p) => p.statement)).toEqual(['SELECT $1::int AS n']);
    } finally {
      await db.close();
    }
  });
});
