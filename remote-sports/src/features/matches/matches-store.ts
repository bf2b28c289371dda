import { create } from 'zustand';
import { PRICE_FIELDS, type MatchListItem, type PriceField } from './api/get-dashboard';

/** A match's slow-changing fields (everything but the six prices). */
export type MatchMeta = Omit<MatchListItem, PriceField>;

/**
 * Normalised match list: ids in a stable order, meta per match (kept by identity while unchanged)
 * and one number per price cell (`<matchId>:back0`), so a tick re-renders only changed cells.
 */
interface MatchesState {
  ids: string[];
  meta: Record<string, MatchMeta>;
  cells: Record<string, number>;
  loaded: boolean;
  /** The list is the one stored on the last visit, not yet confirmed by the API or the stream. */
  stale: boolean;
  /** The whole list: order, meta and (unless `withPrices` is false) every price. */
  apply: (items: readonly MatchListItem[], withPrices?: boolean) => void;
  /** The prices of some matches only (already listed); order and meta stay. */
  applyPrices: (items: readonly MatchListItem[]) => void;
  /** The last visit's list, shown marked stale until a live `apply` (only while nothing is loaded). */
  restore: (items: readonly MatchListItem[]) => void;
}

export const priceKey = (matchId: string, field: PriceField): string => `${matchId}:${field}`;

/** Whether a match's stored meta still holds (every field it has equal in the new item). */
function sameMeta(a: MatchMeta | undefined, b: MatchListItem): boolean {
  if (!a) return false;
  return (Object.keys(a) as (keyof MatchMeta)[]).every((k) => a[k] === b[k]);
}

function metaOf(item: MatchListItem): MatchMeta {
  const meta: Partial<MatchListItem> = { ...item };
  for (const f of PRICE_FIELDS) delete meta[f];
  return meta as MatchMeta;
}

/** `<matchId>:<field>` for the six fields, made once per match (the poll asks every second). */
const keyCache = new Map<string, readonly (readonly [PriceField, string])[]>();
function priceKeys(matchId: string): readonly (readonly [PriceField, string])[] {
  let keys = keyCache.get(matchId);
  if (!keys) {
    keys = PRICE_FIELDS.map((f) => [f, priceKey(matchId, f)] as const);
    keyCache.set(matchId, keys);
  }
  return keys;
}

/** `cells` with the prices of `items` (the same object when none changed). */
function changedCells(
  cells: Record<string, number>,
  items: readonly MatchListItem[],
): Record<string, number> {
  let next: Record<string, number> | null = null;
  for (const item of items) {
    for (const [field, key] of priceKeys(item.matchID)) {
      const value = item[field];
      if (cells[key] === value) continue;
      next ??= { ...cells };
      next[key] = value;
    }
  }
  return next ?? cells;
}

export const useMatchesStore = create<MatchesState>()((set, get) => ({
  ids: [],
  meta: {},
  cells: {},
  loaded: false,
  stale: false,
  apply: (items, withPrices = true) => {
    const state = get();
    const ids = items.map((m) => m.matchID);
    const sameIds = ids.length === state.ids.length && ids.every((id, i) => id === state.ids[i]);
    let meta = state.meta;
    for (const item of items) {
      // the unchanged meta object is kept, so its row does not render
      if (!sameMeta(state.meta[item.matchID], item)) {
        if (meta === state.meta) meta = { ...state.meta };
        meta[item.matchID] = metaOf(item);
      }
    }
    set({
      ids: sameIds ? state.ids : ids,
      meta,
      cells: withPrices ? changedCells(state.cells, items) : state.cells,
      loaded: true,
      stale: false,
    });
  },
  applyPrices: (items) => set({ cells: changedCells(get().cells, items) }),
  restore: (items) => {
    if (get().loaded) return;
    set({
      ids: items.map((m) => m.matchID),
      meta: Object.fromEntries(items.map((m) => [m.matchID, metaOf(m)])),
      cells: changedCells({}, items),
      loaded: true,
      stale: true,
    });
  },
}));
