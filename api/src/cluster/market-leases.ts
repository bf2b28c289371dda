/**
 * Which process owns each match-odds / toss market (migration 108): a lease in PostgreSQL a
 * market, renewed by its owner's timer and taken over by any process once expired, or at once
 * when its owner's process is gone (its liveness lock dropped, owner-alive.ts). The owner keeps
 * the market's book in memory (modules/sports/exchange/book-memory.ts); the lease only says whose
 * memory is worth keeping: every write still takes the book's lock and checks the book's stored
 * version, so two processes that both believe they own a market for a moment stay correct.
 */
import { performance } from 'node:perf_hooks';
import type { Db } from '../db/types';
import { leaseHolds, leasesToRelease, mayClaim, type LeaseCount } from './lease-share';
import { OWNER_GONE, OwnerAlive } from './owner-alive';

/**
 * Renewal period and expiry of a lease: an owner whose process dies is replaced at once (its
 * liveness lock), one that stops renewing for another reason within the expiry.
 */
export const LEASE_RENEW_MS = 1000;
export const LEASE_TTL_MS = 3000;

export interface MarketOwnership {
  /** Whether this process owns the market now (a lease it renewed within the expiry). */
  owns(key: string): boolean;
  /** Owns the market, claiming it if it has no live owner and this process is under its share. */
  claim(key: string): Promise<boolean>;
  /** Of `keys`, the markets another live process owns now. */
  ownedElsewhere(keys: readonly string[]): Promise<ReadonlySet<string>>;
  /** `fn` runs for each market this process stops owning (not renewed, taken over, given up). */
  onLost(fn: (key: string) => void): void;
  stop(): Promise<void>;
}

/** One process (PGlite, or a single API process): it owns every market. */
export class SoleOwnership implements MarketOwnership {
  owns(): boolean {
    return true;
  }
  async claim(): Promise<boolean> {
    return true;
  }
  async ownedElsewhere(): Promise<ReadonlySet<string>> {
    return new Set();
  }
  onLost(): void {}
  async stop(): Promise<void> {}
}

export interface LeaseOptions {
  renewMs?: number;
  ttlMs?: number;
  /** Where this process answers (stored with its row), or null. */
  address?: string | null;
  /** A monotonic clock in ms (tests). */
  clock?: () => number;
  /** This process's liveness lock (stored with its row), stopped with the leases. */
  alive?: OwnerAlive;
}

/** SQL: the lease `l` is held by a process that is gone (its owner row `o` joined). */
const HELD_BY_GONE = `EXISTS (SELECT 1 FROM market_owners o
                               WHERE o.owner_id = l.owner_id AND ${OWNER_GONE})`;

const interval = (ms: number) => `${Math.round(ms)} milliseconds`;

/** Leases in PostgreSQL (several processes, or hosts, on one database). */
export class LeaseOwnership implements MarketOwnership {
  /** Each held market and the monotonic time its lease was last renewed (its statement sent). */
  private readonly held = new Map<string, number>();
  private readonly claiming = new Map<string, Promise<boolean>>();
  private readonly lost: ((key: string) => void)[] = [];
  private count: LeaseCount = { mine: 0, total: 0, owners: 1 };
  private timer: NodeJS.Timeout | null = null;
  private renewing = false;
  private readonly renewMs: number;
  private readonly ttlMs: number;
  private readonly clock: () => number;

  constructor(
    private readonly db: Db,
    readonly ownerId: string,
    private readonly opts: LeaseOptions = {},
  ) {
    this.renewMs = opts.renewMs ?? LEASE_RENEW_MS;
    this.ttlMs = opts.ttlMs ?? LEASE_TTL_MS;
    this.clock = opts.clock ?? (() => performance.now());
  }

  /** Renews now and then every renewMs until stop(). */
  async start(): Promise<void> {
    await this.renew();
    this.timer = setInterval(() => void this.renew(), this.renewMs);
    this.timer.unref();
  }

  owns(key: string): boolean {
    const at = this.held.get(key);
    // (half a renewal's margin: this process stops believing before the database's lease ends)
    return at !== undefined && leaseHolds(at, this.clock(), this.ttlMs, this.renewMs / 2);
  }

  claim(key: string): Promise<boolean> {
    if (this.owns(key)) return Promise.resolve(true);
    const pending = this.claiming.get(key);
    if (pending) return pending;
    const p = this.tryClaim(key)
      .catch(() => false)
      .finally(() => this.claiming.delete(key));
    this.claiming.set(key, p);
    return p;
  }

