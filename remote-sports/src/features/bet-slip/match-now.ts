import { previewMatch, type Level, type MatchPreview } from 'shared-maths/order-book';
import { cellKey, type BookField } from '../../lib/odds/odds-store';

/**
 * What a back or lay can take in the visible book, best first, as the matcher counts it (odds
 * x100, sizes in cents): a back takes "available to back" (the back column), a lay "available
 * to lay". Levels that do not exist (price 0) are left out.
 */
export function takeableLevels(
  cells: Readonly<Record<string, number>>,
  type: 'odds' | 'toss',
  selectionId: string,
  side: 'back' | 'lay',
): Level[] {
  const prefix = side === 'back' ? 'Back' : 'Lay';
  const levels: Level[] = [];
  for (const n of type === 'odds' ? [1, 2, 3] : [1]) {
    const price = cells[cellKey(type, selectionId, `${prefix}Price${n}` as BookField)] ?? 0;
    const size = cells[cellKey(type, selectionId, `${prefix}Size${n}` as BookField)] ?? 0;
    if (price > 0) levels.push({ price: Math.round(price * 100), size: Math.round(size * 100) });
  }
  return levels;
}

/** What the order would match now in the visible book and what would wait at its price. */
export const matchNow = (
  cells: Readonly<Record<string, number>>,
  type: 'odds' | 'toss',
  selectionId: string,
  side: 'back' | 'lay',
  price: number,
  stakeCents: number,
): MatchPreview =>
  previewMatch(takeableLevels(cells, type, selectionId, side), side, price, stakeCents);
