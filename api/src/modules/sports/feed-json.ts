import type { FeedMarket, FeedReply, MatchListItem as DashboardItem } from 'shared-api-types';
import { scoreLine } from './engine/score';
import type { SimMatch, SimRunnerMarket } from './sim-types';

/** Book host reply when the market is unknown: an empty market.events list. */
export const EMPTY_BOOK_JSON = JSON.stringify({ market: [{ events: [] }] });

const odds = (kind: SimRunnerMarket['kind'], p: number): number => (kind === 'book' ? p : p / 100);

function runnerMarketJson(mk: SimRunnerMarket, inPlay: boolean): FeedMarket {
  return {
    marketId: mk.marketId,
    marketName: mk.name,
    marketType: mk.kind,
    status: mk.status,
    inPlay,
    events: mk.runners.map((r) => ({
      SelectionId: r.selectionId,
      RunnerName: r.name,
      BackPrice1: odds(mk.kind, r.back[0]),
      BackPrice2: odds(mk.kind, r.back[1]),
      BackPrice3: odds(mk.kind, r.back[2]),
      BackSize1: r.backSize[0],
      BackSize2: r.backSize[1],
      BackSize3: r.backSize[2],
      LayPrice1: odds(mk.kind, r.lay[0]),
      LayPrice2: odds(mk.kind, r.lay[1]),
      LayPrice3: odds(mk.kind, r.lay[2]),
      LaySize1: r.laySize[0],
      LaySize2: r.laySize[1],
      LaySize3: r.laySize[2],
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
  const best = (r: typeof r1, side: 'back' | 'lay'): number => (r ? r[side][0] / 100 : 0);
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
