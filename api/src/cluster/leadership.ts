import pg from 'pg';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/types';

/** How often a follower tries the lock (takeover within about this plus the leader's start-up). */
export const LEADER_RETRY_MS = 1000;
/** How long a leader whose lock connection broke tries to take the lock again, and how often. */
const RELOCK_MS = 2000;
const RELOCK_STEP_MS = 100;

type LeadTask = () => Promise<void> | void;

/**
 * Which process runs the simulator, the casino rounds and settlement. With PGlite there is one
 * process and it leads. On PostgreSQL the leader holds a session-level advisory lock on a
 * connection of its own; when its process dies the server drops the lock and the next follower
 * to try takes it over.
 */
export interface Leadership {
  readonly isLeader: boolean;
  /** Runs task once this process leads (at once if it already does). */
  onLead(task: LeadTask): void;
  stop(): Promise<void>;
}

export interface LeadershipOptions {
  retryMs?: number;
  /**
   * The leader lost its lock to another process (its connection broke and another took the
   * lock): it must stop (main.ts exits; a supervisor starts it again as a follower).
   */
  onLost?: (err: Error) => void;
}

class SoleLeader implements Leadership {
  readonly isLeader = true;
  onLead(task: LeadTask): void {
    void task();
  }
  async stop(): Promise<void> {}
}

class LockLeader implements Leadership {
  isLeader = false;
  private readonly tasks: LeadTask[] = [];
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private client: pg.Client | null = null;
  private trying = false;

  constructor(
    private readonly url: string,
    private readonly opts: LeadershipOptions,
  ) {}

  /** A new lock connection; when it breaks, the next attempt opens another. */
  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    const broke = (err: Error) => {
      if (this.client !== client) return;
      this.client = null;
      if (!this.stopped && this.isLeader) void this.relock(err);
    };
    client.on('error', broke);
    client.on('end', () => broke(new Error('the connection ended')));
    await client.connect();
    this.client = client;
    return client;
  }

  async tryLock(): Promise<boolean> {
    const client = this.client ?? (await this.connect());
    const rows = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      ADVISORY_LOCKS.leader,
    ]);
    return rows.rows[0]?.ok === true;
  }

  /**
   * The leader's lock connection broke (the server ended it, a network blip): the server releases
   * the lock, though not always before the new connection asks (pg_terminate_backend returns before
   * the old backend has exited). Take it again, trying for RELOCK_MS; if another process holds it
   * all that time, this one must stop.
   */
  private async relock(cause: Error): Promise<void> {
    const until = Date.now() + RELOCK_MS;
    while (!this.stopped) {
      const won = await this.tryLock().catch(() => false);
      if (won) return;
      if (Date.now() >= until) break;
      await new Promise((r) => setTimeout(r, RELOCK_STEP_MS));
    }
    if (this.stopped) return;
    this.stopped = true;
    const err = new Error(`the leader lock was lost (${cause.message})`);
    (this.opts.onLost ?? ((e) => console.error(e.message)))(err);
  }

  /** Tries the lock every retryMs until it is ours, then runs the lead tasks in order. */
  follow(): void {
    this.timer = setInterval(() => {
      if (this.trying || this.stopped) return;
      this.trying = true;
      this.tryLock()
        .then(async (won) => {
          if (!won || this.stopped) return;
          this.isLeader = true;
          if (this.timer) clearInterval(this.timer);
          for (const task of this.tasks.splice(0)) await task();
        })
        .catch((err: unknown) => console.error('Leader lock attempt failed', err))
        .finally(() => (this.trying = false));
    }, this.opts.retryMs ?? LEADER_RETRY_MS);
    this.timer.unref();
  }

  onLead(task: LeadTask): void {
    if (this.isLeader) void task();
    else this.tasks.push(task);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/** This process's leadership: at once the leader, or a follower that keeps trying. */
export async function startLeadership(db: Db, opts: LeadershipOptions = {}): Promise<Leadership> {
  if (db.kind !== 'pg' || !db.url) return new SoleLeader();
  const leader = new LockLeader(db.url, opts);
  if (await leader.tryLock()) leader.isLeader = true;
  else leader.follow();
  return leader;
}
