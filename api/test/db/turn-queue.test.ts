import { openPgliteDb } from '../../src/db/pglite-db';
import { TurnQueue } from '../../src/db/turn-queue';
import type { Db } from '../../src/db/types';

/** Counts event-loop turns (one setImmediate per turn) until stopped. */
function turnCounter(): { turns: () => number; stop: () => void } {
  let turns = 0;
  let running = true;
  const tick = (): void => {
    if (!running) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  return { turns: () => turns, stop: () => void (running = false) };
}

describe('TurnQueue', () => {
  it('runs tasks one at a time in arrival order, past a failing one', async () => {
    const queue = new TurnQueue();
    const events: string[] = [];
    const task = (name: string, fail = false) =>
      queue.run(async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 1));
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([task('a'), task('b', true), task('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});

describe('PGlite statements under load', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPgliteDb(':memory:');
  });
  afterAll(() => db.close());

  it('lets the event loop turn between queued statements (sockets, timers, accepts)', async () => {
    const count = 60;
    const counter = turnCounter();
    const before = counter.turns();
    const values = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        db.query<{ n: number }>('SELECT $1::int AS n', [i]).then((rows) => rows[0]?.n),
      ),
    );
    const turns = counter.turns() - before;
    counter.stop();
    console.log(`${count} queued statements ran over ${turns} event-loop turns`);
    expect(values).toEqual(Array.from({ length: count }, (_, i) => i));
    // One statement per turn; run back to back in one microtask chain this would be about 1.
    expect(turns).toBeGreaterThanOrEqual(count - 1);
  });

  it('queues statements behind an open transaction and sees its committed writes', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS turn_t (v int)');
    const tx = db.transaction(async (t) => {
      await t.query('INSERT INTO turn_t (v) VALUES (1)');
      await t.query('INSERT INTO turn_t (v) VALUES (2)');
    });
    const read = db.query<{ total: number }>('SELECT SUM(v)::int AS total FROM turn_t');
    await tx;
    expect((await read)[0]?.total).toBe(3);
  });
});
