/**
 * The market leases (cluster/market-leases.ts): the share arithmetic, and two owners on one
 * database: one claim wins, a lease not renewed is taken over once expired (and its old owner
 * learns it lost it), a lease of an owner whose process is gone (its liveness lock dropped) is
 * taken over before it expires, and an owner above its share gives leases up when another owner
 * joins.
 */
import { leaseHolds, leasesToRelease, mayClaim } from '../../src/cluster/lease-share';
import { LeaseOwnership } from '../../src/cluster/market-leases';
import { OwnerAlive } from '../../src/cluster/owner-alive';
import { ADVISORY_LOCKS } from '../../src/db/advisory-locks';
import { migrate } from '../../src/db/migrate';
import type { Db } from '../../src/db/types';
import { perFile } from '../support/per-file';
import { openTestDb, TEST_DATABASE_URL } from '../support/test-db';

jest.setTimeout(60_000);

describe('lease share', () => {
  it('a process claims while under its share of one more market', () => {
    expect(mayClaim({ mine: 0, total: 0, owners: 1 })).toBe(true);
    expect(mayClaim({ mine: 9, total: 9, owners: 1 })).toBe(true);
    expect(mayClaim({ mine: 0, total: 0, owners: 2 })).toBe(true);
    expect(mayClaim({ mine: 1, total: 1, owners: 2 })).toBe(false);
    expect(mayClaim({ mine: 1, total: 2, owners: 2 })).toBe(true);
    expect(mayClaim({ mine: 2, total: 3, owners: 2 })).toBe(false);
  });

  it('gives up the leases above its share, the last keys first', () => {
    expect(leasesToRelease(['b', 'a', 'c'], 3, 1)).toEqual([]);
    expect(leasesToRelease(['b', 'a', 'c', 'd'], 4, 2)).toEqual(['c', 'd']);
    expect(leasesToRelease(['a', 'b'], 3, 2)).toEqual([]);
  });

  it('a lease holds until its expiry less the margin', () => {
    expect(leaseHolds(1000, 3499, 3000, 500)).toBe(true);
    expect(leaseHolds(1000, 3500, 3000, 500)).toBe(false);
  });
});

describe('leases on the database', () => {
  const fx = perFile(async () => {
    const db: Db = await openTestDb();
    await migrate(db);
    return { db, close: () => db.close() };
  });
  const until = async (what: () => Promise<boolean>) => {
    for (let i = 0; i < 200; i += 1) {
      if (await what()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('never');
  };

  it('one claim wins; an expired lease is taken over and its old owner loses it', async () => {
    const a = new LeaseOwnership(fx.db, 'a', { ttlMs: 300, renewMs: 100 });
    const b = new LeaseOwnership(fx.db, 'b', { ttlMs: 300, renewMs: 100 });
    const lostByA: string[] = [];
    a.onLost((k) => lostByA.push(k));
    await a.renew();
    await b.renew();
    expect(await a.claim('m1')).toBe(true);
    expect(a.owns('m1')).toBe(true);
    expect(await b.claim('m1')).toBe(false);
    expect(b.owns('m1')).toBe(false);
    // a stops renewing (it died): once the lease expired b takes it over
    await until(() => b.claim('m1'));
    expect(b.owns('m1')).toBe(true);
    expect(a.owns('m1')).toBe(false);
    await a.renew();
    expect(lostByA).toEqual(['m1']);
    await a.stop();
    await b.stop();
    expect(await fx.db.query('SELECT * FROM market_leases')).toEqual([]);
  });

  // PostgreSQL only: the liveness lock is held on a connection of its own
  (TEST_DATABASE_URL ? it : it.skip)(
    "a gone owner's lease is taken over at once; a live owner's is not",
    async () => {
      const url = fx.db.url as string;
      const aliveA = new OwnerAlive(url);
      const a = new LeaseOwnership(fx.db, 'a3', { ttlMs: 60_000, renewMs: 1000, alive: aliveA });
      const b = new LeaseOwnership(fx.db, 'b3', {
        ttlMs: 60_000,
        renewMs: 1000,
        alive: new OwnerAlive(url),
      });
      const lostByA: string[] = [];
      a.onLost((k) => lostByA.push(k));
      await a.renew();
      await b.renew();
      expect(aliveA.current()).not.toBeNull();
      expect(await a.claim('m3')).toBe(true);
      expect(await b.claim('m3')).toBe(false);
      // a's process dies: the server ends its liveness session (a's renewal timer never runs)
      await fx.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
          WHERE locktype = 'advisory' AND classid = $1::oid AND objid = $2::oid AND objsubid = 2`,
        [ADVISORY_LOCKS.ownerAlive, aliveA.current()],
      );
      const started = Date.now();
      await until(() => b.claim('m3'));
      // long before the 60 s lease expired
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(b.owns('m3')).toBe(true);
      // a renews (it was alive after all, on a new lock): it learns the market is b's
      await a.renew();
      expect(lostByA).toEqual(['m3']);
      expect(aliveA.current()).not.toBeNull();
      expect(await a.claim('m3')).toBe(false);
      await a.stop();
      await b.stop();
    },
  );

  it('an owner above its share gives leases up when another owner joins', async () => {
    const a = new LeaseOwnership(fx.db, 'a2', { ttlMs: 5000, renewMs: 1000 });
    await a.renew();
    for (const k of ['k1', 'k2', 'k3', 'k4']) expect(await a.claim(k)).toBe(true);
    const b = new LeaseOwnership(fx.db, 'b2', { ttlMs: 5000, renewMs: 1000 });
    await b.renew();
    await a.renew();
    expect(['k1', 'k2', 'k3', 'k4'].filter((k) => a.owns(k))).toEqual(['k1', 'k2']);
    await b.renew();
    expect(await b.claim('k3')).toBe(true);
    expect(await a.claim('k4')).toBe(false);
    await a.stop();
    await b.stop();
  });
});
