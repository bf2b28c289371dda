/**
 * A break from one product (issue 44): the breaks in force, and taking one. It is a row of
 * safer_breaks like a time-out (kind SportsBreak or CasinoBreak) but ends no session.
 */
import type { BreakProduct, SaferProductBreak } from 'shared-api-types';
import type { Db, Queryable } from '../../db/types';
import { coded, type Coded } from '../../http/reply';
import { KIND_OF, productBreakEnd, productBreakWord } from './product-break-rules';
import { readSettings } from './settings-store';
import type { WithBreak } from './take-break';
import { localDateTimeText } from './zoned-time';

const PRODUCT_OF: Record<string, BreakProduct> = { SportsBreak: 'Sports', CasinoBreak: 'Casino' };

/** The product breaks in force at `now`, the one ending last of each product. */
export async function readProductBreaks(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<SaferProductBreak[]> {
  const rows = await db.query<{ kind: string; period: string; ends_at: Date }>(
    `SELECT DISTINCT ON (kind) kind, period, ends_at FROM safer_breaks
      WHERE user_id = $1 AND ends_at > $2 AND kind IN ('SportsBreak', 'CasinoBreak')
      ORDER BY kind, ends_at DESC`,
    [userId, now],
  );
  return rows.flatMap((r) => {
    const product = PRODUCT_OF[r.kind];
    return product ? [{ product, period: r.period, endsAt: r.ends_at.toISOString() }] : [];
  });
}

export type ProductBreakOutcome =
  { ok: true; endsAt: Date; timeZone: string } | { ok: false; refusal: Coded };

/**
 * Takes a break from `product` in one transaction: `also.lock` (the books of the player's waiting
 * orders) before the player's row, `also.write` (their cancellation) after the break's row; all of
 * it commits or none. A break of the product already in force is only ever made longer.
 */
export function takeProductBreak(
  db: Db,
  userId: number,
  request: { product: BreakProduct; period: string },
  now: Date,
  also?: WithBreak,
): Promise<ProductBreakOutcome> {
  return db.transaction(async (tx): Promise<ProductBreakOutcome> => {
    await also?.lock(tx);
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { timeZone } = await readSettings(tx, userId);
    const endsAt = productBreakEnd(request.period, now);
    if (!endsAt) throw new Error(`No product break of ${request.period}`);
    const current = (await readProductBreaks(tx, userId, now)).find(
      (b) => b.product === request.product,
    );
    if (current && new Date(current.endsAt) >= endsAt)
      return {
        ok: false,
        refusal: coded(
          `Your break from ${productBreakWord(request.product)} already lasts until ${localDateTimeText(new Date(current.endsAt), timeZone)} and cannot be shortened`,
          'SAFER_PRODUCT_BREAK_NOT_SHORTER',
          { product: request.product, until: current.endsAt },
        ),
      };
    await tx.query(
      `INSERT INTO safer_breaks (user_id, kind, period, asked_at, ends_at) VALUES ($1, $2, $3, $4, $5)`,
      [userId, KIND_OF[request.product], request.period, now, endsAt],
    );
    await also?.write(tx);
    return { ok: true, endsAt, timeZone };
  });
}
