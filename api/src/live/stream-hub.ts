import { randomBytes } from 'node:crypto';
import type { LiveBus, LiveEvent, LiveTopic } from './live-bus';
import { TopicLog, type LoggedChange } from './topic-log';

/** What the hub needs of a WebSocket (ws's WebSocket has it; unit tests pass a fake). */
export interface StreamSocket {
  send(text: string): void;
  readonly bufferedAmount: number;
  close(code: number, reason: string): void;
}

export interface StreamHubOptions {
  /** Changes kept per topic for a resume (the account topics keep a quarter). */
  ringSize: number;
  /** Above this many bytes waiting in a socket, its topics are conflated to their latest state. */
  maxBufferedBytes: number;
}

export const DEFAULT_HUB_OPTIONS: StreamHubOptions = { ringSize: 64, maxBufferedBytes: 256 * 1024 };

/** One authenticated connection's subscriptions, as the hub sees them. */
export interface HubClient {
  readonly socket: StreamSocket;
  readonly userId: number;
  readonly sessionId: string;
  /** Server topic -> the last seq this client was sent. */
  readonly topics: Map<string, number>;
  /** Topics skipped while the socket was full: sent as a fresh snapshot once it drains. */
  readonly stale: Set<string>;
  lastSentAt: number;
  /** Ends the connection (the hub calls it when the session ended). */
  end(code: number, reason: string): void;
}

const ACCOUNT_IDLE_MS = 10 * 60_000;

/**
 * Fans the live bus out to stream connections: each topic's changes get a sequence number and
 * are serialised once; a subscriber gets them in order, or — while its socket is backed up —
 * nothing until it drains, then one snapshot with the latest state (it never holds up others).
 */
export class StreamHub {
  /** Names this process's numbering: a resume under another epoch gets a snapshot. */
  readonly epoch = randomBytes(6).toString('base64url');
  private readonly logs = new Map<string, TopicLog>();
  private readonly subscribers = new Map<string, Set<HubClient>>();
  private readonly clients = new Set<HubClient>();
  private readonly unsubscribeBus: () => void;

  constructor(
    private readonly bus: LiveBus,
    private readonly opts: StreamHubOptions = DEFAULT_HUB_OPTIONS,
  ) {
    this.unsubscribeBus = bus.subscribe((event) => this.onEvent(event));
  }

  get connectionCount(): number {
    return this.clients.size;
  }

  add(client: HubClient): void {
    this.clients.add(client);
  }

  remove(client: HubClient): void {
    this.clients.delete(client);
    for (const topic of client.topics.keys()) this.subscribers.get(topic)?.delete(client);
  }

  close(): void {
    this.unsubscribeBus();
  }

  private log(topic: string): TopicLog {
    let log = this.logs.get(topic);
    if (!log) {
      const account = topic.startsWith('account:');
      const ring = account ? Math.max(4, this.opts.ringSize >> 2) : this.opts.ringSize;
      log = new TopicLog(account ? 'account' : topic, ring, !account);
      this.logs.set(topic, log);
    }
    return log;
  }

  private onEvent(event: LiveEvent): void {
    if (event.topic === 'sessions') {
      const ended = new Set((event as LiveEvent<'sessions'>).parts.ended ?? []);
      for (const c of this.clients)
        if (ended.has(c.sessionId)) c.end(4002, 'The session ended (logged out)');
      return;
    }
    const known = this.logs.has(event.topic);
    // A player nobody follows here: nothing to keep (a new subscriber reads the database).
    if (!known && event.topic.startsWith('account:') && !this.subscribers.has(event.topic)) return;
    const change = this.log(event.topic).apply(event.parts as Record<string, unknown>);
    if (!change) return;
    const subs = this.subscribers.get(event.topic);
    if (subs) for (const c of subs) this.deliver(c, event.topic, change);
  }

  private deliver(c: HubClient, topic: string, change: LoggedChange): void {
    if (c.stale.has(topic)) return;
    if (c.socket.bufferedAmount > this.opts.maxBufferedBytes) {
      c.stale.add(topic);
      return;
    }
    this.send(c, change.text);
    c.topics.set(topic, change.seq);
  }

  private send(c: HubClient, text: string): void {
    c.lastSentAt = Date.now();
    c.socket.send(text);
  }

  /**
   * Subscribes a client to a server topic: the changes after `since` when this process's ring
   * still holds them, else a snapshot of the whole state.
   */
  async subscribe(
    c: HubClient,
    topic: LiveTopic,
    since?: { epoch: string; seq: number },
  ): Promise<void> {
    let subs = this.subscribers.get(topic);
    if (!subs) this.subscribers.set(topic, (subs = new Set()));
    const log = this.log(topic);
    log.lastUsed = Date.now();
    const missed = since && since.epoch === this.epoch ? log.since(since.seq) : null;
    if (missed) {
      subs.add(c);
      for (const change of missed) this.send(c, change.text);
      c.topics.set(topic, log.seq);
      return;
    }
    // Until the snapshot is sent, this client gets no changes of the topic (they are in it).
    c.stale.add(topic);
    subs.add(c);
    c.topics.set(topic, log.seq);
    await this.sendSnapshot(c, topic);
  }

  unsubscribe(c: HubClient, topic: string): void {
    c.topics.delete(topic);
    c.stale.delete(topic);
    this.subscribers.get(topic)?.delete(c);
  }

  private async sendSnapshot(c: HubClient, topic: string): Promise<void> {
    const log = this.log(topic);
    let parts = log.retain ? log.state : null;
    let seq = log.seq;
    if (!parts) {
      const read = await this.bus.snapshot(topic as LiveTopic);
      // Changes published while it was read are newer: the state they built wins.
      if (log.retain && log.state) parts = log.state;
      else {
        parts = read ?? {};
        if (log.retain) log.state = { ...parts };
      }
      // An account read may predate changes logged meanwhile: they replace whole parts, so
      // resending them after the snapshot is harmless and nothing is missed.
      if (!log.retain) seq = Math.min(seq, log.seq);
    }
    if (!c.topics.has(topic)) return;
    c.stale.delete(topic);
    const snapshot = { type: 'snapshot', topic: log.clientTopic, epoch: this.epoch, seq, parts };
    this.send(c, JSON.stringify(snapshot));
    c.topics.set(topic, seq);
    for (const change of log.since(seq) ?? []) this.deliver(c, topic, change);
  }

  /**
   * Timer work: snapshots to clients whose socket drained, and drops player logs nobody has
   * followed for a while. Returns the clients that were sent nothing since `quietSince`.
   */
  sweep(quietSince: number): HubClient[] {
    const quiet: HubClient[] = [];
    for (const c of this.clients) {
      if (c.stale.size > 0 && c.socket.bufferedAmount <= this.opts.maxBufferedBytes) {
        for (const topic of [...c.stale]) if (c.topics.has(topic)) void this.sendSnapshot(c, topic);
      }
      if (c.lastSentAt < quietSince) quiet.push(c);
    }
    const idle = Date.now() - ACCOUNT_IDLE_MS;
    for (const [topic, log] of this.logs) {
      if (!topic.startsWith('account:')) continue;
      if ((this.subscribers.get(topic)?.size ?? 0) > 0) log.lastUsed = Date.now();
      else if (log.lastUsed < idle) {
        this.logs.delete(topic);
        this.subscribers.delete(topic);
      }
    }
    return quiet;
  }
}
