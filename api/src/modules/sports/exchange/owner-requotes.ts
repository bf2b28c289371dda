/**
 * A follower's re-quotes of the house: after each change of the mirrored matches, on the markets
 * this process owns (requote-scope.ts), on the books in its memory; one run at a time (a change
 * while one runs: one more run after it). Each market's write tells its fills' players; their
 * account events reach the leader, which shows the books.
 */
import type { Db } from '../../../db/types';
import type { LiveBus } from '../../../live/live-bus';
import type { SimMatch } from '../feed/sim-types';
import type { BookMemory } from './book-memory';
import { requoteMarkets } from './house-sync';
import { ownerScope } from './requote-scope';

export interface OwnerRequotes {
  /** The mirrored matches changed. */
  request(): void;
  /** No run after this one (this process leads, or closes); waits for a run under way. */
  stop(): Promise<void>;
}

export function ownerRequotes(deps: {
  db: Db;
  live: LiveBus;
  books: BookMemory;
  matches: () => ReadonlyMap<string, SimMatch>;
  onError: (err: unknown) => void;
}): OwnerRequotes {
  const seen = new Map<string, string>();
  const scope = ownerScope(deps.books.ownership);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      try {
        // each market's write tells its fills' players
        await requoteMarkets(deps, deps.matches(), seen, scope, deps.books);
      } catch (err: unknown) {
        deps.onError(err);
      }
    } while (again && !stopped);
    running = null;
  };
  return {
    request() {
      if (stopped) return;
      if (running) again = true;
      else running = run();
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