  async ownedElsewhere(keys: readonly string[]): Promise<ReadonlySet<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db.query<{ market_key: string }>(
      `SELECT l.market_key FROM market_leases l
        WHERE l.market_key = ANY($1::text[]) AND l.owner_id <> $2
          AND l.expires_at > clock_timestamp() AND NOT ${HELD_BY_GONE}`,
      [keys, this.ownerId],
    );
    return new Set(rows.map((r) => r.market_key));
  }

  private async tryClaim(key: string): Promise<boolean> {
    if (!mayClaim({ ...this.count, mine: this.held.size })) return false;
    const sent = this.clock();
    const rows = await this.db.query<{ owner_id: string }>(
      `INSERT INTO market_leases AS l (market_key, owner_id, expires_at)
       VALUES ($1, $2, clock_timestamp() + $3::interval)
       ON CONFLICT (market_key) DO UPDATE SET owner_id = EXCLUDED.owner_id,
                                             expires_at = EXCLUDED.expires_at
        WHERE l.expires_at < clock_timestamp() OR l.owner_id = EXCLUDED.owner_id
           OR ${HELD_BY_GONE}
       RETURNING owner_id`,
      [key, this.ownerId, interval(this.ttlMs)],
    );
    if (rows.length !== 1) return false;
    this.held.set(key, sent);
    this.count = { ...this.count, total: this.count.total + 1 };
    return true;
  }

  /**
   * Renews this process's row and leases in one statement; a lease no longer ours (taken over
   * after it expired) is lost; leases above this process's share are given up. Processes that
   * are gone count neither as owners nor their leases as held.
   */
  async renew(): Promise<void> {
    if (this.renewing) return;
    this.renewing = true;
    const sent = this.clock();
    try {
      await this.opts.alive?.ensure();
      const [row] = await this.db.query<{ mine: string[] | null; total: number; others: number }>(
        `WITH me AS (
           INSERT INTO market_owners (owner_id, address, expires_at, live_key)
           VALUES ($1, $2, clock_timestamp() + $3::interval, $4)
           ON CONFLICT (owner_id) DO UPDATE SET address = EXCLUDED.address,
                                                expires_at = EXCLUDED.expires_at,
                                                live_key = EXCLUDED.live_key
           RETURNING 1),
         renewed AS (
           UPDATE market_leases SET expires_at = clock_timestamp() + $3::interval
            WHERE owner_id = $1 RETURNING market_key)
         SELECT (SELECT array_agg(market_key) FROM renewed) AS mine,
                (SELECT count(*)::int FROM market_leases l
                  WHERE l.expires_at > clock_timestamp() AND l.owner_id <> $1
                    AND NOT ${HELD_BY_GONE})
                  + (SELECT count(*)::int FROM renewed) AS total,
                (SELECT count(*)::int FROM market_owners o
                  WHERE o.expires_at > clock_timestamp() AND o.owner_id <> $1
                    AND NOT ${OWNER_GONE}) AS others`,
        [
          this.ownerId,
          this.opts.address ?? null,
          interval(this.ttlMs),
          this.opts.alive?.current() ?? null,
        ],
      );
      const mine = new Set(row?.mine ?? []);
      for (const key of [...this.held.keys()]) if (!mine.has(key)) this.lose(key);
      for (const key of mine) this.held.set(key, sent);
      const owners = (row?.others ?? 0) + 1;
      const release = leasesToRelease([...mine], row?.total ?? 0, owners);
      if (release.length > 0) {
        for (const key of release) this.lose(key);
        await this.db.query(
          'DELETE FROM market_leases WHERE owner_id = $1 AND market_key = ANY($2)',
          [this.ownerId, release],
        );
      }
      this.count = { mine: this.held.size, total: (row?.total ?? 0) - release.length, owners };
    } catch {
      // the database is away: the leases run out here before they do there (owns() turns false)
    } finally {
      this.renewing = false;
    }
  }

  private lose(key: string): void {
    this.held.delete(key);
    for (const fn of this.lost) fn(key);
  }

  onLost(fn: (key: string) => void): void {
    this.lost.push(fn);
  }

  /** Stops renewing and gives every lease up (another process may take them at once). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const keys = [...this.held.keys()];
    for (const key of keys) this.lose(key);
    await this.db
      .query('DELETE FROM market_leases WHERE owner_id = $1', [this.ownerId])
      .then(() => this.db.query('DELETE FROM market_owners WHERE owner_id = $1', [this.ownerId]))
      .catch(() => undefined);
    await this.opts.alive?.stop();
  }
}

/**
 * This process's ownership: every market with PGlite, else leases in PostgreSQL (`address`: where
 * it answers hand-overs, stored with its row).
 */
export async function startOwnership(
  db: Db,
  ownerId: string,
  address: string | null = null,
): Promise<MarketOwnership> {
  if (db.kind !== 'pg') return new SoleOwnership();
  const alive = db.url ? new OwnerAlive(db.url) : undefined;
  const leases = new LeaseOwnership(db, ownerId, { address, alive });
  await leases.start();
  return leases;
}
