import { FUZZ_CALLS } from './fuzz-calls';
import { newTally, tallyLine } from './fuzz-check';
import { rawRequests } from './fuzz-raw';
import { fuzzCall, startFuzzApp, type FuzzApp } from './fuzz-runner';

/** Non-JSON bodies, malformed JSON and wrong Content-Types on every call. */
const RUNS = 80;

let f: FuzzApp;
const tally = newTally();

beforeAll(async () => {
  f = await startFuzzApp();
}, 60_000);

afterAll(async () => {
  console.log(tallyLine(`Raw body fuzz, ${FUZZ_CALLS.length} calls`, tally));
  await f?.t.close();
});

it.each(FUZZ_CALLS.map((c) => [`${c.method} ${c.url}`, c] as const))(
  `%s: ${RUNS} raw bodies, no 5xx, every refusal has a message, refusals move no money`,
  async (_name, spec) => {
    await fuzzCall(f.t, spec, f.caller, rawRequests(spec, f.ctx), RUNS, tally);
  },
  60_000,
);
