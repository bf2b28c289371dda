import { FUZZ_CALLS } from './fuzz-calls';
import { fuzzCall, fuzzSuite, jsonRequests } from './fuzz-runner';
import { apiRoutes } from './routes';

/** Read-only calls; fuzz-money.test.ts has the ones that write. */
const CALLS = FUZZ_CALLS.filter((c) => c.kind === 'read');
const RUNS = 300;

const { app, tally } = fuzzSuite(`JSON body fuzz, ${CALLS.length} read calls`);

it('the fuzz catalogue covers every API route', () => {
  const listed = FUZZ_CALLS.map((c) => `${c.method} ${c.url}`).sort();
  expect(listed).toEqual(apiRoutes(app().t.app).sort());
});

it.each(CALLS.map((c) => [`${c.method} ${c.url}`, c] as const))(
  `%s: ${RUNS} generated bodies, no 5xx, every refusal has a message, no money moves`,
  async (_name, spec) => {
    const f = app();
    await fuzzCall(f.t, spec, f.caller, jsonRequests(spec, f.ctx), RUNS, tally);
  },
  60_000,
);
