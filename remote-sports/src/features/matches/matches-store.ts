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
  apply: (items: readonly MatchListItem[]) => void;
}

export const priceKey = (matchId: string, field: PriceField): string => `${matchId}:${field}`;

function sameMeta(a: MatchMeta | undefined, b: MatchMeta): boolean {
  if (!a) return false;
  return (Object.keys(b) as (keyof MatchMeta)[]).every((k) => a[k] === b[k]);
}

export const useMatchesStore = create<MatchesState>()((set, get) => ({
  ids: [],
  meta: {},
  cells: {},
  loaded: false,
  apply: (items) => {
    const state = get();
    const ids = items.map((m) => m.matchID);
    const sameIds = ids.length === state.ids.length && ids.every((id, i) => id === state.ids[i]);
    let meta = state.meta;
    let cells: Record<string, number> | null = null;
    for (const item of items) {
      const { back0, back1, back2, lay0, lay1, lay2, ...rest } = item;
      if (!sameMeta(state.meta[item.matchID], rest)) {
        if (meta === state.meta) meta = { ...state.meta };
        meta[item.matchID] = rest;
      }
      const prices: Record<PriceField, number> = { back0, back1, back2, lay0, lay1, lay2 };
      for (const f of PRICE_FIELDS) {
        const key = priceKey(item.matchID, f);
        if (state.cells[key] === prices[f]) continue;
        cells ??= { ...state.cells };
        cells[key] = prices[f];
      }
    }
    set({ ids: sameIds ? state.ids : ids, meta, cells: cells ?? state.cells, loaded: true });
  },
}));
