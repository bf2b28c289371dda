/**
 * The same API suite on a real PostgreSQL: `npm test` sets TEST_POSTGRES_URL (a server it started)
 * and the root jest config adds this project. Each test file gets a fresh database (test/support/test-db.ts).
 */
const base = require('./jest.config');

module.exports = {
  ...base,
  displayName: 'api (PostgreSQL)',
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest/use-postgres.js'],
};
