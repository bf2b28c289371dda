import { bridgeLiveBus } from '../../src/cluster/live-bus-bridge';
import { migrate } from '../../src/db/migrate';
import type { Db } from '../../src/db/types';
import { LiveBus, type LiveEvent } from '../../src/live/live-bus';
import { openTestDb, TEST_DATABASE_URL } from '../support/test-db';

const balance = (n: number) => ({
  balance: { balance: `${n}.00`, exposure: '0.00', available: `${n}.00` },
});

// Two processes' buses on one PostgreSQL (the bridge needs LISTEN/NOTIFY).
(TEST_DATABASE_URL ? describe : describe.skip)('live bus bridge', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await migrate(db);
  });
  afterAll(() => db.close());

  it('delivers a burst in order as fewer rows, and never reads back its own', async () => {
    const [a, b] = [new LiveBus(), new LiveBus()];
    const onA: LiveEvent[] = [];
    const onB: LiveEvent[] = [];
    a.subscribe((e) => e.remote && onA.push(e));
    b.subscribe((e) => e.remote && onB.push(e));
    const lost = (err: Error) => {
      throw err;
    };
    const [bridgeA, bridgeB] = [await bridgeLiveBus(db, a, lost), await bridgeLiveBus(db, b, lost)];
    try {
      const reads: string[] = [];
      const query = db.query.bind(db);
      db.query = (sql, params) => {
        if (sql.startsWith('SELECT id, origin, events FROM live_bus')) reads.push(sql);
        return query(sql, params);
      };
      // 40 events, each in its own event-loop turn (as orders' replies are)
      for (let i = 1; i <= 40; i += 1) {
        a.publish(`account:${i}`, balance(i));
        await new Promise((r) => setImmediate(r));
      }
      for (let i = 0; i < 200 && onB.length < 40; i += 1)
        await new Promise((r) => setTimeout(r, 25));
      expect(onB.map((e) => e.topic)).toEqual(
        Array.from({ length: 40 }, (_, i) => `account:${i + 1}`),
      );
      expect(onA).toEqual([]);
      const rows = await query<{ n: number }>('SELECT count(*)::int AS n FROM live_bus');
      expect(rows[0]?.n).toBeLessThan(40);
      // B reads on A's notifications; A, which sent them all, reads none back
      expect(reads.length).toBeLessThanOrEqual(rows[0]?.n ?? 0);
    } finally {
      await bridgeA.stop();
      await bridgeB.stop();
    }
  });
});
