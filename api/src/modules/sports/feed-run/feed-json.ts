import type { FeedMarket, FeedReply, MatchListItem as DashboardItem } from 'shared-api-types';
import { scoreLine, scoreNow } from '../feed/engine/score';
import { targetOf } from '../feed/engine/cricket';
import type { Level } from 'shared-maths/order-book';
import { shownRunners, type ShownRunner } from '../exchange/shown-book';
import type { SimMatch, SimRunner, SimRunnerMarket } from '../feed/sim-types';

/** Book host reply when the market is unknown: an empty market.events list. */
export const EMPTY_BOOK_JSON = JSON.stringify({ market: [{ events: [] }] });

const NO_LEVEL: Level = { price: 0, size: 0 };

type LevelField = `${'Back' | 'Lay'}${'Price' | 'Size'}${1 | 2 | 3}`;

/** A feed runner's three levels a side, in the feed's units; a missing level shows 0 / 0. */
function levelFields(back: readonly Level[], lay: readonly Level[]): Record<LevelField, number> {
  const fields = {} as Record<LevelField, number>;
  const put = (side: 'Back' | 'Lay', levels: readonly Level[]) => {
    for (const part of ['Price', 'Size'] as const) {
      for (const n of [1, 2, 3] as const) {
        const level = levels[n - 1] ?? NO_LEVEL;
        fields[`${side}${part}${n}`] = part === 'Price' ? level.price : level.size;
      }
    }
  };
  put('Back', back);
  put('Lay', lay);
  return fields;
}

/** Match odds / toss: the runner as its book shows it (exchange/shown-book.ts). */
function bookEvent(
  r: SimRunner,
  shown: ShownRunner | undefined,
  status: SimRunnerMarket['status'],
) {
  const inCoins = (levels: readonly Level[] = []) =>
    levels.map((l) => ({ price: l.price / 100, size: l.size / 100 }));
  return {
    SelectionId: r.selectionId,
    RunnerName: r.name,
    ...levelFields(inCoins(shown?.back), inCoins(shown?.lay)),
    status,
    LastPriceTraded: (shown?.lastPrice ?? 0) / 100,
    TotalMatched: (shown?.volume ?? 0) / 100,
  };
}

/** The bookmaker's levels as they are stored: its prices are already the feed's. */
const bookLevels = (prices: readonly number[], sizes: readonly number[]): Level[] =>
  prices.map((price, i) => ({ price, size: sizes[i] ?? 0 }));

function runnerMarketJson(mk: SimRunnerMarket, inPlay: boolean): FeedMarket {
  const head = {
    marketId: mk.marketId,
    marketName: mk.name,
    marketType: mk.kind,
    status: mk.status,
    inPlay,
  };
  if (mk.kind !== 'book') {
    const shown = shownRunners(mk);
    return {
      ...head,
      events: mk.runners.map((r) => bookEvent(r, shown.get(r.selectionId), mk.status)),
    };
  }
  return {
    ...head,
    events: mk.runners.map((r) => ({
      SelectionId: r.selectionId,
      RunnerName: r.name,
      ...levelFields(bookLevels(r.back, r.backSize), bookLevels(r.lay, r.laySize)),
      status: mk.status,
    })),
  };
}

/** Book host: match odds, bookmaker and toss as market[].events[]. */
export function bookFeed(m: SimMatch): FeedReply {
  const inPlay = m.state === 'inplay';
  return {
    eventId: m.eventId,
    matchState: m.state,
    market: [
      runnerMarketJson(m.odds, inPlay),
      runnerMarketJson(m.book, inPlay),
      runnerMarketJson(m.toss, inPlay),
    ],
  };
}

/** Session host: fancy sessions; No = LayPrice1 (line) / LaySize1 (rate), Yes = BackPrice1 / BackSize1. */
export function sessionFeed(m: SimMatch): FeedReply {
  return {
    eventId: m.eventId,
    matchState: m.state,
    market: [
      {
        marketId: m.marketId,
        marketName: 'Fancy',
        marketType: 'session',
        events: m.sessions.map((s) => ({
          SelectionId: s.selectionId,
          RunnerName: s.name,
          LayPrice1: s.noLine,
          LaySize1: s.noRate,
          BackPrice1: s.yesLine,
          BackSize1: s.yesRate,
          status: s.status,
        })),
      },
    ],
  };
}

/** One item of GetDashboard's mathes (every field of docs/sports.md's match list item). */
export type { DashboardItem };

/**
 * back0/lay0 = team 1, back1/lay1 = the draw (0 when none), back2/lay2 = team 2; then the score
 * fields added by the live engine (format, scoreLine, result).
 */
export function dashboardItem(m: SimMatch): DashboardItem {
  const [r1, r2, draw] = m.odds.runners;
  const shown = shownRunners(m.odds);
  const best = (r: typeof r1, side: 'back' | 'lay'): number =>
    r ? (shown.get(r.selectionId)?.[side][0]?.price ?? 0) / 100 : 0;
  const sessionOpen = m.sessions.some((s) => s.status === 'OPEN');
  return {
    back0: best(r1, 'back'),
    back1: best(draw, 'back'),
    back2: best(r2, 'back'),
    lay0: best(r1, 'lay'),
    lay1: best(draw, 'lay'),
    lay2: best(r2, 'lay'),
    bookMakerStatus: m.book.status,
    competition: m.competition,
    date: m.startAt.toISOString(),
    eventId: m.eventId,
    inPlay: m.state === 'inplay',
    mType: 'cricket',
    marketId: m.marketId,
    marketType: 'MATCH_ODDS',
    match: `${m.team1} v ${m.team2}`,
    matchID: m.matchId,
    oddsStatus: m.odds.status,
    sessionStatus: sessionOpen ? 'OPEN' : 'SUSPENDED',
    sport: 'Cricket',
    sportID: 4,
    team1: m.team1,
    team2: m.team2,
    tvurl: '',
    format: m.cricket.format,
    scoreLine: m.state === 'upcoming' ? '' : scoreLine(m.cricket),
    result: m.cricket.result?.text ?? '',
    scoreNow: m.state === 'upcoming' ? '' : scoreNow(m.cricket),
    target: targetOf(m.cricket),
    outcome: m.cricket.result?.how ?? null,
  };
}

/** The matches GetDashboard lists: not finished, in play first, then by id (a stable order). */
export const listedMatches = (matches: Iterable<SimMatch>): SimMatch[] =>
  [...matches]
    .filter((m) => m.state !== 'completed')
    .sort(
      (a, b) =>
        Number(b.state === 'inplay') - Number(a.state === 'inplay') ||
        Number(a.matchId) - Number(b.matchId),
    );
