import type { StreamTopic } from 'shared-api-types';
import { liveStream } from './live-stream';

/** How long a topic followed at start-up waits for the page that will follow it. */
export const EARLY_TOPIC_HOLD_MS = 10_000;

/**
 * Follows now the topic a page will follow once its code has arrived: the stream connects and
 * the topic's state comes meanwhile, so the page's own subscription is live at once (its first
 * live price needs no round trip of its own). Held for `holdMs`, then left to the page's own
 * subscription, or dropped when no page follows it.
 */
export function followEarly(topic: StreamTopic, holdMs = EARLY_TOPIC_HOLD_MS): void {
  const stop = liveStream.subscribe(topic, () => undefined);
  setTimeout(stop, holdMs);
}
