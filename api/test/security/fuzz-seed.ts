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

/**
 * Generated requests a call gets: `ci` (what `npm test` runs, the same cases each run with the
 * fixed seed), or `FUZZ_RUNS=<n>` for a long soak (the bench's fuzz section: 1,000, random seed).
 */
export function fuzzRuns(ci: number): number {
  const raw = process.env.FUZZ_RUNS;
  if (raw === undefined || raw === '') return ci;
  const runs = Number(raw);
  if (!Number.isSafeInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a whole number of 1 or more, got "${raw}"`);
  return runs;
}
