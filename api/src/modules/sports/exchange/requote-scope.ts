/**
 * Who re-quotes the house on a market where players' orders wait: its owner, on the book in its
 * memory (a re-quote by another process would change the owner's book behind it, which then
 * reads it again). The leader, which runs the engine, also re-quotes the markets nobody owns.
 */
import type { MarketOwnership } from '../../../cluster/market-leases';
import type { RequoteScope } from './house-sync';

/** The leader's: every market no other live process owns (`ownership`: null before it starts). */
export const leaderScope =
  (ownership: () => MarketOwnership | null): RequoteScope =>
  async (keys) => {
    const elsewhere = (await ownership()?.ownedElsewhere(keys)) ?? new Set<string>();
    return new Set(keys.filter((k) => !elsewhere.has(k)));
  };

/** Another process's: the markets it owns. */
export const ownerScope =
  (ownership: MarketOwnership): RequoteScope =>
  (keys) =>
    Promise.resolve(new Set(keys.filter((k) => ownership.owns(k))));
