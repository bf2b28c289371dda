import type { LightMyRequestResponse } from 'fastify';
import type { CallKind } from './fuzz-calls';
import { changedFields, type MoneyState } from './money-state';

/** Tally of one fuzz run, printed as the test's figure. */
export interface FuzzTally {
  requests: number;
  byStatus: Record<number, number>;
  accepted: number;
  /** Bets placed by bodies that happened to be valid (each checked to add exactly one bet). */
  newBets: number;
  /** Refusal messages seen, for a look at how deep the bodies got (FUZZ_DEBUG=1 prints them). */
  messages: Map<string, number>;
}

export function newTally(): FuzzTally {
  return { requests: 0, byStatus: {}, accepted: 0, newBets: 0, messages: new Map() };
}

export function tallyLine(label: string, t: FuzzTally): string {
  const codes = Object.entries(t.byStatus)
    .map(([code, n]) => `${code}:${n}`)
    .join(' ');
  const fivexx = Object.entries(t.byStatus)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  if (process.env.FUZZ_DEBUG)
    console.log(
      [...t.messages]
        .sort((a, b) => b[1] - a[1])
        .map(([m, n]) => `${n} ${m}`)
        .join('\n'),
    );
  return `${label}: ${t.requests} requests, ${fivexx} of 5xx, ${t.accepted} accepted (status 0, of them ${t.newBets} new bets); HTTP ${codes}`;
}

function describe(res: LightMyRequestResponse): string {
  return `HTTP ${res.statusCode} ${res.body.slice(0, 300)}`;
}

type ReplyBody = { status?: unknown; message?: unknown; market?: unknown };

/**
 * The reply contract: never 5xx; a 4xx carries a non-empty message; a 200 is a success (API:
 * status 0; odds hosts pass their own test), or status 1 with a non-empty message. Returns what
 * is wrong, or null. Counts into the tally.
 */
export function replyProblem(
  res: LightMyRequestResponse,
  tally: FuzzTally,
  isSuccess: (body: ReplyBody) => boolean = (body) => body.status === 0,
): string | null {
  tally.requests += 1;
  tally.byStatus[res.statusCode] = (tally.byStatus[res.statusCode] ?? 0) + 1;
  if (res.statusCode >= 500) return `server error: ${describe(res)}`;
  let body: ReplyBody;
  try {
    body = res.json();
  } catch {
    return `reply is not JSON: ${describe(res)}`;
  }
  const hasMessage = typeof body.message === 'string' && body.message.trim() !== '';
  if (hasMessage && body.status !== 0) {
    const key = `${res.statusCode} ${String(body.message).slice(0, 60)}`;
    tally.messages.set(key, (tally.messages.get(key) ?? 0) + 1);
  }
  if (res.statusCode >= 400) return hasMessage ? null : `4xx without a message: ${describe(res)}`;
  if (res.statusCode !== 200) return `unexpected status: ${describe(res)}`;
  if (isSuccess(body)) {
    tally.accepted += 1;
    return null;
  }
  if (body.status === 1 && hasMessage) return null;
  return `200 that is neither ok nor a refusal with a message: ${describe(res)}`;
}

/** Fields an ACCEPTED call of each kind may change for its caller; a refusal changes nothing. */
const MAY_CHANGE: Record<CallKind, readonly (keyof MoneyState)[]> = {
  read: [],
  login: [],
  logout: [],
  sportsBet: ['sportsBets', 'sportsOrders', 'exposure', 'idempotencyRows'],
  cashOut: ['sportsBets', 'sportsOrders', 'exposure', 'idempotencyRows'],
  casinoBet: ['casinoBets', 'exposure', 'idempotencyRows'],
  stakes: ['quickStakes', 'oneClick'],
  password: ['passwordHash'],
};

/**
 * Money rule of one fuzzed call by `caller`: other players unchanged; a refused call changes
 * nothing; an accepted one only what its kind allows, a new bet adds its rows (newRowsProblem),
 * and available balance stays >= 0.
 */
export function moneyProblem(
  kind: CallKind,
  caller: string,
  accepted: boolean,
  newBet: boolean,
  before: Record<string, MoneyState>,
  after: Record<string, MoneyState>,
): string | null {
  for (const [user, was] of Object.entries(before)) {
    const now = after[user];
    if (!now) return `player ${user} disappeared`;
    const changed = changedFields(was, now);
    const allowed = user === caller && accepted ? MAY_CHANGE[kind] : [];
    const wrong = changed.filter((f) => !allowed.includes(f));
    if (wrong.length > 0) {
      const detail = wrong.map((f) => `${f} ${String(was[f])} -> ${String(now[f])}`).join(', ');
      return `${accepted ? 'accepted' : 'refused'} ${kind} changed ${user}: ${detail}`;
    }
    if (user !== caller || !accepted) continue;
    const rowsProblem = newRowsProblem(kind, newBet, was, now);
    if (rowsProblem) return `accepted ${kind} (new bet: ${newBet}) ${rowsProblem}`;
    if (now.balance - now.exposure < 0)
      return `available balance below zero: ${JSON.stringify(now)}`;
  }
  return null;
}

/**
 * The rows a new bet adds (a replayed Idempotency-Key adds none): a casino bet one bet row; a
 * sports bet one bet row per matched part and at most one waiting order for its rest, at least
 * one row in all (a match-odds bet that crosses nothing only waits).
 */
function newRowsProblem(
  kind: CallKind,
  newBet: boolean,
  was: MoneyState,
  now: MoneyState,
): string | null {
  if (kind === 'casinoBet') {
    const added = now.casinoBets - was.casinoBets;
    return added === (newBet ? 1 : 0) ? null : `changed casinoBets by ${added}`;
  }
  if (kind !== 'sportsBet') return null;
  const bets = now.sportsBets - was.sportsBets;
  const orders = now.sportsOrders - was.sportsOrders;
  const fits = newBet
    ? bets >= 0 && (orders === 0 || orders === 1) && bets + orders >= 1
    : bets === 0 && orders === 0;
  return fits ? null : `changed sportsBets by ${bets} and sportsOrders by ${orders}`;
}
