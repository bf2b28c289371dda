import type { DepthParts, RunnerDepth } from 'shared-api-types';
import { marketKey } from '../../market-key';
import { unstoredHouse } from '../shown-book';
import type { SimMatch } from '../../feed/sim-types';
import type { TradedLevel, WaitingLevel } from './depth-queries';
import { marketDepth } from './market-depth';
import type { MatchDepthRead } from './match-depth-query';

/**
 * The `depth:<eventId>` parts of a match: each match-odds and toss runner's whole book, by the
 * same rule as GetMarketDepth (market-depth.ts; the house as the page shows it), without any
 * player's own orders (the stream is everyone's). Levels keyed by price, so a change of one
 * price travels as a patch of that price alone.
 */
export function depthParts(m: SimMatch, read: MatchDepthRead): DepthParts {
  const parts: DepthParts = {};
  for (const type of ['odds', 'toss'] as const) {
    const mk = m[type];
    const quote = read.quotes.get(marketKey(m.matchId, type, mk.marketId)) ?? null;
    for (const r of mk.runners) {
      const sid = r.selectionId;
      const waiting: WaitingLevel[] = read.waiting
        .filter((w) => w.market_type === type && w.selection_id === sid)
        .map((w) => ({
          side: w.side,
          price: w.price,
          size: Number(w.size),
          mine: 0,
          house: w.house,
        }));
      const mine = read.traded.filter((t) => t.market_type === type && t.selection_id === sid);
      const lastId = Math.max(0, ...mine.map((t) => Number(t.last_id)));
      const traded: TradedLevel[] = mine.map((t) => ({
        price: t.price,
        size: Number(t.size),
        last: Number(t.last_id) === lastId,
      }));
      const house = m.state !== 'completed' ? unstoredHouse(mk, r, quote) : null;
      const d = marketDepth(
        { matchId: m.matchId, marketType: type, selectionId: sid, userId: 0 },
        waiting,
        traded,
        house,
      );
      const levels: RunnerDepth['levels'] = {};
      for (const l of d.levels) levels[l.price] = [l.toBack, l.toLay, l.traded];
      parts[`${type}:${sid}`] = { lastTraded: d.lastTraded, traded: d.traded, levels };
    }
  }
  return parts;
}
