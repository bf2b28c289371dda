/**
 * The house account (migration 105): the simulated market as a participant. Its levels are
 * orders in the book like anyone's, placed from the engine's quote and used up as they match;
 * the house places them again, in full, when the engine's quote changes (a re-quote). Its
 * balance is not checked against its exposure (it is the market's float).
 */
import type { Level } from 'shared-maths/order-book';
import type { Queryable } from '../../../db/types';
import { ladderQuote, type QuoteOrder } from './book/house-quote';
import type { SimRunnerMarket } from '../feed/sim-types';

export const HOUSE_USERNAME = '__house';

/** The house account's id (one indexed read; the row is created by migration 105). */
export async function houseId(tx: Queryable): Promise<number> {
  const rows = await tx.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [
    HOUSE_USERNAME,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the house account is missing (migration 105)');
  return id;
}

const houseIds = new WeakMap<Queryable, Promise<number>>();

/**
 * houseId of a database, read once (the row never changes). Call it outside a transaction (on
 * PGlite a read of the database waits for the transaction to end).
 */
export function houseIdOf(db: Queryable): Promise<number> {
  let id = houseIds.get(db);
  if (!id) {
    id = houseId(db);
    id.catch(() => houseIds.delete(db));
    houseIds.set(db, id);
  }
  return id;
}

const levels = (prices: readonly number[], sizes: readonly number[]): Level[] =>
  prices
    .map((price, i) => ({ price, size: (sizes[i] ?? 0) * 100 }))
    .filter((l) => l.price > 100 && l.size > 0);

/** The engine's quote of a market: its text (what changed it) and the house orders it makes. */
export function engineQuote(mk: SimRunnerMarket): { text: string; orders: QuoteOrder[] } {
  let n = 0;
  const newId = () => `new:${(n += 1)}`;
  const orders = mk.runners.flatMap((r) =>
    ladderQuote(
      r.selectionId,
      { back: levels(r.back, r.backSize), lay: levels(r.lay, r.laySize) },
      newId,
    ),
  );
  const text = orders.map((o) => `${o.runner}:${o.side}:${o.price}:${o.size}`).join(',');
  return { text, orders };
}

export async function readQuote(tx: Queryable, key: string): Promise<string | null> {
  const rows = await tx.query<{ quote: string }>(
    'SELECT quote FROM sports_house_quotes WHERE market_key = $1',
    [key],
  );
  return rows[0]?.quote ?? null;
}

export async function writeQuote(tx: Queryable, key: string, quote: string): Promise<void> {
  await tx.query(
    `INSERT INTO sports_house_quotes (market_key, quote) VALUES ($1, $2)
     ON CONFLICT (market_key) DO UPDATE SET quote = EXCLUDED.quote`,
    [key, quote],
  );
}

/**
 * POST /__test/Reset: the house back to its opening float with no orders, bets or quotes (the
 * demo players' bets it was matched with go too).
 */
export async function resetHouse(tx: Queryable): Promise<void> {
  const id = await houseId(tx);
  for (const table of ['sports_orders', 'sports_bets', 'exposures'])
    await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [id]);
  await tx.query(`DELETE FROM ledger WHERE user_id = $1 AND ref_type IS DISTINCT FROM 'seed'`, [
    id,
  ]);
  await tx.query(
    `UPDATE users SET balance = (SELECT SUM(amount) FROM ledger WHERE user_id = $1) WHERE id = $1`,
    [id],
  );
  await tx.query('DELETE FROM sports_house_quotes');
}
