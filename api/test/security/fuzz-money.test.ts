import fc from 'fast-check';
import { oddsBet } from '../support/sports-helpers';
import { FUZZ_CALLS } from './fuzz-calls';
import { moneyProblem, replyProblem } from './fuzz-check';
import { fuzzRuns } from './fuzz-seed';
import { fuzzSuite, jsonRequests } from './fuzz-runner';
import { RawJson, toJson } from './fuzz-values';
import { moneyStates } from './money-state';

/**
 * Calls that write (login, logout, quick stakes, password, both bet placements): every player's
 * balance, exposure, bets, ledger, idempotency rows, password and stakes are compared around
 * each request. A generated body that happens to be a valid bet is accepted: it must add exactly
 * one bet and move no balance or ledger row.
 */
const CALLS = FUZZ_CALLS.filter((c) => c.kind !== 'read');
const RUNS = fuzzRuns(300);

/** Stakes that are not a positive amount of whole cents, in every form JSON can carry them. */
const BAD_STAKES: unknown[] = [
  ...['1e309', '-1e309', '1e3', '0.001', '0.005', '100.001', '-0', '0', '-0.00', '-100', '-0.01'],
  ...['NaN', 'Infinity', '-Infinity', 'null', '', ' ', '0x64', '1,000', '1_000', '+100', '.5'],
  ...['١٠٠', '１００', '100\u0000', '\u202e100', '1\u200b00', '\ud800', '9'.repeat(30)],
  ...[0, -0, -5, 0.001, 100.005, -100.5, 1e21, null, true, [], {}, [100], { value: 100 }],
  ...['1e309', '-1e309', '-0', 'NaN', '123456789012345678901234567890'].map((t) => new RawJson(t)),
];

const { app, tally, eachCall } = fuzzSuite(`JSON body fuzz, ${CALLS.length} writing calls`);

it.each(['/Player/PlaceBet', '/Casino/PlaceBet'])(
  `%s refuses each of ${BAD_STAKES.length} bad stakes on an otherwise valid bet, and takes 100`,
  async (url) => {
    const f = app();
    const spec = CALLS.find((c) => c.url === url)!;
    const open = f.ctx.matches.find((m) => m.state !== 'completed' && m.odds.status === 'OPEN');
    const valid =
      url === '/Casino/PlaceBet'
        ? fc.sample(spec.valid(f.ctx), { numRuns: 1, seed: 7 })[0]!
        : oddsBet(open!, 'back', '100');
    const send = (Stake: unknown) =>
      f.t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${f.caller.token}`, 'content-type': 'application/json' },
        payload: toJson({ ...valid, Stake }),
      });
    for (const stake of BAD_STAKES) {
      const before = await moneyStates(f.t.db);
      const res = await send(stake);
      const after = await moneyStates(f.t.db);
      const label = toJson(stake);
      expect({ label, problem: replyProblem(res, tally) }).toEqual({ label, problem: null });
      expect({ label, status: res.statusCode, message: res.json().message }).toEqual({
        label,
        status: 400,
        message: expect.stringMatching(/^Stake |Request body is not valid JSON/),
      });
      expect(moneyProblem(spec.kind, 'demo', false, false, before, after)).toBeNull();
    }
    const good = await send('100');
    expect(good.json()).toMatchObject({ status: 0, data: { betId: expect.any(String) } });
  },
);

eachCall(
  CALLS,
  `%s: ${RUNS} generated bodies, no 5xx, every refusal has a message, refusals move no money`,
  jsonRequests,
  RUNS,
);
