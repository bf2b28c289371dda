import { playOut } from './engine/match-play';
import type { MarketResult, SimMatch } from './sim-types';

/** Play-outs tried to finish a match with a result a test asks for. */
const PLAY_OUT_TRIES = 400;

/** Closes the toss on its winner; null when it is already settled. */
export function closeToss(m: SimMatch, winnerId: string): MarketResult | null {
  if (m.toss.status === 'CLOSED' && m.tossWinner) return null;
  const winner = m.toss.runners.find((r) => r.selectionId === winnerId);
  if (!winner) throw new Error(`Unknown toss selection ${winnerId}`);
  m.toss.status = 'CLOSED';
  m.tossWinner = winnerId;
  return {
    kind: 'toss',
    matchId: m.matchId,
    marketId: m.toss.marketId,
    winnerId,
    winnerName: winner.name,
  };
}

/**
 * Completes a match and closes its match odds and bookmaker: the winner given, else the
 * runner of the cricket's result, else the first runner. Returns the markets' results to settle.
 */
export function closeMatch(m: SimMatch, winnerId?: string): MarketResult[] {
  const r = m.cricket.result;
  const byResult = r ? m.odds.runners[r.winner ?? 2] : undefined;
  const winner =
    m.odds.runners.find((x) => x.selectionId === winnerId) ?? byResult ?? m.odds.runners[0];
  if (!winner) throw new Error('Match without runners');
  m.state = 'completed';
  m.odds.status = 'CLOSED';
  m.book.status = 'CLOSED';
  const results: MarketResult[] = [
    {
      kind: 'odds',
      matchId: m.matchId,
      marketId: m.odds.marketId,
      winnerId: winner.selectionId,
      winnerName: winner.name,
    },
  ];
  const bookWinner = m.book.runners.find((x) => x.name === winner.name) ?? m.book.runners[0];
  if (bookWinner)
    results.push({
      kind: 'book',
      matchId: m.matchId,
      marketId: m.book.marketId,
      winnerId: bookWinner.selectionId,
      winnerName: bookWinner.name,
    });
  return results;
}

/**
 * The rest of a match played out; with a winner asked, play-outs are tried until one ends with
 * it, else the last one tried is played; `asked`: the winner asked is one of the match's runners.
 */
export function playOutFor(m: SimMatch, winnerId?: string) {
  const want = m.odds.runners.findIndex((r) => r.selectionId === winnerId);
  let plan = playOut(m.cricket, m.seed);
  for (let k = 1; want >= 0 && k < PLAY_OUT_TRIES; k += 1) {
    if ((plan.result?.winner ?? 2) === want) break;
    plan = playOut(m.cricket, (m.seed + k * 7919) >>> 0);
  }
  return { plan, asked: want >= 0 };
}
