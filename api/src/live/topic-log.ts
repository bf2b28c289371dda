import { jsonDiff, type PatchNode } from './json-diff';

/** One change as sent: the message text is built once for every subscriber. */
export interface LoggedChange {
  seq: number;
  text: string;
}

/**
 * A topic's sequence, its short ring of recent changes (for a resume) and, when `retain`, its
 * current state (the snapshot, and what changes are diffed against so only the changed fields
 * travel). The account topics are not retained: their snapshot is read from the database.
 */
export class TopicLog {
  seq = 0;
  state: Record<string, unknown> | null = null;
  private readonly ring: LoggedChange[] = [];
  /** When it last had a subscriber (idle logs of players are dropped). */
  lastUsed = Date.now();

  constructor(
    readonly clientTopic: string,
    private readonly ringSize: number,
    readonly retain: boolean,
  ) {}

  /** Whether it holds any state (a retained topic without any has nothing to keep). */
  get hasState(): boolean {
    for (const name in this.state ?? {}) if (name) return true;
    return false;
  }

  /** Applies an event's parts; returns the change to send, or null when nothing changed. */
  apply(parts: Record<string, unknown>): LoggedChange | null {
    const replace: Record<string, unknown> = {};
    const patch: Record<string, PatchNode> = {};
    let any = false;
    for (const [name, value] of Object.entries(parts)) {
      if (value === undefined) continue;
      if (this.retain) {
        const prev = this.state?.[name];
        if (value === null && prev === undefined) continue;
        const diff = value !== null && prev !== undefined ? jsonDiff(prev, value) : undefined;
        if (diff === undefined && value !== null && prev !== undefined) continue;
        this.state ??= {};
        if (value === null) delete this.state[name];
        else this.state[name] = value;
        if (diff && !Array.isArray(diff)) patch[name] = diff;
        else replace[name] = value;
      } else {
        replace[name] = value;
      }
      any = true;
    }
    if (!any) return null;
    const prev = this.seq;
    this.seq += 1;
    const body: Record<string, unknown> = { type: 'update', topic: this.clientTopic, prev };
    body.seq = this.seq;
    if (Object.keys(replace).length > 0) body.parts = replace;
    if (Object.keys(patch).length > 0) body.patch = patch;
    const change = { seq: this.seq, text: JSON.stringify(body) };
    this.ring.push(change);
    if (this.ring.length > this.ringSize) this.ring.shift();
    return change;
  }

  /** The changes after `seq`, or null when the ring no longer holds them all. */
  since(seq: number): LoggedChange[] | null {
    if (seq === this.seq) return [];
    if (seq > this.seq) return null;
    const first = this.ring[0];
    if (!first || first.seq > seq + 1) return null;
    return this.ring.filter((c) => c.seq > seq);
  }
}
