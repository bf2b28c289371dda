import { FUZZ_CALLS } from './fuzz-calls';
import { fuzzRuns } from './fuzz-seed';
import { fuzzSuite, jsonRequests } from './fuzz-runner';
import { apiRoutes } from './routes';

/** Read-only calls; fuzz-money.test.ts has the ones that write. */
const CALLS = FUZZ_CALLS.filter((c) => c.kind === 'read');
/** Per read call (these move no money): fewer than a writing call's; long soaks: `pnpm bench`. */
const RUNS = fuzzRuns(100);

const { app, eachCall } = fuzzSuite(`JSON body fuzz, ${CALLS.length} read calls`);

it('the fuzz catalogue covers every API route', () => {
  const listed = FUZZ_CALLS.map((c) => `${c.method} ${c.url}`).sort();
  expect(listed).toEqual(apiRoutes(app().t.app).sort());
});

eachCall(
  CALLS,
  `%s: ${RUNS} generated bodies, no 5xx, every refusal has a message, no money moves`,
  jsonRequests,
  RUNS,
);
