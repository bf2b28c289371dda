import { useMemo } from 'react';
import { cashOutQuote, type CashOutKind, type CashOutQuote } from 'shared-maths/cash-out';
import { positionsOf } from '../../lib/bets/bet-maths';
import { useMatchBets } from '../../lib/bets/bets-query';
import { toPrice } from '../../lib/odds/feed-price';
import { cellKey, useOddsStore, type BookField } from '../../lib/odds/odds-store';
import { useUnmatched } from '../../lib/orders/unmatched-query';
import { offeredPrices, type ShownLevels } from './offered-prices';

export type CashOutOffer = Extract<CashOutQuote, { ok: true }> | { ok: false; reason: string };

const STATUS_REASON = { SUSPENDED: 'Suspended', 'BALL RUNNING': 'Ball running', CLOSED: 'Closed' };
const QUOTE_REASON = { level: 'Position is level', 'no price': 'No price' };

/**
 * The levels the quote reads: match odds' three a side (the player's own waiting orders are passed
 * over, as the server's hedge does); the bookmaker's best rates, which its hedge is matched at.
 */
const LEVELS = { odds: [1, 2, 3], book: [1] } as const;

/**
 * The cash out of `percent` of the player's position on the match odds or bookmaker at the best
 * prices the book offers them now (their own waiting orders passed over), net of the commission
 * `bp` (the same maths as the API), or why there is none.
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
  const bets = useMatchBets(matchId, (b) => b.lists[type]);
  const waiting = useUnmatched(matchId);
  // Without an open bet on the market the quote reads no price: no levels, no render on a tick.
  const open = bets.some((b) => b.status === 'open' && b.marketId === market?.marketId);
  // One string of the levels read (price:size), so only a change of one of them recomputes.
  const levelKey = useOddsStore((s) =>
    open
      ? (s.markets[type]?.runnerIds ?? [])
          .map((sid) =>
            (['Back', 'Lay'] as const)
              .map((side) =>
                LEVELS[type]
                  .map((i) => {
                    const cell = (f: string) => s.cells[cellKey(type, sid, f as BookField)] ?? 0;
                    return `${toPrice(type, cell(`${side}Price${i}`))}:${Math.round(cell(`${side}Size${i}`) * 100)}`;
                  })
                  .join(' '),
              )
              .join('/'),
          )
          .join(',')
      : '',
  );
  return useMemo((): CashOutOffer => {
    if (!market || finished || market.status === 'CLOSED') return { ok: false, reason: 'Closed' };
    const mine = bets.filter((b) => b.marketId === market.marketId);
    if (!mine.some((b) => b.status === 'open')) return { ok: false, reason: 'No position' };
    if (market.status !== 'OPEN') return { ok: false, reason: STATUS_REASON[market.status] };
    if (!live) return { ok: false, reason: QUOTE_REASON['no price'] };
    const levels = (text = '') =>
      text.split(' ').map((l) => {
        const [price = 0, size = 0] = l.split(':').map(Number);
        return { price, size };
      });
    const shown = levelKey.split(',').map((runner, i): ShownLevels => {
      const [back, lay] = runner.split('/');
      return { selectionId: market.runnerIds[i] ?? '', back: levels(back), lay: levels(lay) };
    });
    const own = type === 'odds' ? waiting : [];
    const prices = offeredPrices(shown, own, market.marketId);
    const quote = cashOutQuote(type, positionsOf(mine, market.runnerIds), prices, percent, bp);
    return quote.ok ? quote : { ok: false, reason: QUOTE_REASON[quote.reason] };
  }, [market, finished, live, bets, waiting, levelKey, type, percent, bp]);
}
