import type { Queryable } from '../../../db/types';
import { marketKey } from '../market-key';
import type { SimMatch, SimRunnerMarket } from '../feed/sim-types';
import { houseIdOf } from './house';
import type { SideLevels, StoredBook } from './stored-book';

interface LevelRow {
  match_id: string;
  market_type: string;
  market_id: string;
  selection_id: string;
  side: 'back' | 'lay';
  price: number;
  size: number;
  house: boolean;
}

interface QuoteRow {
  market_key: string;
  quote: string;
}

interface TradeRow {
  match_id: string;
  market_type: string;
  market_id: string;
  selection_id: string;
  volume: number;
  last_price: number;
}

const sideOf = (book: Record<string, SideLevels>, runner: string): SideLevels =>
  (book[runner] ??= { backs: [], lays: [] });

/**
 * Reads every live match-odds / toss book (or those of the `only` matches) in one statement (waiting orders summed per price, the
 * house's quotes, the matched pairs' last price and volume from the players' summed positions,
 * not from every bet) and stores it on the markets whose
 * book changed, which the caller then re-publishes (`touch`): the odds hosts, the stream and
 * GetDashboard's cached reply follow. Returns the matches whose book changed.
 */
export async function refreshShown(
  db: Queryable,
  matches: ReadonlyMap<string, SimMatch>,
  only: ReadonlySet<string> | null = null,
): Promise<SimMatch[]> {
  const live = [...matches.values()].filter(
    (m) => m.state !== 'completed' && (!only || only.has(m.matchId)),
  );
  if (live.length === 0) return [];
  const keys = live.flatMap((m) => [
    marketKey(m.matchId, 'odds', m.odds.marketId),
    marketKey(m.matchId, 'toss', m.toss.marketId),
  ]);
  // One statement (each costs a round trip, and on PGlite a turn of its queue): an order waits
  // for this read before its reply (sim-runner.ts, the feed follows an order at once).
  const read = await db.query<{
    levels: LevelRow[] | null;
    quotes: QuoteRow[] | null;
    trades: TradeRow[] | null;
  }>(
    `SELECT
       (SELECT json_agg(l) FROM (
          SELECT o.match_id, o.market_type, o.market_id, o.selection_id, o.side, o.price,
                 SUM(o.remaining)::bigint AS size, (o.user_id = $2) AS house
            FROM sports_orders o
           WHERE o.state = 'waiting' AND o.match_id = ANY($1::text[])
           GROUP BY o.match_id, o.market_type, o.market_id, o.selection_id, o.side, o.price, o.user_id = $2) l) AS levels,
       (SELECT json_agg(q) FROM (
          SELECT market_key, quote FROM sports_house_quotes WHERE market_key = ANY($3::text[])) q) AS quotes,
       (SELECT json_agg(t) FROM (
          SELECT match_id, market_type, market_id, selection_id, SUM(stake)::bigint AS volume,
                 (array_agg(last_price ORDER BY last_id DESC))[1] AS last_price
            FROM sports_positions
           WHERE side = 'back' AND market_type IN ('odds', 'toss') AND bets > 0
             AND match_id = ANY($1::text[])
           GROUP BY match_id, market_type, market_id, selection_id) t) AS trades`,
    [live.map((m) => m.matchId), await houseIdOf(db), keys],
  );
  const levels = read[0]?.levels ?? [];
  const quotes = read[0]?.quotes ?? [];
  const trades = read[0]?.trades ?? [];
  const quoteOf = new Map(quotes.map((q) => [q.market_key, q.quote]));
  const books = new Map<string, StoredBook>();
  const bookOf = (key: string): StoredBook => {
    let b = books.get(key);
    if (!b) {
      b = { quote: quoteOf.get(key) ?? null, house: {}, players: {}, trades: {} };
      books.set(key, b);
    }
    return b;
  };
  for (const l of levels) {
    const b = bookOf(marketKey(l.match_id, l.market_type as 'odds', l.market_id));
    const side = sideOf(l.house ? b.house : b.players, l.selection_id);
    (l.side === 'back' ? side.backs : side.lays).push({ price: l.price, size: l.size });
  }
  for (const t of trades) {
    const b = bookOf(marketKey(t.match_id, t.market_type as 'odds', t.market_id));
    b.trades[t.selection_id] = { lastPrice: t.last_price, volume: t.volume };
  }
  const changed: SimMatch[] = [];
  for (const m of live) {
    let moved = false;
    for (const mk of [m.odds, m.toss] as SimRunnerMarket[]) {
      const key = marketKey(m.matchId, mk.kind, mk.marketId);
      const next = books.get(key) ?? {
        quote: quoteOf.get(key) ?? null,
        house: {},
        players: {},
        trades: {},
      };
      if (JSON.stringify(next) === JSON.stringify(mk.stored ?? null)) continue;
      mk.stored = next;
      moved = true;
    }
    if (moved) changed.push(m);
  }
  return changed;
}
