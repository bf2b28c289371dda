/** Navigation state between /Ledgers, /casinoDetails and /LedMatDetails (docs/casino.md). */
export interface LedgerNavState {
  matchId: string;
  sportId: number;
  date: string;
  description: string;
  matchName: string;
  /** A match's teams ('' for a casino day, or a line from an API without them). */
  team1: string;
  team2: string;
  /** The state of the page we came from, for 'back to list' to /casinoDetails. */
  prior?: LedgerNavState;
}

const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';

/** Reads location.state defensively: a reload or a hand-typed URL may carry nothing. */
export function readNavState(raw: unknown): LedgerNavState | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const state: LedgerNavState = {
    matchId: str(r.matchId),
    sportId: Number(r.sportId) || 0,
    date: str(r.date),
    description: str(r.description),
    matchName: str(r.matchName),
    team1: str(r.team1),
    team2: str(r.team2),
  };
  const prior = readNavState(r.prior);
  if (prior) state.prior = prior;
  return state;
}

/** 'back to list': /Ledgers for sport id 4, otherwise /casinoDetails with the earlier state. */
export function backToList(state: LedgerNavState): {
  path: string;
  state: LedgerNavState | undefined;
} {
  return state.sportId === 4
    ? { path: '/Ledgers', state: state.prior }
    : { path: '/casinoDetails', state: state.prior ?? state };
}
