import { create } from 'zustand';
import type { FeedEvent, FeedReply, FeedStatus, RunnerMarketType } from './feed-types';

/** A runner market's shape (changes rarely): its status and the runners in feed order. */
export interface MarketMeta {
  type: RunnerMarketType;
  marketId: string;
  name: string;
  status: FeedStatus;
  runnerIds: string[];
}

export interface SessionMeta {
  selectionId: string;
  name: string;
  status: FeedStatus;
}

/**
 * Normalised live odds: every price/size is one number keyed by cell
 * (`odds:<sid>:back1`, `session:<sid>:noLine` ...), so a tick that changes three prices makes
 * exactly three cell selectors see a new value. Shapes keep their identity while unchanged.
 */
export interface OddsState {
  markets: Partial<Record<RunnerMarketType, MarketMeta>>;
  runnerNames: Record<string, string>;
  sessionIds: string[];
  sessions: Record<string, SessionMeta>;
  cells: Record<string, number>;
  matchState: FeedReply['matchState'] | null;
  lastTickAt: number;
  /** The first book has come (poll or stream) or the first poll failed: what sits below the markets may be drawn. */
  settled: boolean;
  /**
   * The prices shown came from the odds hosts or the stream; false while they are the last
   * visit's (`restoreBook`): shown as updating and not tappable.
   */
  live: boolean;
  applyBook: (reply: FeedReply, at?: number) => void;
  /** The last visit's book, shown until the first live one (not live, not settled). */
  restoreBook: (reply: FeedReply) => void;
  applySession: (reply: FeedReply, at?: number) => void;
  /** The session and book replies of one tick (either may be null) as one store update. */
  applyTick: (session: FeedReply | null, book: FeedReply | null, at?: number) => void;
  reset: () => void;
}

const BOOK_FIELDS = [
  'BackPrice1',
  'BackPrice2',
  'BackPrice3',
  'BackSize1',
  'BackSize2',
  'BackSize3',
  'LayPrice1',
  'LayPrice2',
  'LayPrice3',
  'LaySize1',
  'LaySize2',
  'LaySize3',
  // match odds and toss: the backer's stake matched on the runner (Coins)
  'TotalMatched',
] as const;
export type BookField = (typeof BOOK_FIELDS)[number];
export type SessionField = 'noLine' | 'noRate' | 'yesLine' | 'yesRate';

export const cellKey = (
  type: RunnerMarketType | 'session',
  selectionId: string,
  field: BookField | SessionField,
): string => `${type}:${selectionId}:${field}`;

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function mergeCells(
  cells: Record<string, number>,
  updates: [string, number][],
): Record<string, number> {
  let next: Record<string, number> | null = null;
  for (const [key, value] of updates) {
    if (cells[key] === value) continue;
    next ??= { ...cells };
    next[key] = value;
  }
  return next ?? cells;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

const initial = {
  markets: {},
  runnerNames: {},
  sessionIds: [],
  sessions: {},
  cells: {},
  matchState: null,
  lastTickAt: 0,
  settled: false,
  live: false,
};

type Changes = { patch: Partial<OddsState>; updates: [string, number][] };

/** What a book changes in `state`: its shapes, and its cells (merged by the caller). */
function bookChanges(state: OddsState, reply: FeedReply, at: number): Changes {
  const markets: Partial<Record<RunnerMarketType, MarketMeta>> = { ...state.markets };
  const names = { ...state.runnerNames };
  let namesChanged = false;
  const updates: [string, number][] = [];
  for (const m of reply.market) {
    const type = m.marketType;
    if (type !== 'odds' && type !== 'book' && type !== 'toss') continue;
    const runnerIds = m.events.map((e: FeedEvent) => String(e.SelectionId));
    const prev = markets[type];
    const status = m.status ?? 'OPEN';
    if (
      !prev ||
      prev.status !== status ||
      !sameList(prev.runnerIds, runnerIds) ||
      prev.marketId !== m.marketId
    ) {
      markets[type] = {
        type,
        marketId: m.marketId ?? '',
        name: m.marketName ?? type,
        status,
        runnerIds,
      };
    }
    for (const e of m.events) {
      const sid = String(e.SelectionId);
      if (names[`${type}:${sid}`] !== e.RunnerName) {
        names[`${type}:${sid}`] = e.RunnerName;
        namesChanged = true;
      }
      for (const f of BOOK_FIELDS) updates.push([cellKey(type, sid, f), num(e[f])]);
    }
  }
  const marketsChanged = (['odds', 'book', 'toss'] as const).some(
    (t) => markets[t] !== state.markets[t],
  );
  return {
    patch: {
      markets: marketsChanged ? markets : state.markets,
      runnerNames: namesChanged ? names : state.runnerNames,
      matchState: reply.matchState ?? state.matchState,
      lastTickAt: at,
      settled: true,
      live: true,
    },
    updates,
  };
}

/** What a session reply changes in `state`: the sessions' shapes, and their cells. */
function sessionChanges(state: OddsState, reply: FeedReply, at: number): Changes {
  const events = reply.market[0]?.events ?? [];
  const ids = events.map((e) => String(e.SelectionId));
  const sessions = { ...state.sessions };
  let changed = false;
  const updates: [string, number][] = [];
  for (const e of events) {
    const sid = String(e.SelectionId);
    const prev = sessions[sid];
    if (!prev || prev.status !== e.status || prev.name !== e.RunnerName) {
      sessions[sid] = { selectionId: sid, name: e.RunnerName, status: e.status };
      changed = true;
    }
    updates.push(
      [cellKey('session', sid, 'noLine'), num(e.LayPrice1)],
      [cellKey('session', sid, 'noRate'), num(e.LaySize1)],
    );
    updates.push(
      [cellKey('session', sid, 'yesLine'), num(e.BackPrice1)],
      [cellKey('session', sid, 'yesRate'), num(e.BackSize1)],
    );
  }
  return {
    patch: {
      sessionIds: sameList(state.sessionIds, ids) ? state.sessionIds : ids,
      sessions: changed ? sessions : state.sessions,
      lastTickAt: at,
    },
    updates,
  };
}

export const useOddsStore = create<OddsState>()((set, get) => ({
  ...initial,
  applyBook: (reply, at = Date.now()) => get().applyTick(null, reply, at),
  restoreBook: (reply) => {
    get().applyBook(reply, 0);
    set({ settled: false, live: false });
  },
  applySession: (reply, at = Date.now()) => get().applyTick(reply, null, at),
  // one update a tick: every selector of the page runs once, the cells are copied once
  applyTick: (session, book, at = Date.now()) => {
    if (!session && !book) return;
    const state = get();
    const s = session ? sessionChanges(state, session, at) : null;
    const b = book ? bookChanges(state, book, at) : null;
    const updates = s && b ? [...s.updates, ...b.updates] : ((s ?? b)?.updates ?? []);
    set({ ...s?.patch, ...b?.patch, cells: mergeCells(state.cells, updates) });
  },
  reset: () => set(initial),
}));

export const useCell = (key: string): number => useOddsStore((s) => s.cells[key] ?? 0);
