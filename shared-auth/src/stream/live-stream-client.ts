import type { StreamServerMessage, StreamTopic } from 'shared-api-types';
import { getRuntimeConfig } from '../runtime-config';
import { useSessionStore } from '../session-store';
import { applyPatch } from './apply-patch';

/** A topic's whole state (its parts) and the names of the parts that just changed. */
export type TopicListener = (state: Readonly<Record<string, unknown>>, changed: string[]) => void;

/** Silence this long (the server beats every second) and the stream counts as lost. */
export const STREAM_SILENCE_MS = 1800;
const BACKOFF_MS = [250, 500, 1000, 2000, 3000];
/** Closed by the server for the session itself: wait for another token. */
const SESSION_CLOSES = new Set([4001, 4002, 4003]);

interface TopicState {
  listeners: Set<TopicListener>;
  parts: Record<string, unknown>;
  seq: number;
  epoch: string | null;
  /** A snapshot of this connection arrived: the topic is live. */
  live: boolean;
}

export interface LiveStreamOptions {
  url: () => string;
  token: () => string | null;
  /** new WebSocket (tests give a fake). */
  connect: (url: string) => WebSocket;
}

/**
 * The tab's one live stream (docs/architecture.md "Live stream"): connects while a page follows
 * a topic and the player is signed in, authenticates with the first message, resumes every
 * topic from its last seq after a reconnect (backoff 0.25 s to 3 s), and tells each page whether
 * its topic is live so the page polls only while it is not.
 */
export class LiveStream {
  private readonly topics = new Map<string, TopicState>();
  private readonly statusListeners = new Set<() => void>();
  private ws: WebSocket | null = null;
  /** Open and the auth sent: topics go at once (the server holds them until it is ready). */
  private open = false;
  private ready = false;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private silence: ReturnType<typeof setTimeout> | null = null;
  /** The token the server refused or ended: no reconnect until it changes. */
  private refused: string | null = null;

  constructor(private readonly opts: LiveStreamOptions) {}

  /** Follows a topic; returns the function that stops following it. */
  subscribe(topic: StreamTopic, listener: TopicListener): () => void {
    let t = this.topics.get(topic);
    if (!t) {
      t = { listeners: new Set(), parts: {}, seq: 0, epoch: null, live: false };
      this.topics.set(topic, t);
      if (this.open) this.sendSubscribe(topic, t);
    } else if (t.live) listener(t.parts, Object.keys(t.parts));
    t.listeners.add(listener);
    this.ensure();
    return () => {
      const cur = this.topics.get(topic);
      if (!cur) return;
      cur.listeners.delete(listener);
      if (cur.listeners.size > 0) return;
      this.topics.delete(topic);
      if (this.open) this.send({ type: 'unsubscribe', topic });
      if (this.topics.size === 0) this.disconnect();
    };
  }

  /** Whether a topic's changes are arriving now. */
  isLive(topic: string): boolean {
    return this.ready && (this.topics.get(topic)?.live ?? false);
  }

  onStatus(fn: () => void): () => void {
    this.statusListeners.add(fn);
    return () => void this.statusListeners.delete(fn);
  }

  /** The session changed (login, logout): reconnect with the new token, or stay closed. */
  sessionChanged(): void {
    this.disconnect();
    this.attempt = 0;
    this.ensure();
  }

