import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate';
import { openTestDb, TEST_DATABASE_URL } from '../support/test-db';
import { seed } from '../../src/db/seed';
import type { Db } from '../../src/db/types';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db.close();
});

describe('migrate', () => {
  it('runs on the database the suite was given (PostgreSQL with TEST_DATABASE_URL)', () => {
    expect(db.kind).toBe(TEST_DATABASE_URL ? 'pg' : 'pglite');
  });

  it('applies the core migration once; running again is a no-op', async () => {
    expect(await migrate(db)).toContain('001_core.sql');
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((r) => r.name)).toContain('001_core.sql');
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'exposures',
        'ledger',
        'sports_bets',
        'casino_bets',
        'login_failures',
        'idempotency',
      ]),
    );
  });

  it('rolls back a failing migration and names the file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migrations-'));
    fs.writeFileSync(path.join(dir, '990_ok.sql'), 'CREATE TABLE zz_ok (id int);');
    fs.writeFileSync(
      path.join(dir, '991_bad.sql'),
      'CREATE TABLE zz_bad (id int); SELECT no_such_column FROM zz_bad;',
    );
    await expect(migrate(db, dir)).rejects.toThrow(/991_bad\.sql/);
    const bad = await db.query(
      `SELECT 1 FROM information_schema.tables WHERE table_name = 'zz_bad'`,
    );
    expect(bad).toEqual([]);
    const ok = await db.query(`SELECT 1 FROM schema_migrations WHERE name = '990_ok.sql'`);
    expect(ok).toHaveLength(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('003_idempotency_scope', () => {
  it("gives each stored key its call: 'casino:<k>' is the casino's only with the casino bet of k", async () => {
    const old = await openTestDb();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-migrations-'));
    for (const f of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < '003'))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    await migrate(old, dir);
    await old.exec(`
      INSERT INTO users (id, username, password_hash, name) VALUES (1, 'u', 'x', 'U');
      INSERT INTO casino_bets (user_id, table_code, round_id, market, selection, rate, stake,
                               win_amount, loss_amount, idempotency_key)
        VALUES (1, 't20', '1', 'Winner', 'Player A', 198, 100, 98, 100, 'table-key');
      INSERT INTO idempotency (user_id, key, response) VALUES
        (1, 'casino:table-key', '{"c":1}'), (1, 'casino:no-bet', '{"s":1}'), (1, 'slip', '{"s":2}');`);
    await migrate(old);
    const rows = await old.query('SELECT scope, key, fingerprint FROM idempotency ORDER BY key');
    expect(rows).toEqual([
      { scope: '/Player/PlaceBet', key: 'casino:no-bet', fingerprint: null },
      { scope: '/Player/PlaceBet', key: 'slip', fingerprint: null },
      { scope: '/Casino/PlaceBet', key: 'table-key', fingerprint: null },
    ]);
    await old.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('seed', () => {
  it('creates the demo players once with an opening-balance ledger row', async () => {
    await seed(db);
    await seed(db);
    const users = await db.query<{
      username: string;
      name: string;
      balance: number;
      quick_stakes: number[];
    }>('SELECT username, name, balance, quick_stakes FROM users ORDER BY username');
    // the house account (migration 105, the market's participant) and the seeded players
    expect(users.map(({ username, name, balance }) => ({ username, name, balance }))).toEqual([
      { username: '__house', name: 'The house', balance: 1_000_000_000_000_000 },
      { username: 'demo', name: 'Demo Player', balance: 10_000_000 },
      { username: 'demo2', name: 'Second Demo', balance: 2_500_000 },
    ]);
    expect(typeof users[1]?.balance).toBe('number');
    expect(users[1]?.quick_stakes).toEqual([10000, 50000, 100000, 500000, 1000000, 2500000]);
    const ledger = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger WHERE kind = 'deposit'`,
    );
    expect(ledger[0]?.n).toBe(3);
    const hashes = await db.query<{ username: string; password_hash: string }>(
      'SELECT username, password_hash FROM users',
    );
    for (const h of hashes)
      expect(h.password_hash).toMatch(
        // the house has no password: '!' is no hash, so no login can match it
        h.username === '__house' ? /^!$/ : /^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/,
      );
  });

  it('rejects a negative balance at the database', async () => {
    await expect(
      db.query(`UPDATE users SET balance = -1 WHERE username = 'demo'`),
    ).rejects.toThrow();
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE users SET balance = 1 WHERE username = 'demo'`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await db.query<{ balance: number }>(
      `SELECT balance FROM users WHERE username = 'demo'`,
    );
    expect(rows[0]?.balance).toBe(10_000_000);
  });
});
