// Jest's order of test files: the longest first, so that the workers finish together. A clean
// clone (CI) has no timings cache and jest would order by file size, which runs the short fuzz
// files (minutes each) last; so the seconds of the slow files are checked in
// (scripts/jest/file-seconds.json, written by `node scripts/jest/file-seconds.mjs <report>`).
// Files not listed follow, by jest's own cached time, then by size.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const SECONDS = require('./file-seconds.json');

const root = path.resolve(__dirname, '../..');
/** @typedef {Parameters<import('@jest/test-sequencer').default['sort']>[0]} Tests */

class LongestFirst extends Sequencer {
  /**
   * @override
   * @param {Tests} tests
   * @returns {Tests}
   */
  sort(tests) {
    const known = (test) => SECONDS[path.relative(root, test.path).split(path.sep).join('/')];
    const listed = tests.filter((t) => known(t) !== undefined);
    const rest = tests.filter((t) => known(t) === undefined);
    // Equal times (a file in both API projects): on PGlite first, it is the slower of the two.
    const pglite = (t) => (t.context.config.displayName?.name === 'api' ? 0 : 1);
    listed.sort((a, b) => known(b) - known(a) || pglite(a) - pglite(b));
    // jest's own sort is synchronous (it returns a promise only in a custom sequencer).
    return [...listed, .../** @type {Tests} */ (super.sort(rest))];
  }
}

module.exports = LongestFirst;
