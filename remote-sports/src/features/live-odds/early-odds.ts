import { EARLY_CALL_MAX_AGE_MS } from 'shared-auth';
import { getBothOdds, type BothOdds } from './api/get-both-odds';

interface Early {
  key: string;
  at: number;
  reply: Promise<BothOdds>;
}

// the one read in flight before the page's effects: one match page at a time
let early: Early | null = null;

/**
 * Sends a match page's first odds read from its first render, once for the match: sent from the
 * effects, it left only when the whole first draw was done (Lighthouse's 4x CPU: 250 to 400 ms),
 * and the prices came that much later.
 */
export function sendEarlyOdds(eventId: string, marketId: string): void {
  const key = `${eventId}|${marketId}`;
  if (!eventId || early?.key === key) return;
  const reply = getBothOdds(eventId, marketId, new AbortController().signal);
  early = { key, at: Date.now(), reply };
}

/**
 * The early read for this match, once, while fresh (as shared-auth's early calls: an older one is
 * not used, the page reads again); null otherwise. Its reply comes in a task of its own: an early
 * reply already in was drawn inside the page's first effects, one long task.
 */
export function takeEarlyOdds(eventId: string, marketId: string): Promise<BothOdds> | null {
  const found = early;
  if (found?.key !== `${eventId}|${marketId}`) return null;
  early = null;
  if (Date.now() - found.at > EARLY_CALL_MAX_AGE_MS) return null;
  return found.reply.then((odds) => new Promise((resolve) => setTimeout(() => resolve(odds), 0)));
}
