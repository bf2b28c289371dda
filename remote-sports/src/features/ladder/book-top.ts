import type { FeedEvent, FeedReply, RunnerDepth } from 'shared-api-types';
import { formatPrice } from 'shared-maths';
import { formatCents } from 'shared-maths/money';

/** A runner's best three prices a side as the `match:` topic's book shows them (odds text, Coins). */
export interface BookTop {
  back: [price: string, size: string][];
  lay: [price: string, size: string][];
}

const NONE = '0.00';

function side(e: FeedEvent, s: 'Back' | 'Lay'): [string, string][] {
  const out: [string, string][] = [];
  for (const n of [1, 2, 3] as const) {
    const price = Math.round((e[`${s}Price${n}`] ?? 0) * 100);
    if (price <= 0) break;
    out.push([formatPrice('odds', price), formatCents(Math.round((e[`${s}Size${n}`] ?? 0) * 100))]);
  }
  return out;
}

/**
 * The match odds' and toss's runners of a `match:` book, under the depth topic's keys
 * (`<marketType>:<selectionId>`), whatever the market's status (its book is shown suspended
 * too); a runner whose book shows no price at all is left to the depth.
 */
export function bookTops(book: FeedReply | null | undefined): Record<string, BookTop> {
  const tops: Record<string, BookTop> = {};
  for (const m of book?.market ?? []) {
    if (m.marketType !== 'odds' && m.marketType !== 'toss') continue;
    for (const e of m.events) {
      const top = { back: side(e, 'Back'), lay: side(e, 'Lay') };
      if (top.back.length + top.lay.length > 0) tops[`${m.marketType}:${e.SelectionId}`] = top;
    }
  }
  return tops;
}

/**
 * The runner's depth with its best three prices a side as the book shows them: the book is the
 * newer (the depth is worked out after each change of the book, and reaches the page later), so
 * what can be backed from its third best back price up, and laid from its third best lay price
 * down, is the book's (all of a side when the book shows fewer than three); deeper levels, the
 * trades and the last traded price are the depth's.
 */
export function withTop(depth: RunnerDepth | null | undefined, top: BookTop): RunnerDepth {
  const levels: RunnerDepth['levels'] = { ...depth?.levels };
  const backFrom = top.back.length === 3 ? Number(top.back[2]![0]) : 0;
  const layTo = top.lay.length === 3 ? Number(top.lay[2]![0]) : Infinity;
  for (const [price, [toBack, toLay, traded]] of Object.entries(levels)) {
    const p = Number(price);
    const back = p >= backFrom ? NONE : toBack;
    const lay = p <= layTo ? NONE : toLay;
    if (back === toBack && lay === toLay) continue;
    if (back === NONE && lay === NONE && traded === NONE) delete levels[price];
    else levels[price] = [back, lay, traded];
  }
  const put = (price: string, at: 0 | 1, size: string) => {
    const level: [string, string, string] = [...(levels[price] ?? [NONE, NONE, NONE])];
    level[at] = size;
    levels[price] = level;
  };
  for (const [price, size] of top.back) put(price, 0, size);
  for (const [price, size] of top.lay) put(price, 1, size);
  return { lastTraded: depth?.lastTraded ?? null, traded: depth?.traded ?? NONE, levels };
}
