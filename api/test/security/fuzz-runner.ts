import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { createSession } from '../../src/auth/sessions';
import { createTestApp, login, type TestApp } from '../support/test-app';
import {
  bodyArb,
  fuzzContext,
  idempotencyHeader,
  type CallSpec,
  type FuzzContext,
} from './fuzz-calls';
import { moneyProblem, newTally, replyProblem, tallyLine, type FuzzTally } from './fuzz-check';
import { fuzzSeed } from './fuzz-seed';
import { toJson } from './fuzz-values';
import { moneyStates, type MoneyState } from './money-state';

export interface Caller {
  username: string;
  userId: number;
  token: string;
}

/** One request of a fuzz run: the body and headers it was generated with. */
export interface FuzzRequest {
  payload: string | Buffer;
  headers: Record<string, string>;
}

/** The JSON-body requests of a call: generated bodies and Idempotency-Key headers. */
export function jsonRequests(spec: CallSpec, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(bodyArb(spec, ctx), idempotencyHeader).map(([body, key]) => ({
    payload: toJson(body),
    headers: {
      'content-type': 'application/json',
      ...(spec.idempotency && key !== undefined ? { 'idempotency-key': key } : {}),
    },
  }));
}

/**
 * What a reply's betId names: a match-odds or toss bet that matched nothing answers its waiting
 * order's id, else a bet's (two sequences: order 12 and bet 12 are not one bet).
 */
function seenId(
  data: { betId?: string; orderId?: string | null; matched?: string } | null | undefined,
): string | undefined {
  if (data?.betId === undefined) return undefined;
  const order = data.orderId === data.betId && Number(data.matched ?? '1') === 0;
  return `${order ? 'order' : 'bet'}:${data.betId}`;
}

/**
 * Sends `numRuns` generated requests to one call as `caller` and fails on the first reply that
 * breaks the contract (see replyProblem). Money: every player's MoneyState is compared around
 * each request of a call that may write, and around the whole run for read-only calls.
 */
export async function fuzzCall(
  t: TestApp,
  spec: CallSpec,
  caller: Caller,
  requests: fc.Arbitrary<FuzzRequest>,
  numRuns: number,
  tally: FuzzTally,
): Promise<void> {
  const seenBets = new Set<string>();
  const perRequest = spec.kind !== 'read';
  const runStart = await moneyStates(t.db);
  // The state after the last request that passed: the next one's "before" (nothing else moves
  // money during a run: test apps have no ticker), so each request reads the states once, not twice.
  let last: Record<string, MoneyState> | null = runStart;
  await fc.assert(
    fc.asyncProperty(requests, async ({ payload, headers }) => {
      // Logout ends the session it is called with: give each run its own.
      const token =
        spec.kind === 'logout' ? (await createSession(t.db, caller.userId, 1)).token : caller.token;
      // Wrong current passwords lock password changes after 5: keep fuzzing past the lock.
      if (spec.kind === 'password')
        await t.db.query(`DELETE FROM login_failures WHERE key LIKE 'password-change:%'`);
      const before = perRequest ? (last ?? (await moneyStates(t.db))) : null;
      // Unknown again until this request has passed (a failed one may have moved money).
      last = null;
      const res: LightMyRequestResponse = await t.app.inject({
        method: spec.method,
        url: spec.url,
        headers: spec.auth ? { ...headers, authorization: `Bearer ${token}` } : headers,
        payload,
      });
      const problem = replyProblem(res, tally);
      if (problem) throw new Error(problem);
      if (!before) return;
      const reply = res.json<{
        status: number;
        data?: { betId?: string; orderId?: string | null; matched?: string } | null;
      }>();
      const accepted = reply.status === 0;
      const betId = seenId(reply.data);
      const newBet = accepted && betId !== undefined && !seenBets.has(betId);
      if (betId !== undefined) seenBets.add(betId);
      if (newBet) tally.newBets += 1;
      const after = await moneyStates(t.db);
      const wrong = moneyProblem(spec.kind, caller.username, accepted, newBet, before, after);
      if (wrong) throw new Error(wrong);
      last = after;
    }),
    { numRuns, seed: fuzzSeed() },
  );
  if (!perRequest) {
    const wrong = moneyProblem(
      'read',
      caller.username,
      false,
      false,
      runStart,
      await moneyStates(t.db),
    );
    if (wrong) throw new Error(`after ${numRuns} requests to ${spec.url}: ${wrong}`);
  }
}

export interface FuzzApp {
  t: TestApp;
  caller: Caller;
  ctx: FuzzContext;
}

/** The full app with demo logged in; casino rounds stay open and bets need no in-play delay. */
export async function startFuzzApp(): Promise<FuzzApp> {
  // No round closes and nothing settles during the run, so no money moves but the fuzzed bets'.
  const t = await createTestApp({
    casino: { openMs: 24 * 3600 * 1000 },
    sports: { betDelayMs: 0 },
  });
  const { token, sessionId } = await login(t.app, 'demo', 'demo1234', '10.9.0.1');
  const rows = await t.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'demo'`);
  const userId = rows[0]!.id;
  const ctx = await fuzzContext(t.app, token, sessionId, userId);
  return { t, caller: { username: 'demo', userId, token }, ctx };
}

export interface FuzzSuite {
  app: () => FuzzApp;
  tally: FuzzTally;
  /** One test a call (`title`'s %s names it): `runs` requests from `requests`, run by fuzzCall. */
  eachCall: (
    calls: readonly CallSpec[],
    title: string,
    requests: (spec: CallSpec, ctx: FuzzContext) => fc.Arbitrary<FuzzRequest>,
    runs: number,
  ) => void;
}

/** One fuzz app for a test file's tests (after beforeAll); its tally line is printed after them. */
export function fuzzSuite(title: string): FuzzSuite {
  let f: FuzzApp | undefined;
  const tally = newTally();
  beforeAll(async () => {
    f = await startFuzzApp();
  }, 60_000);
  afterAll(async () => {
    console.log(tallyLine(title, tally));
    await f?.t.close();
  });
  const app = () => {
    if (!f) throw new Error('the fuzz app is not started');
    return f;
  };
  const eachCall: FuzzSuite['eachCall'] = (calls, testTitle, requests, runs) =>
    it.each(calls.map((c) => [`${c.method} ${c.url}`, c] as const))(
      testTitle,
      async (_name, spec) => {
        const started = app();
        await fuzzCall(started.t, spec, started.caller, requests(spec, started.ctx), runs, tally);
      },
      60_000,
    );
  return { app, tally, eachCall };
}
