// Where PlaceBet's time goes, statement by statement: pairs of crossing orders on one market
// (demo lays 1.55, demo2 backs it: every order matched, the house's levels not crossed), in-process
// app on PGlite (or PostgreSQL with TEST_DATABASE_URL). Prints the statements per order (all, and
// inside the write's transaction, where the book's lock is held) and each statement's count and
// time per order, most costly first. Counts do not depend on the machine's load; times do.
// Run: api/node_modules/.bin/tsx bench/engine/order-statements.ts [pairs]
import type { Db, Queryable } from '../../api/src/db/types';
import { createSportsTestApp, oddsBet, player } from '../../api/test/support/sports-helpers';

const PAIRS = Number(process.argv[2] ?? 100);
const stats = new Map<string, { n: number; ms: number; inTx: boolean }>();
let on = false;

function note(sql: string, ms: number, inTx: boolean): void {
  if (!on) return;
  const key = sql.replace(/\s+/g, ' ').slice(0, 100);
  const s = stats.get(key) ?? { n: 0, ms: 0, inTx };
  s.n += 1;
  s.ms += ms;
  stats.set(key, s);
}

const timed = (q: Queryable, inTx: boolean): Queryable['query'] =>
  async function query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    const started = performance.now();
    try {
      return await q.query<T>(sql, params);
    } finally {
      note(sql, performance.now() - started, inTx);
    }
  };

/** Times every statement of `db` (the object the app holds, changed in place). */
function instrument(db: Db): void {
  const plain = { query: db.query.bind(db), exec: db.exec.bind(db) };
  const transaction = db.transaction.bind(db);
  Object.assign(db, {
    query: timed(plain, false),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => {
      const started = performance.now();
      return transaction((tx) => fn({ query: timed(tx, true), exec: tx.exec.bind(tx) })).finally(
        () => note('(whole transaction: BEGIN ... COMMIT)', performance.now() - started, false),
      );
    },
  });
}

async function main(): Promise<void> {
  const t = await createSportsTestApp();
  try {
    instrument(t.db);
    const [demo, demo2] = [await player(t), await player(t, 'demo2')];
    await t.db.query(
      "UPDATE users SET balance = 1000000000, min_stake = 0 WHERE username IN ('demo', 'demo2')",
    );
    const m = [...t.sports.sim.matches.values()].find((x) => x.state === 'upcoming');
    if (!m) throw new Error('no upcoming match');
    const at = (side: 'back' | 'lay') => ({ ...oddsBet(m, side, '10.00'), Price: '1.55' });
    const pair = async () => {
      for (const [p, side] of [
        [demo, 'lay'],
        [demo2, 'back'],
      ] as const) {
        const reply = (await p.post('/Player/PlaceBet', at(side))).json();
        if (reply.status !== 0) throw new Error(`PlaceBet refused: ${reply.message}`);
      }
    };
    for (let i = 0; i < 5; i += 1) await pair();
    on = true;
    const started = performance.now();
    for (let i = 0; i < PAIRS; i += 1) await pair();
    const wall = performance.now() - started;
    on = false;
    const orders = 2 * PAIRS;
    const count = (inTx: boolean) =>
      [...stats]
        .filter(([k, s]) => s.inTx === inTx && !k.startsWith('('))
        .reduce((sum, [, s]) => sum + s.n, 0) / orders;
    console.log(
      `${t.db.kind}: ${orders} orders, ${(wall / orders).toFixed(1)} ms an order (${((orders * 1000) / wall).toFixed(1)}/s); statements an order: ${(count(false) + count(true)).toFixed(1)}, ${count(true).toFixed(1)} of them in the write's transaction`,
    );
    for (const [key, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms))
      console.log(
        `${(s.n / orders).toFixed(2)} x ${(s.ms / s.n).toFixed(2)} ms ${s.inTx ? 'tx ' : '   '} ${key}`,
      );
  } finally {
    await t.close();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
