import { FUZZ_CALLS } from './fuzz-calls';
import { rawRequests } from './fuzz-raw';
import { fuzzRuns } from './fuzz-seed';
import { fuzzSuite } from './fuzz-runner';

/** Non-JSON bodies, malformed JSON and wrong Content-Types on every call. */
const RUNS = fuzzRuns(80);

const { eachCall } = fuzzSuite(`Raw body fuzz, ${FUZZ_CALLS.length} calls`);

eachCall(
  FUZZ_CALLS,
  `%s: ${RUNS} raw bodies, no 5xx, every refusal has a message, refusals move no money`,
  rawRequests,
  RUNS,
);
