import type { LiveBus, LiveTopic } from './live-bus';
import type { SharedReads } from './shared-reads';
import type { TopicLog } from './topic-log';

export interface SnapshotDeps {
  /** The topic's log now (it exists while the reader is subscribed). */
  log: () => TopicLog;
  reads: SharedReads<Record<string, unknown> | null>;
  bus: LiveBus;
  /** Whether the reader still follows the topic once the read is back. */
  wanted: () => boolean;
}

export interface TopicSnapshot {
  log: TopicLog;
  parts: Record<string, unknown>;
  seq: number;
}

/**
 * A topic's whole state and its seq: the retained state, else a read from the topic's source
 * (one read in flight per topic, shared by whoever asks meanwhile). 'unknown' for a match no
 * source knows (a depth: too); null when the reader left meanwhile.
 */
export async function readSnapshot(
  topic: LiveTopic,
  deps: SnapshotDeps,
): Promise<TopicSnapshot | 'unknown' | null> {
  const held = deps.log();
  if (held.retain && held.hasState && held.state)
    return { log: held, parts: held.state, seq: held.seq };
  const read = deps.reads.read(topic, held.seq, () => deps.bus.snapshot(topic));
  const got = await read.result;
  if (!deps.wanted()) return null;
  const log = deps.log();
  // Changes published while it was read are newer: the state they built wins.
  if (log.retain && log.hasState && log.state) return { log, parts: log.state, seq: log.seq };
  if (!got && /^(match|depth):/.test(topic)) return 'unknown';
  const parts = got ?? {};
  if (log.retain) log.state = { ...parts };
  // An account read may predate changes logged since it started: they replace whole parts,
  // so resending them after the snapshot is harmless and nothing is missed.
  return { log, parts, seq: log.retain ? log.seq : read.seq };
}
