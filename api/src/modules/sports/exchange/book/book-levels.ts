/**
 * What the odds hosts and the dashboard show of a runner's book, as Betfair names it:
 * `back` (back0..2) = "available to back" = the waiting LAY orders, highest price first;
 * `lay` (lay0..2) = "available to lay" = the waiting BACK orders, lowest price first.
 * Sizes are the backer's stake summed over the orders at each price; a missing level is 0/0.
 */
import type { Level } from 'shared-maths/order-book';
import type { Fill, Order, RunnerBook } from './book-types';

export interface RunnerLevels {
  back: Level[];
  lay: Level[];
}

function levelsOf(orders: readonly Order[], depth: number): Level[] {
  const out: Level[] = [];
  for (const o of orders) {
    const last = out[out.length - 1];
    if (last && last.price === o.price) last.size += o.remaining;
    else if (out.length === depth) break;
    else out.push({ price: o.price, size: o.remaining });
  }
  while (out.length < depth) out.push({ price: 0, size: 0 });
  return out;
}

/** The best `depth` levels a side (3 for back0..2 / lay0..2), padded with 0/0. */
export function runnerLevels(rb: RunnerBook, depth = 3): RunnerLevels {
  return { back: levelsOf(rb.lays, depth), lay: levelsOf(rb.backs, depth) };
}

export interface RunnerTrades {
  /** Price of the runner's latest fill (odds x100). */
  lastPrice: number;
  /** Matched backer's stake, cents. */
  volume: number;
}

/** Folds `fills` (in order) into the last traded price and traded volume per runner. */
export function addTrades(
  trades: Readonly<Record<string, RunnerTrades>>,
  fills: readonly Fill[],
): Record<string, RunnerTrades> {
  const out: Record<string, RunnerTrades> = { ...trades };
  for (const f of fills)
    out[f.runner] = { lastPrice: f.price, volume: (out[f.runner]?.volume ?? 0) + f.size };
  return out;
}
