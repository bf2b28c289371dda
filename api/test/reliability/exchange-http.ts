import { marketKey } from '../../src/modules/sports/market-key';
import { envelope, httpClient, type HttpClient } from './http-client';
import type { CasinoTable, SportsBody } from './race-bets';

/** A player logged in over HTTP: its client (bearer token set) and session id. */
export interface HttpPlayer {
  name: string;
  token: string;
  sessionId: string;
  http: HttpClient;
}

export async function loginOverHttp(api: string, name: string): Promise<HttpPlayer> {
  const anon = httpClient();
  const res = await anon.post(`${api}/Authenticate/Login`, {
    UserName: name,
    Password: 'demo1234',
    IpAddress: '0.0.0.0',
  });
  anon.close();
  const body = res.body as { status: number; token: string; sessionId: string; message: string };
  if (res.code !== 200 || body.status !== 0) throw new Error(`login ${name}: ${body?.message}`);
  return { name, token: body.token, sessionId: body.sessionId, http: httpClient(body.token) };
}

interface FeedEvent {
  SelectionId: string;
  BackPrice1: number;
  LayPrice1: number;
  BackSize1?: number;
  LaySize1?: number;
  BackPrice3?: number;
  status: string;
}

interface FeedMarket {
  marketId: string;
  marketType: 'odds' | 'book' | 'toss' | 'session';
  status?: string;
  events: FeedEvent[];
}

/** One match as the odds hosts show it: enough to place any kind of bet at the live price. */
export interface FeedMatch {
  matchId: string;
  eventId: string;
  marketId: string;
  markets: FeedMarket[];
}

/** An odds host's path of a match's markets. */
export const oddsPath = (eventId: string, marketId: string) =>
  `/MatchOdds/GetOddslite/4/${eventId}/${marketId}`;

/** The open matches of the dashboard with both odds hosts' markets. */
export async function readFeed(
  p: HttpPlayer,
  hosts: { api: string; sessionOdds: string; bookOdds: string },
): Promise<FeedMatch[]> {
  const dash = envelope<{
    sportMathes: { mathes: { matchID: string; eventId: string; marketId: string }[] }[];
  }>(await p.http.post(`${hosts.api}/DashBoard/GetDashboard`, { SportId: 4 }));
  const list = dash.data?.sportMathes[0]?.mathes ?? [];
  return Promise.all(
    list.map(async (m) => {
      const path = oddsPath(m.eventId, m.marketId);
      const [book, session] = await Promise.all([
        p.http.get(`${hosts.bookOdds}${path}`),
        p.http.get(`${hosts.sessionOdds}${path}`),
      ]);
      const markets = [
        ...((book.body as { market?: FeedMarket[] })?.market ?? []),
        ...((session.body as { market?: FeedMarket[] })?.market ?? []),
      ];
      return { matchId: m.matchID, eventId: m.eventId, marketId: m.marketId, markets };
    }),
  );
}

/** Runner ids of every runner market seen, by exposure key (fancy markets have none). */
export function rememberRunners(index: Map<string, string[]>, feed: readonly FeedMatch[]): void {
  for (const m of feed)
    for (const mk of m.markets)
      if (mk.marketType !== 'session')
        index.set(
          marketKey(m.matchId, mk.marketType, mk.marketId),
          mk.events.map((e) => e.SelectionId),
        );
}

/** A bet on an open market of the feed at its live price, or null if the pick is not open. */
export function feedBet(
  feed: readonly FeedMatch[],
  rnd: (n: number) => number,
  stake: string,
): SportsBody | null {
  const m = feed[rnd(feed.length)];
  const mk = m?.markets[rnd(m.markets.length)];
  const ev = mk?.events[rnd(mk.events.length)];
  if (!m || !mk || !ev || (mk.status ?? 'OPEN') !== 'OPEN' || ev.status !== 'OPEN') return null;
  const base = { MatchId: m.matchId, EventId: m.eventId, MarketType: mk.marketType, Stake: stake };
  const back = rnd(2) === 0;
  if (mk.marketType === 'session') {
    const [line, rate] = back ? [ev.BackPrice1, ev.BackSize1] : [ev.LayPrice1, ev.LaySize1];
    return {
      ...base,
      MarketId: m.marketId,
      SelectionId: ev.SelectionId,
      Side: back ? 'yes' : 'no',
      Price: String(rate),
      Line: line,
    };
  }
  const price = back ? ev.BackPrice1 : ev.LayPrice1;
  if (!(price > 0)) return null;
  return {
    ...base,
    MarketId: mk.marketId,
    SelectionId: ev.SelectionId,
    Side: back ? 'back' : 'lay',
    Price: mk.marketType === 'book' ? String(price) : price.toFixed(2),
  };
}

export async function readTable(
  p: HttpPlayer,
  api: string,
  TableCode: string,
): Promise<CasinoTable> {
  const res = envelope<Omit<CasinoTable, 'tableCode'>>(
    await p.http.post(`${api}/Casino/GetTableState`, { TableCode }),
  );
  return { tableCode: TableCode, ...res.data };
}