  private ensure(): void {
    const token = this.opts.token();
    if (this.ws || this.retry || this.topics.size === 0 || !token || token === this.refused) return;
    let ws: WebSocket;
    try {
      ws = this.opts.connect(this.opts.url());
    } catch {
      return this.scheduleRetry();
    }
    this.ws = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: 'auth', token }));
      this.open = true;
      // with the auth, not after 'ready': the first state comes one round trip sooner
      for (const [topic, t] of this.topics) this.sendSubscribe(topic, t);
    };
    ws.onmessage = (e: MessageEvent) => {
      if (this.ws === ws) this.receive(String(e.data));
    };
    ws.onclose = (e: CloseEvent) => {
      if (this.ws !== ws) return;
      this.dropped();
      if (SESSION_CLOSES.has(e.code)) this.refused = token;
      else this.scheduleRetry();
    };
    this.watchSilence();
  }

  private disconnect(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const ws = this.ws;
    this.dropped();
    ws?.close(1000, 'Not needed');
  }

  /** The connection is gone: every topic stops being live (its page polls). */
  private dropped(): void {
    this.ws = null;
    this.open = false;
    this.ready = false;
    if (this.silence) clearTimeout(this.silence);
    this.silence = null;
    for (const t of this.topics.values()) t.live = false;
    this.emitStatus();
  }

  private scheduleRetry(): void {
    if (this.retry) return;
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)] ?? 3000;
    this.attempt += 1;
    this.retry = setTimeout(
      () => {
        this.retry = null;
        this.ensure();
      },
      base / 2 + Math.random() * base,
    );
  }

  private watchSilence(): void {
    if (this.silence) clearTimeout(this.silence);
    this.silence = setTimeout(() => {
      // No heartbeat: the network is gone even if the socket has not noticed yet.
      const ws = this.ws;
      this.dropped();
      ws?.close(4000, 'No heartbeat');
      this.scheduleRetry();
    }, STREAM_SILENCE_MS);
  }

  private send(msg: object): void {
    this.ws?.send(JSON.stringify(msg));
  }

  private sendSubscribe(topic: string, t: TopicState): void {
    const since = t.epoch ? { epoch: t.epoch, seq: t.seq } : undefined;
    this.send({ type: 'subscribe', topic, ...(since && { since }) });
  }

  private receive(text: string): void {
    this.watchSilence();
    let msg: StreamServerMessage;
    try {
      msg = JSON.parse(text) as StreamServerMessage;
    } catch {
      return;
    }
    if (msg.type === 'ready') {
      this.ready = true;
      this.attempt = 0;
      for (const t of this.topics.values()) {
        // Same numbering: the server sends what was missed straight away; else the subscribe
        // sent with the auth gets a snapshot.
        if (t.epoch === msg.epoch) t.live = true;
        else t.epoch = null;
      }
      this.emitStatus();
      return;
    }
    if (msg.type === 'error') {
      console.error(`Live stream: ${msg.message}`);
      return;
    }
    if (msg.type === 'heartbeat') return;
    const t = this.topics.get(msg.topic);
    if (!t) return;
    if (msg.type === 'snapshot') {
      t.parts = msg.parts;
      t.seq = msg.seq;
      t.epoch = msg.epoch;
      this.update(t, Object.keys(msg.parts));
      return;
    }
    if (msg.prev !== t.seq) {
      // A change is missing (never expected): ask for the whole state again.
      t.epoch = null;
      this.send({ type: 'unsubscribe', topic: msg.topic });
      this.sendSubscribe(msg.topic, t);
      return;
    }
    const parts = { ...t.parts };
    for (const [name, value] of Object.entries(msg.parts ?? {})) {
      if (value === null) delete parts[name];
      else parts[name] = value;
    }
    for (const [name, p] of Object.entries(msg.patch ?? {}))
      parts[name] = applyPatch(parts[name], p);
    t.parts = parts;
    t.seq = msg.seq;
    this.update(t, [...Object.keys(msg.parts ?? {}), ...Object.keys(msg.patch ?? {})]);
  }

  private update(t: TopicState, changed: string[]): void {
    const wasLive = t.live;
    t.live = true;
    for (const fn of t.listeners) fn(t.parts, changed);
    if (!wasLive) this.emitStatus();
  }

  private emitStatus(): void {
    for (const fn of this.statusListeners) fn();
  }
}

function streamUrl(): string {
  const base = new URL(getRuntimeConfig().apiBase, window.location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${base.href.replace(/\/$/, '')}/Stream`;
}

/** The tab's stream (made once, by live-stream.ts): it reconnects when the session changes. */
export function createTabStream(): LiveStream {
  const stream = new LiveStream({
    url: streamUrl,
    token: () => useSessionStore.getState().token,
    connect: (url) => new WebSocket(url),
  });
  let lastToken = useSessionStore.getState().token;
  useSessionStore.subscribe((s) => {
    if (s.token === lastToken) return;
    lastToken = s.token;
    stream.sessionChanged();
  });
  return stream;
}
