/**
 * The same API suite on a real PostgreSQL: `npm test` sets TEST_POSTGRES_URL (a server it started)
 * and the root jest config adds this project. Each test file gets a fresh database (test/support/test-db.ts).
 */
const base = require('./jest.config');

/** Files that never open a database: the api project runs them once; here they would only repeat. */
const NO_DATABASE = [
  'test/config.test.ts',
  'test/odds-hosts.test.ts',
  'test/odds-host-thread.test.ts',
  'test/db/read-batcher.test.ts',
  'test/live/live-bus.test.ts',
  'test/live/stream-hub.test.ts',
  'test/live/stream-connection.test.ts',
  'test/modules/casino/games/games.test.ts',
  'test/modules/ledgers/ledger-arithmetic.test.ts',
  'test/modules/sports/feed/engine.test.ts',
  'test/modules/sports/feed/simulator.test.ts',
  'test/modules/sports/feed/sim-churn.test.ts',
  'test/modules/sports/pure-folders.test.ts',
];

module.exports = {
  ...base,
  displayName: 'api (PostgreSQL)',
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest/use-postgres.js'],
  testPathIgnorePatterns: [
    ...base.testPathIgnorePatterns,
    ...NO_DATABASE.map((f) => `<rootDir>/${f}`),
  ],
};
