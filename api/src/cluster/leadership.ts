import pg from 'pg';
import type { Db } from '../db/types';

/** The advisory lock the leader holds for as long as its dedicated connection lives. */
export const LEADER_LOCK_ID = 7270002;
/** How often a follower tries the lock (takeover within about this plus the leader's start-up). */
export const LEADER_RETRY_MS = 1000;

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
   * The lock connection broke: this process can no longer know it leads alone, and must stop
   * (main.ts exits; a supervisor starts it again as a follower).
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

  constructor(
    private readonly client: pg.Client,
    private readonly opts: LeadershipOptions,
  ) {
    const lost = (err: Error) => {
      if (this.stopped) return;
      this.stopped = true;
      if (this.timer) clearInterval(this.timer);
      (opts.onLost ?? ((e) => console.error(`Leader lock connection lost: ${e.message}`)))(err);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the connection ended')));
  }

  async tryLock(): Promise<boolean> {
    const rows = await this.client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      LEADER_LOCK_ID,
    ]);
    if (rows.rows[0]?.ok !== true) return false;
    this.isLeader = true;
    return true;
  }

  /** Tries the lock every retryMs until it is ours, then runs the lead tasks in order. */
  follow(): void {
    let trying = false;
    this.timer = setInterval(() => {
      if (trying || this.stopped) return;
      trying = true;
      this.tryLock()
        .then(async (won) => {
          if (!won || this.stopped) return;
          if (this.timer) clearInterval(this.timer);
          for (const task of this.tasks.splice(0)) await task();
        })
        .catch((err: unknown) => console.error('Leader lock attempt failed', err))
        .finally(() => (trying = false));
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
    await this.client.end().catch(() => undefined);
  }
}

/** This process's leadership: at once the leader, or a follower that keeps trying. */
export async function startLeadership(db: Db, opts: LeadershipOptions = {}): Promise<Leadership> {
  if (db.kind !== 'pg' || !db.url) return new SoleLeader();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const leader = new LockLeader(client, opts);
  if (!(await leader.tryLock())) leader.follow();
  return leader;
}
