import type { HubClient } from './hub-client';
import { TopicLog } from './topic-log';

const ACCOUNT_IDLE_MS = 10 * 60_000;
/** A ladder's depth stays worked out this long after its last reader (a reconnect resumes it). */
const DEPTH_IDLE_MS = 30_000;

/**
 * The hub's topics: each one's log and subscribers. An entry lives while it has a subscriber
 * or a state to keep; a player's log stays 10 minutes after its last subscriber (for a resume).
 */
export class TopicTable {
  readonly logs = new Map<string, TopicLog>();
  readonly subscribers = new Map<string, Set<HubClient>>();

  /** Changes kept per topic (the account topics keep a quarter). */
  constructor(private readonly ringSize: number) {}

  /** Topics held (a log or subscribers). */
  get size(): number {
    let n = this.logs.size;
    for (const topic of this.subscribers.keys()) if (!this.logs.has(topic)) n += 1;
    return n;
  }

  log(topic: string): TopicLog {
    let log = this.logs.get(topic);
    if (!log) {
      const account = topic.startsWith('account:');
      const ring = account ? Math.max(4, this.ringSize >> 2) : this.ringSize;
      log = new TopicLog(account ? 'account' : topic, ring, !account);
      this.logs.set(topic, log);
    }
    return log;
  }

  subscribersOf(topic: string): Set<HubClient> {
    let subs = this.subscribers.get(topic);
    if (!subs) this.subscribers.set(topic, (subs = new Set()));
    return subs;
  }

  /** Drops a topic nobody follows that holds nothing (players' and depth logs go in dropIdleLogs). */
  dropIfIdle(topic: string): void {
    if ((this.subscribers.get(topic)?.size ?? 0) > 0) return;
    this.subscribers.delete(topic);
    const log = this.logs.get(topic);
    if (log) log.lastUsed = Date.now();
    if (log?.retain && !log.hasState && !topic.startsWith('depth:')) this.logs.delete(topic);
  }

  /** Drops the logs of players, and the depth topics, nobody has followed for a while. */
  dropIdleLogs(now: number): void {
    for (const [topic, log] of this.logs) {
      const account = topic.startsWith('account:');
      if (!account && !topic.startsWith('depth:')) continue;
      const idle = now - (account ? ACCOUNT_IDLE_MS : DEPTH_IDLE_MS);
      if ((this.subscribers.get(topic)?.size ?? 0) > 0) log.lastUsed = now;
      else if (log.lastUsed < idle) {
        this.logs.delete(topic);
        this.subscribers.delete(topic);
      }
    }
  }
}
