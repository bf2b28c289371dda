import type { Queryable } from '../../../db/types';
import { DEFERRED } from '../../../money/batch-queue';
import { writeSystem, type WritePathDeps } from '../../../money/write-path';
import { runnerMarket } from '../fixed-odds/market-check';
import type { BookChange, MarketBook } from './book/book-types';
import { requote } from './book/house-quote';
import { marketKey } from '../market-key';
import type { SimMatch, SimRunnerMarket } from '../feed/sim-types';
import { applyChange, rowsById, type ChangeMarket } from '../money-path/apply-change';
import { lockBookMarket } from './book-lock';
import { onBooks } from './book-write';
import type { BookMemory } from './book-memory';
import { engineQuote, houseIdOf, HOUSE_USERNAME, writeQuote } from './house';
import { bookOf, HOUSE, playersOf, type StoredBookRead } from './market-book';
import { OrderEvents } from './order-events';
import type { OrderMarket, OrderRow } from '../money-path/order-rows';

/** A market's book under its lock, with the house's orders as the engine quotes them now. */
export interface SyncedBook {
  rows: OrderRow[];
  book: MarketBook;
  /** The re-quote to store (null: the house's orders already stand for this quote). */
  change: BookChange | null;
  quote: string;
}

/**
 * The book as read under its lock, the house re-quoted when the engine's quote changed since its
 * orders were placed: its waiting orders are cancelled and the new levels placed in full, each
 * matching the players' waiting orders it crosses at their price (the market came to them). An
 * unchanged quote keeps the house's orders as they are, used-up sizes and all.
 */
export function syncBook(
  { rows, quote: stored }: StoredBookRead,
  mk: SimRunnerMarket,
  house: number,
): SyncedBook {
  const book = bookOf(rows, house);
  const quote = engineQuote(mk);
  if (stored === quote.text) return { rows, book, change: null, quote: quote.text };
  const change = requote(book, HOUSE, quote.orders);
  return { rows, book: change.book, change, quote: quote.text };
}

/** The ChangeMarket of a live runner market. */
export function changeMarket(
  m: SimMatch,
  mk: SimRunnerMarket,
  marketType: OrderMarket,
  house: number,
): ChangeMarket {
  return {
    matchId: m.matchId,
    eventId: m.eventId,
    marketId: mk.marketId,
    marketType,
    runnerIds: mk.runners.map((r) => r.selectionId),
    names: new Map(mk.runners.map((r) => [r.selectionId, r.name])),
    house,
  };
}

/** Stores a SyncedBook's re-quote (the caller holds the book's and its players' locks). */
export async function storeSync(
  tx: Queryable,
  cm: ChangeMarket,
  synced: SyncedBook,
  ids: Map<string, string>,
  events: OrderEvents,
): Promise<void> {
  if (!synced.change) return;
  await applyChange(tx, cm, rowsById(synced.rows), ids, synced.change, events);
  await writeQuote(tx, marketKey(cm.matchId, cm.marketType, cm.marketId), synced.quote);
}

/** The order ids storing a SyncedBook inserted (`ids`: the house's new orders) or changed. */
export const syncTouched = (synced: SyncedBook, ids: ReadonlyMap<string, string>): string[] => [
  ...ids.values(),
  ...(synced.change?.changed ?? []).map((o) => o.id),
];

/** Of the markets where players' orders wait, those this process re-quotes. */
export type RequoteScope = (keys: readonly string[]) => Promise<ReadonlySet<string>>;

/** Every market (one process, or a test). */
export const EVERY_MARKET: RequoteScope = (keys) => Promise.resolve(new Set(keys));

/**
 * After a tick: the markets where players' orders wait (of them, those `scope` gives: the ones
 * this process owns) are re-quoted when the engine's quote moved (`seen`: the quote this process
 * last stored per market, so an unchanged one costs no query). One write of the one write path
 * per market (money/write-path.ts writeSystem): its row and its book, then the players the
 * re-quote matches, in user_id order; each market's players are told after its own commit. On
 * the book (in the owner's memory when it is the stored one; book-write.ts), which the memory
 * keeps after the commit. Returns the fills' order events (already told).
 */
export async function requoteMarkets(
  deps: WritePathDeps,
  matches: ReadonlyMap<string, SimMatch>,
  seen: Map<string, string>,
  scope: RequoteScope = EVERY_MARKET,
  books?: BookMemory,
): Promise<OrderEvents> {
  const events = new OrderEvents();
  const markets = await deps.db.query<{
    match_id: string;
    market_type: OrderMarket;
    market_id: string;
  }>(
    `SELECT DISTINCT o.match_id, o.market_type, o.market_id FROM sports_orders o
       JOIN users u ON u.id = o.user_id
      WHERE o.state = 'waiting' AND u.username <> $1
      ORDER BY o.match_id, o.market_type, o.market_id`,
    [HOUSE_USERNAME],
  );
  const mine = await scope(markets.map((r) => marketKey(r.match_id, r.market_type, r.market_id)));
  for (const row of markets) {
    const m = matches.get(row.match_id);
    const mk = m && m.state !== 'completed' ? runnerMarket(m, row.market_type) : null;
    if (!m || !mk || mk.marketId !== row.market_id || mk.status !== 'OPEN') continue;
    const key = marketKey(row.match_id, row.market_type, row.market_id);
    const quote = engineQuote(mk).text;
    if (!mine.has(key) || seen.get(key) === quote) continue;
    const market = { matchId: row.match_id, marketType: row.market_type, marketId: row.market_id };
    const house = await houseIdOf(deps.db);
    const cm = changeMarket(m, mk, row.market_type, house);
    // each attempt its own events (a retried transaction's first ones never happened)
    let attempt = new OrderEvents();
    const wrote = await onBooks({ db: deps.db, books }, (bw) =>
      writeSystem<SyncedBook, void>(deps, {
        notify: () => attempt.parts(),
        lockMarket: bw.locking(async (tx) => {
          attempt = new OrderEvents();
          if ((await lockBookMarket(key)(tx))?.status !== 'open') return DEFERRED;
          const [read] = await bw.read(tx, [{ ...market, key }]);
          return syncBook(read ?? { rows: [], quote: null }, mk, house);
        }),
        players: async (_tx, synced) => (synced.change ? playersOf(synced.change.fills) : []),
        write: async ({ tx, market: synced }) => {
          const ids = new Map<string, string>();
          await storeSync(tx, cm, synced, ids, attempt);
          await bw.wrote(tx, [{ key, before: synced.rows, touched: syncTouched(synced, ids) }]);
        },
      }),
    );
    if (wrote !== DEFERRED) events.addAll(attempt);
    seen.set(key, quote);
  }
  return events;
}
