// One jest run for every package: `pnpm unit` (or `npx jest --selectProjects host`).
module.exports = {
  // Global option (ignored inside projects): PGlite's first open takes seconds on a busy machine.
  testTimeout: 60000,
  // The longest files first (checked-in seconds: a clean clone has no timings cache).
  testSequencer: '<rootDir>/scripts/jest/longest-first.cjs',
  projects: [
    '<rootDir>/shared-auth',
    '<rootDir>/shared-ui',
    '<rootDir>/shared-maths',
    '<rootDir>/host',
    '<rootDir>/remote-sports',
    '<rootDir>/remote-casino',
    '<rootDir>/remote-reports',
    '<rootDir>/api',
    // `pnpm bench --quick` end to end (bench/test/bench-smoke.test.js).
    '<rootDir>/bench',
    // The scripts' own tests (static servers under hostile requests).
    '<rootDir>/scripts',
    // The API suite again on a real PostgreSQL when one is given (npm test starts one).
    ...(process.env.TEST_POSTGRES_URL ? ['<rootDir>/api/jest.pg.config.js'] : []),
  ],
};
