import { randomBytes } from 'node:crypto';
import type { LiveBus, LiveEvent, LiveTopic } from './live-bus';
import { DEFAULT_HUB_OPTIONS } from './hub-client';
import type { HubClient, StreamHubOptions, StreamSocket } from './hub-client';
import { SharedReads } from './shared-reads';
import type { LoggedChange } from './topic-log';
import { readSnapshot } from './topic-snapshot';
import { TopicTable } from './topic-table';

/**
 * Fans the live bus out to stream connections: each topic's changes get a sequence number and
 * are serialised once; a subscriber gets them in order, or — while its socket is backed up —
 * nothing until it drains, then one snapshot with the latest state (it never holds up others).
 */
export class StreamHub {
  /** Names this process's numbering: a resume under another epoch gets a snapshot. */
  readonly epoch = randomBytes(6).toString('base64url');
  private readonly table: TopicTable;
  private readonly clients = new Set<HubClient>();
  /** Per client, the topics whose snapshot is being read or sent (the sweep starts no second). */
  private readonly loading = new WeakMap<HubClient, Set<string>>();
  private readonly reads = new SharedReads<Record<string, unknown> | null>();
  private readonly unsubscribeBus: () => void;
  private readonly unwatch: () => void;

  constructor(
    private readonly bus: LiveBus,
    private readonly opts: StreamHubOptions = DEFAULT_HUB_OPTIONS,
  ) {
    this.table = new TopicTable(opts.ringSize);
    this.unsubscribeBus = bus.subscribe((event) => this.onEvent(event));
    // a depth topic is worked out while its log lives (subscribed, or idle within its grace)
    this.unwatch = bus.watch((topic) => this.table.logs.has(topic));
  }

  get connectionCount(): number {
    return this.clients.size;
  }

  /** Topics the hub holds anything for (a log or subscribers). */
  get topicCount(): number {
    return this.table.size;
  }

  /** Whether a socket is under the send cap. */
  canSend(socket: StreamSocket): boolean {
    return socket.bufferedAmount <= this.opts.maxBufferedBytes;
  }

  add(client: HubClient): void {
    this.clients.add(client);
  }

  remove(client: HubClient): void {
    this.clients.delete(client);
    for (const topic of [...client.topics.keys()]) this.unsubscribe(client, topic);
  }

  close(): void {
    this.unsubscribeBus();
    this.unwatch();
  }

  private onEvent(event: LiveEvent): void {
    if (event.topic === 'sessions') {
      const ended = new Set((event as LiveEvent<'sessions'>).parts.ended ?? []);
      for (const c of this.clients)
        if (ended.has(c.sessionId)) c.end(4002, 'The session ended (logged out)');
      return;
    }
    const { logs, subscribers } = this.table;
    const subs = subscribers.get(event.topic);
    // A player nobody follows here: nothing to keep (a new subscriber reads the database).
    if (!subs && !logs.has(event.topic) && /^(account|depth):/.test(event.topic)) return;
    const log = this.table.log(event.topic);
    const change = log.apply(event.parts as Record<string, unknown>);
    if (change && subs) for (const c of subs) this.deliver(c, event.topic, change);
    // A removed match: its log is emptied; kept only while someone follows it.
    if (!subs) this.table.dropIfIdle(event.topic);
  }

  private deliver(c: HubClient, topic: string, change: LoggedChange): void {
    if (c.stale.has(topic)) return;
    if (!this.canSend(c.socket)) {
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
   * still holds them, else a snapshot of the whole state. A topic the client holds already
   * costs nothing (a client that wants a fresh snapshot unsubscribes first). A topic that names
   * nothing (an unknown match) is refused with an error message.
   */
  async subscribe(
    c: HubClient,
    topic: LiveTopic,
    since?: { epoch: string; seq: number },
  ): Promise<void> {
    if (c.topics.has(topic)) return;
    const held = this.table.logs.get(topic);
    const known = held && (!held.retain || held.hasState);
    const subs = this.table.subscribersOf(topic);
    const log = this.table.log(topic);
    log.lastUsed = Date.now();
    const missed = known && since && since.epoch === this.epoch ? log.since(since.seq) : null;
    if (missed && this.canSend(c.socket)) {
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
    this.table.subscribers.get(topic)?.delete(c);
    this.table.dropIfIdle(topic);
  }

  /** A snapshot to one client, unless its socket is over the cap (it stays stale). */
  private async sendSnapshot(c: HubClient, topic: string): Promise<void> {
    let busy = this.loading.get(c);
    if (!busy) this.loading.set(c, (busy = new Set()));
    if (busy.has(topic) || !this.canSend(c.socket)) return;
    busy.add(topic);
    try {
      await this.snapshotTo(c, topic);
    } catch {
      this.refuse(c, topic, 'could not be read now: subscribe again');
    } finally {
      busy.delete(topic);
    }
  }

  private async snapshotTo(c: HubClient, topic: string): Promise<void> {
    const read = await readSnapshot(topic as LiveTopic, {
      log: () => this.table.log(topic),
      reads: this.reads,
      bus: this.bus,
      wanted: () => c.topics.has(topic),
    });
    if (read === 'unknown') return this.refuse(c, topic, 'is no match');
    if (!read || !c.topics.has(topic) || !this.canSend(c.socket)) return;
    const { log, parts, seq } = read;
    c.stale.delete(topic);
    const snapshot = { type: 'snapshot', topic: log.clientTopic, epoch: this.epoch, seq, parts };
    this.send(c, JSON.stringify(snapshot));
    c.topics.set(topic, seq);
    for (const change of log.since(seq) ?? []) this.deliver(c, topic, change);
  }

  private refuse(c: HubClient, topic: string, why: string): void {
    const name = this.table.logs.get(topic)?.clientTopic ?? topic;
    this.unsubscribe(c, topic);
    if (!this.canSend(c.socket)) return;
    this.send(c, JSON.stringify({ type: 'error', message: `Topic ${name} ${why}`, topic: name }));
  }

  /**
   * Timer work: snapshots to clients whose socket drained, and drops player logs nobody has
   * followed for a while. Returns the clients that were sent nothing since `quietSince`.
   */
  sweep(quietSince: number): HubClient[] {
    const quiet: HubClient[] = [];
    for (const c of this.clients) {
      if (c.stale.size > 0 && this.canSend(c.socket)) {
        for (const topic of [...c.stale]) if (c.topics.has(topic)) void this.sendSnapshot(c, topic);
      }
      if (c.lastSentAt < quietSince) quiet.push(c);
    }
    this.table.dropIdleLogs(Date.now());
    return quiet;
  }
}
