import { useShallow } from 'zustand/react/shallow';
import type { SlipSelection } from '../bets/slip-store';
import { cellKey, useOddsStore, type OddsState } from '../odds/odds-store';
import { toPrice } from '../odds/feed-price';

/** The best price (and fancy line) on offer now for a selection's side, and whether it is open. */
export interface LiveQuote {
  price: number;
  line: number | null;
  open: boolean;
}

export function readQuote(s: OddsState, sel: SlipSelection): LiveQuote {
  if (sel.marketType === 'session') {
    const no = sel.side === 'no';
    return {
      price: s.cells[cellKey('session', sel.selectionId, no ? 'noRate' : 'yesRate')] ?? 0,
      line: s.cells[cellKey('session', sel.selectionId, no ? 'noLine' : 'yesLine')] ?? 0,
      open: s.sessions[sel.selectionId]?.status === 'OPEN',
    };
  }
  const type = sel.marketType;
  const field = sel.side === 'back' ? 'BackPrice1' : 'LayPrice1';
  return {
    price: toPrice(type, s.cells[cellKey(type, sel.selectionId, field)] ?? 0),
    line: null,
    open: s.markets[type]?.status === 'OPEN',
  };
}

export const useLiveQuote = (sel: SlipSelection): LiveQuote =>
  useOddsStore(useShallow((s) => readQuote(s, sel)));

/**
 * After a refusal a new price can answer: the live quote to offer, or null (none to offer). By
 * the refusal's code, so it holds in every language.
 */
export function retryQuote(
  code: string | null,
  quote: LiveQuote,
  asked: { price: number; line: number | null },
): LiveQuote | null {
  const changed = code === 'ODDS_CHANGED';
  if (!changed && code !== 'MARKET_SUSPENDED' && code !== 'BALL_RUNNING') return null;
  if (!quote.open || quote.price <= 0) return null;
  // after "Odds changed" the same price would be refused again; after a suspension it may not
  if (changed && quote.price === asked.price && quote.line === asked.line) return null;
  return quote;
}
