import { useMemo } from 'react';
import { cashOutQuote, type CashOutKind, type CashOutQuote } from 'shared-maths/cash-out';
import { positionsOf } from '../../lib/bets/bet-maths';
import { useMatchBets } from '../../lib/bets/bets-query';
import { toPrice } from '../../lib/odds/feed-price';
import { cellKey, useOddsStore } from '../../lib/odds/odds-store';

export type CashOutOffer = Extract<CashOutQuote, { ok: true }> | { ok: false; reason: string };

const STATUS_REASON = { SUSPENDED: 'Suspended', 'BALL RUNNING': 'Ball running', CLOSED: 'Closed' };
const QUOTE_REASON = { level: 'Position is level', 'no price': 'No price' };

/**
 * The cash out of `percent` of the player's position on the match odds or bookmaker at the best
 * prices now, net of the commission `bp` (the same maths as the API), or why there is none.
 */
export function useCashOutQuote(
  matchId: string,
  type: CashOutKind,
  percent: number,
  bp: number,
): CashOutOffer {
  const market = useOddsStore((s) => s.markets[type]);
  const finished = useOddsStore((s) => s.matchState === 'completed');
  // the last visit's prices (until the first live book) are no price to cash out at
  const live = useOddsStore((s) => s.live);
  // One string of the best prices, so only a change of one of them recomputes.
  const priceKey = useOddsStore((s) =>
    (s.markets[type]?.runnerIds ?? [])
      .map((sid) =>
        ['BackPrice1', 'LayPrice1']
          .map((f) => toPrice(type, s.cells[cellKey(type, sid, f as 'BackPrice1')] ?? 0))
          .join('/'),
      )
      .join(','),
  );
  const bets = useMatchBets(matchId, (b) => b.lists[type]);
  return useMemo((): CashOutOffer => {
    if (!market || finished || market.status === 'CLOSED') return { ok: false, reason: 'Closed' };
    const mine = bets.filter((b) => b.marketId === market.marketId);
    if (!mine.some((b) => b.status === 'open')) return { ok: false, reason: 'No position' };
    if (market.status !== 'OPEN') return { ok: false, reason: STATUS_REASON[market.status] };
    if (!live) return { ok: false, reason: QUOTE_REASON['no price'] };
    const prices = priceKey.split(',').map((pair, i) => {
      const [back = 0, lay = 0] = pair.split('/').map(Number);
      return { selectionId: market.runnerIds[i] ?? '', back, lay };
    });
    const quote = cashOutQuote(type, positionsOf(mine, market.runnerIds), prices, percent, bp);
    return quote.ok ? quote : { ok: false, reason: QUOTE_REASON[quote.reason] };
  }, [market, finished, live, bets, priceKey, type, percent, bp]);
}
