import { FUZZ_CALLS } from './fuzz-calls';
import { rawRequests } from './fuzz-raw';
import { fuzzCall, fuzzSuite } from './fuzz-runner';

/** Non-JSON bodies, malformed JSON and wrong Content-Types on every call. */
const RUNS = 80;

const { app, tally } = fuzzSuite(`Raw body fuzz, ${FUZZ_CALLS.length} calls`);

it.each(FUZZ_CALLS.map((c) => [`${c.method} ${c.url}`, c] as const))(
  `%s: ${RUNS} raw bodies, no 5xx, every refusal has a message, refusals move no money`,
  async (_name, spec) => {
    const f = app();
    await fuzzCall(f.t, spec, f.caller, rawRequests(spec, f.ctx), RUNS, tally);
  },
  60_000,
);
