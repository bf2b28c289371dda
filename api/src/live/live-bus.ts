/**
 * The in-process live event bus: the simulator, bets, settlement and casino rounds publish here;
 * the stream (live/stream-hub.ts) reads from it. A topic's state is a set of named parts and an
 * event replaces some of them (null removes a part), so events are small, JSON-serialisable and
 * a later one supersedes an earlier one part by part (a slow reader can skip to the latest).
 *
 * Across API processes a bridge calls `onLocal` to forward what this process published and
 * `receive` to deliver what another published: received events are never handed to `onLocal`
 * listeners again, so nothing echoes back.
 */
import type { AccountParts, TopicParts } from 'shared-api-types';

/** `account:<userId>`; `sessions` tells the stream which sessions ended (logout, password change). */
export type LiveTopic =
  | 'dashboard'
  | `match:${string}`
  | `depth:${string}`
  | `table:${string}`
  | `account:${number}`
  | 'sessions';

export interface SessionsParts {
  /** Session ids that just ended. */
  ended?: string[];
}

/** What the clients subscribe to (shared-api-types' `TopicParts`), and the server's own topics. */
export type LiveParts<T extends LiveTopic> = T extends `account:${number}`
  ? AccountParts
  : T extends 'sessions'
    ? SessionsParts
    : TopicParts<T>;

export interface LiveEvent<T extends LiveTopic = LiveTopic> {
  topic: T;
  parts: LiveParts<T>;
  /** True when a bridge delivered it from another process. */
  remote?: boolean;
}

export type LiveListener = (event: LiveEvent) => void;

/** Gives a topic's whole state when nothing was published for it yet (or for a fresh reader). */
export type SnapshotSource = (topic: LiveTopic) => Promise<Record<string, unknown> | null>;

export class LiveBus {
  private readonly all = new Set<LiveListener>();
  private readonly after = new Set<LiveListener>();
  private readonly local = new Set<LiveListener>();
  private readonly sources = new Map<string, SnapshotSource>();
  private readonly watchers = new Set<(topic: string) => boolean>();

  /** Publishes an event of this process (to every listener and to the bridge). */
  publish<T extends LiveTopic>(topic: T, parts: LiveParts<T>): void {
    const event: LiveEvent = { topic, parts };
    for (const fn of this.local) fn(event);
    this.deliver(event);
  }

  /**
   * Delivers an event to this process's listeners only (not to the bridge): a topic each
   * process derives itself for its own readers (the trading ladder's `depth:`).
   */
  publishHere<T extends LiveTopic>(topic: T, parts: LiveParts<T>): void {
    this.deliver({ topic, parts });
  }

  /** Registers who says whether a topic is followed here (the stream hub). */
  watch(fn: (topic: string) => boolean): () => void {
    this.watchers.add(fn);
    return () => void this.watchers.delete(fn);
  }

  /** Whether anyone here follows `topic` (a derived topic is only worked out while it is). */
  watched(topic: string): boolean {
    for (const fn of this.watchers) if (fn(topic)) return true;
    return false;
  }

  /** Delivers an event another process published (a bridge's inbound side; not re-forwarded). */
  receive(event: LiveEvent): void {
    this.deliver({ ...event, remote: true });
  }

  /** Every event, local or received. Returns the function that stops it. */
  subscribe(fn: LiveListener): () => void {
    this.all.add(fn);
    return () => void this.all.delete(fn);
  }

  /**
   * Every event, once every `subscribe` reader had it, in the same task: a topic derived from
   * another (`depth:` from `match:`) goes out right after the change it follows.
   */
  subscribeAfter(fn: LiveListener): () => void {
    this.after.add(fn);
    return () => void this.after.delete(fn);
  }

  /** Only the events this process published (what a bridge forwards). */
  onLocal(fn: LiveListener): () => void {
    this.local.add(fn);
    return () => void this.local.delete(fn);
  }

  /** Registers where the snapshots of topics starting with `prefix` come from. */
  provide(prefix: string, source: SnapshotSource): void {
    this.sources.set(prefix, source);
  }

  /** A topic's whole state from its registered source (null when none knows it). */
  async snapshot(topic: LiveTopic): Promise<Record<string, unknown> | null> {
    for (const [prefix, source] of this.sources) if (topic.startsWith(prefix)) return source(topic);
    return null;
  }

  private deliver(event: LiveEvent): void {
    for (const fn of [...this.all, ...this.after]) {
      try {
        fn(event);
      } catch {
        // A failing reader never stops the others nor the publisher.
      }
    }
  }
}
