/**
 * What the odds hosts, GetDashboard and the stream show of a match-odds / toss runner: the book.
 * back (BackPrice1-3) = "available to back" = waiting lays, highest first; lay (LayPrice1-3) =
 * "available to lay" = waiting backs, lowest first; sizes summed per price over the players' and
 * the house's orders; a missing level is 0 with size 0. The house's part is its stored orders when
 * they stand for the engine's current quote, else the engine's quote (the re-quote not stored
 * yet places it in full).
 */
import type { Level } from 'shared-maths/order-book';
import type { SimRunner, SimRunnerMarket } from '../feed/sim-types';
import { engineQuote } from './house';
import type { SideLevels } from './stored-book';

export interface ShownRunner {
  back: Level[];
  lay: Level[];
  lastPrice: number;
  /** Cents. */
  volume: number;
}

const DEPTH = 3;

function best(levels: readonly Level[], highFirst: boolean): Level[] {
  const byPrice = new Map<number, number>();
  for (const l of levels)
    if (l.size > 0 && l.price > 0) byPrice.set(l.price, (byPrice.get(l.price) ?? 0) + l.size);
  const out = [...byPrice]
    .map(([price, size]) => ({ price, size }))
    .sort((a, b) => (highFirst ? b.price - a.price : a.price - b.price))
    .slice(0, DEPTH);
  while (out.length < DEPTH) out.push({ price: 0, size: 0 });
  return out;
}

export const engineLevels = (r: SimRunner): SideLevels => ({
  // The house lays what players back, and backs what they lay.
  lays: r.back.map((price, i) => ({ price, size: (r.backSize[i] ?? 0) * 100 })),
  backs: r.lay.map((price, i) => ({ price, size: (r.laySize[i] ?? 0) * 100 })),
});

/**
 * The house's levels of a runner as the book shows them when its stored orders do not stand for
 * the engine's current quote (`storedQuote`, null when none is stored): the engine's; null when
 * they do (the stored orders are the house's levels, used-up sizes and all).
 */
export function unstoredHouse(
  mk: SimRunnerMarket,
  r: SimRunner,
  storedQuote: string | null,
  quote = engineQuote(mk).text,
): SideLevels | null {
  return storedQuote !== null && storedQuote === quote ? null : engineLevels(r);
}

/** The shown levels of every runner of a runner market (`quote`: engineQuote(mk).text). */
export function shownRunners(mk: SimRunnerMarket): Map<string, ShownRunner> {
  const stored = mk.stored;
  const quote = engineQuote(mk).text;
  const out = new Map<string, ShownRunner>();
  for (const r of mk.runners) {
    const house = unstoredHouse(mk, r, stored?.quote ?? null, quote) ??
      stored?.house[r.selectionId] ?? { backs: [], lays: [] };
    const players = stored?.players[r.selectionId] ?? { backs: [], lays: [] };
    const trades = stored?.trades[r.selectionId];
    out.set(r.selectionId, {
      back: best([...house.lays, ...players.lays], true),
      lay: best([...house.backs, ...players.backs], false),
      lastPrice: trades?.lastPrice ?? 0,
      volume: trades?.volume ?? 0,
    });
  }
  return out;
}
