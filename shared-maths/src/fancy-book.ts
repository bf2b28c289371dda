/**
 * The fancy book: a session's P/L (integer cents) for every run value, collapsed into the run
 * ranges where it is constant. Used by the match page (the book under a session) and the bet
 * slip (the book with the new bet).
 */
import { fancyBetPl, type FancyBet } from './exchange-maths';

/** Scores from..to inclusive; to is null for "from and above". */
export interface RunRange {
  from: number;
  to: number | null;
}

export interface BookRange extends RunRange {
  pl: number;
}

export interface WhatIfRange extends RunRange {
  /** P/L of the open bets. */
  now: number;
  /** P/L with the new bet as well. */
  after: number;
}

/** The run ranges cut at each line (a YES at L wins from L, a NO below it); scores start at 0. */
function cutAt(bets: readonly FancyBet[]): RunRange[] {
  const lines = [...new Set(bets.map((b) => b.line))].filter((l) => l > 0).sort((a, b) => a - b);
  const starts = [0, ...lines];
  return starts.map((from, i) => {
    const next = starts[i + 1];
    return { from, to: next === undefined ? null : next - 1 };
  });
}

/** Joins neighbouring ranges whose values are all equal. */
function collapse<T extends RunRange>(ranges: readonly T[], same: (a: T, b: T) => boolean): T[] {
  const out: T[] = [];
  for (const r of ranges) {
    const last = out[out.length - 1];
    if (last && same(last, r)) out[out.length - 1] = { ...last, to: r.to };
    else out.push({ ...r });
  }
  return out;
}

const plAt = (bets: readonly FancyBet[], score: number): number =>
  bets.reduce((sum, bet) => sum + fancyBetPl(bet, score), 0);

/** The session's book: P/L per run range, neighbouring ranges never equal. Empty with no bets. */
export function fancyBook(bets: readonly FancyBet[]): BookRange[] {
  if (bets.length === 0) return [];
  return collapse(
    cutAt(bets).map((r) => ({ ...r, pl: plAt(bets, r.from) })),
    (a, b) => a.pl === b.pl,
  );
}

/** The book now and with one more bet, per run range where neither changes. */
export function fancyWhatIf(existing: readonly FancyBet[], bet: FancyBet): WhatIfRange[] {
  const all = [...existing, bet];
  return collapse(
    cutAt(all).map((r) => ({ ...r, now: plAt(existing, r.from), after: plAt(all, r.from) })),
    (a, b) => a.now === b.now && a.after === b.after,
  );
}
