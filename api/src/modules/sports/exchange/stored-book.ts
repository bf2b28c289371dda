import type { Level } from 'shared-maths/order-book';
import type { RunnerTrades } from './book/book-levels';

/** Waiting orders of one runner, summed per price, by the orders' own side. */
export interface SideLevels {
  backs: Level[];
  lays: Level[];
}

/** A market's stored book as the leader last read it (exchange/shown-refresh.ts). */
export interface StoredBook {
  /** The engine quote the house's stored orders stand for (null: none stored). */
  quote: string | null;
  house: Record<string, SideLevels>;
  players: Record<string, SideLevels>;
  trades: Record<string, RunnerTrades>;
}
