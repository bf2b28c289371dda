/**
 * Test files that measure throughput and must have the machine to themselves: `npm test` runs
 * every other file on two workers (JEST_SOLO=skip leaves these out), then these alone.
 */
module.exports = ['test/reliability/load.test.ts'];
