/**
 * The fuzz tests' seed: fixed so that CI is repeatable, `FUZZ_SEED=<n>` to replay or explore another
 * sequence, `FUZZ_SEED=random` for a new one each run (fast-check prints the seed of a failure).
 */
export function fuzzSeed(): number | undefined {
  const raw = process.env.FUZZ_SEED;
  if (raw === 'random') return undefined;
  if (raw === undefined || raw === '') return 20_261_121;
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed))
    throw new Error(`FUZZ_SEED must be an integer or "random", got "${raw}"`);
  return seed;
}
