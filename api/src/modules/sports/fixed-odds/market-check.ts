import { isValidTick, type MarketKind, type Side } from 'shared-maths';
import { coded, type Coded } from '../../../http/reply';
import type { Level } from 'shared-maths/order-book';
import type {
  FeedStatus,
  SimMatch,
  SimRunner,
  SimRunnerMarket,
  SimSession,
} from '../feed/sim-types';

export interface BetTarget {
  matchId: string;
  eventId: string;
  marketId: string;
  marketType: MarketKind;
  selectionId: string;
  side: Side;
  /** odds/toss: odds x100; book: rate r; session: rate R. */
  price: number;
  line: number | null;
}

export type Located =
  | {
      ok: true;
      match: SimMatch;
      selectionName: string;
      marketName: string;
      runnerIds: string[] | null;
      /** The price (and fancy line) the bet is matched at: the live one, never worse than asked. */
      price: number;
      line: number | null;
      /** Odds/toss: the house's levels this order's side can take, best first (sizes in cents). */
      levels: Level[];
    }
  | ({ ok: false; badInput: boolean } & Coded);

export const STATUS_MESSAGE: Record<Exclude<FeedStatus, 'OPEN'>, Coded> = {
  SUSPENDED: coded('Market is suspended', 'MARKET_SUSPENDED'),
  'BALL RUNNING': coded('Ball running', 'BALL_RUNNING'),
  CLOSED: coded('Market is closed', 'MARKET_CLOSED'),
};
const ODDS_CHANGED = coded('Odds changed', 'ODDS_CHANGED');

export function runnerMarket(m: SimMatch, kind: MarketKind): SimRunnerMarket | null {
  if (kind === 'odds') return m.odds;
  if (kind === 'book') return m.book;
  if (kind === 'toss') return m.toss;
  return null;
}

/**
 * Finds the bet's market in the live feed and checks it can take the bet now: open (not
 * suspended, ball running or closed) and a price at least as good as asked on offer, which is
 * the price it is matched at. A back is matched at the best back when that is at or above the
 * asked price, a lay at the best lay when at or below; a fancy YES at the live line when at or
 * below the asked one (NO: at or above) and a rate at least as good (YES higher, NO lower).
 * Anything else is "Odds changed". Match odds and toss are an order book instead: the order
 * takes the levels it crosses and the rest waits (money-path/place-order.ts), never "Odds changed".
 */
export function checkMarket(matches: ReadonlyMap<string, SimMatch>, t: BetTarget): Located {
  const refuse = (c: Coded, badInput = false): Located => ({ ok: false, ...c, badInput });
  const m = matches.get(t.matchId);
  if (!m || m.eventId !== t.eventId) return refuse(coded('Unknown match', 'MATCH_UNKNOWN'));
  if (t.marketType === 'session') {
    if (t.side !== 'yes' && t.side !== 'no')
      return refuse(coded('Side must be yes or no for a fancy bet', 'SIDE_INVALID'), true);
    if (t.marketId !== m.marketId) return refuse(coded('Unknown market', 'MARKET_UNKNOWN'));
    const s: SimSession | undefined = m.sessions.find((x) => x.selectionId === t.selectionId);
    if (!s) return refuse(coded('Unknown session', 'MARKET_UNKNOWN'));
    if (m.state === 'completed') return refuse(STATUS_MESSAGE.CLOSED);
    if (s.status !== 'OPEN') return refuse(STATUS_MESSAGE[s.status]);
    const yes = t.side === 'yes';
    const [line, rate] = yes ? [s.yesLine, s.yesRate] : [s.noLine, s.noRate];
    const asked = t.line ?? line;
    const lineOk = yes ? line <= asked : line >= asked;
    const rateOk = yes ? rate >= t.price : rate <= t.price;
    if (t.line === null || !lineOk || !rateOk || rate <= 0) return refuse(ODDS_CHANGED);
    return {
      ok: true,
      match: m,
      selectionName: s.name,
      marketName: s.name,
      runnerIds: null,
      price: rate,
      line,
      levels: [],
    };
  }
  if (t.side !== 'back' && t.side !== 'lay')
    return refuse(coded('Side must be back or lay', 'SIDE_INVALID'), true);
  const mk = runnerMarket(m, t.marketType);
  if (!mk || mk.marketId !== t.marketId) return refuse(coded('Unknown market', 'MARKET_UNKNOWN'));
  const runner = mk.runners.find((r) => r.selectionId === t.selectionId);
  if (!runner) return refuse(coded('Unknown selection', 'SELECTION_UNKNOWN'));
  if ((t.marketType === 'odds' || t.marketType === 'toss') && !isValidTick(t.price)) {
    return refuse(coded('Price must be a valid odds ladder price', 'PRICE_INVALID'), true);
  }
  if (m.state === 'completed') return refuse(STATUS_MESSAGE.CLOSED);
  if (mk.status !== 'OPEN') return refuse(STATUS_MESSAGE[mk.status]);
  const base = {
    ok: true as const,
    match: m,
    selectionName: runner.name,
    marketName: mk.name,
    runnerIds: mk.runners.map((r) => r.selectionId),
    line: null,
  };
  if (t.marketType === 'odds' || t.marketType === 'toss') {
    return { ...base, price: t.price, levels: houseLevels(runner, t.side) };
  }
  const live = t.side === 'back' ? runner.back[0] : runner.lay[0];
  const stillOffered = live > 0 && (t.side === 'back' ? live >= t.price : live <= t.price);
  if (!stillOffered) return refuse(ODDS_CHANGED);
  return { ...base, price: live, levels: [] };
}

/**
 * The house's offers a side can take, best first, sizes in cents (the feed's are whole Coins):
 * a back takes "available to back" (highest first), a lay "available to lay" (lowest first).
 */
export function houseLevels(runner: SimRunner, side: 'back' | 'lay'): Level[] {
  const prices = side === 'back' ? runner.back : runner.lay;
  const sizes = side === 'back' ? runner.backSize : runner.laySize;
  return prices
    .map((price, i) => ({ price, size: (sizes[i] ?? 0) * 100 }))
    .filter((l) => l.price > 100 && l.size > 0);
}
