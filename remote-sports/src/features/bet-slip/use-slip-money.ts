import type { MatchPreview } from 'shared-maths/order-book';
import { fancyBets, runnerBets } from '../../lib/bets/bet-maths';
import { useMatchBets } from '../../lib/bets/bets-query';
import type { SlipSelection } from '../../lib/bets/slip-store';
import { useOddsStore } from '../../lib/odds/odds-store';
import { matchNow } from './match-now';
import {
  extraExposure,
  fancyPreview,
  liabilityOf,
  orderFills,
  runnerPreview,
  type NewBet,
} from './preview';

export interface PreviewRow {
  key: string;
  /** A runner's id, or a fancy run range's first score. */
  id: string | number;
  runs: { from: number; to: number | null } | null;
  now: number;
  after: number;
}

export interface SlipMoney {
  /** Match odds and toss: what matches now in the visible book and what waits. */
  book: MatchPreview | null;
  /** What the bet can lose (cents), each part at the price it matches at. */
  liability: number;
  /** The positions now and with the bet (runners, or the fancy run ranges). */
  rows: PreviewRow[];
  /** How much more exposure the bet adds: what the available balance must cover (cents). */
  needed: number;
}

/**
 * The slip's money at the prices the order will match at: the parts that match now at the
 * book's own prices, the rest at the asked price (integer cents, shared-maths).
 */
export function useSlipMoney(selection: SlipSelection, price: number, stake: number): SlipMoney {
  const cells = useOddsStore((s) => s.cells);
  const bets = useMatchBets(selection.matchId, (b) => b.lists[selection.marketType]);
  const bet: NewBet = {
    kind: selection.marketType,
    side: selection.side,
    selectionId: selection.selectionId,
    price,
    stake,
    line: selection.line,
  };
  const exchange = bet.kind === 'odds' || bet.kind === 'toss';
  const book =
    exchange && stake > 0 && (bet.side === 'back' || bet.side === 'lay')
      ? matchNow(cells, bet.kind as 'odds' | 'toss', bet.selectionId, bet.side, price, stake)
      : null;
  const fills = orderFills(bet, book);
  const liability = liabilityOf(bet, fills);
  if (selection.runnerIds) {
    const existing = runnerBets(bets.filter((b) => b.marketId === selection.marketId));
    const rows = runnerPreview(existing, selection.runnerIds, bet, fills).map((r) => ({
      key: r.selectionId,
      id: r.selectionId,
      runs: null,
      now: r.before,
      after: r.after,
    }));
    return { book, liability, rows, needed: stake > 0 ? extraExposure(rows) : 0 };
  }
  const ranges = fancyPreview(fancyBets(bets, selection.selectionId), bet);
  const rows = ranges.map((r) => ({
    key: String(r.from),
    id: r.from,
    runs: { from: r.from, to: r.to },
    now: r.now,
    after: r.after,
  }));
  return { book, liability, rows, needed: stake > 0 ? extraExposure(rows) : 0 };
}
