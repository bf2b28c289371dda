// jestFailures / playwrightFailures (scripts/lib/test-report.mjs): the failed tests' names that
// `npm test` prints before its tally, read from the JSON reports jest and Playwright write.
// Run in a child process: the module is ESM and these tests are CommonJS without a transform.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const lib = path.resolve(__dirname, '../lib/test-report.mjs');

/** Calls `fn` of the module with `args` in a child process; its JSON result. */
function call(fn, ...args) {
  const code = `import * as m from ${JSON.stringify(lib)};
    console.log(JSON.stringify(m.${fn}(...${JSON.stringify(args)})));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code]).toString());
}

describe('the failed tests named at the end of npm test', () => {
  it('names each failed jest test by file and full name, and a suite that failed to run by its message', () => {
    const report = {
      testResults: [
        {
          name: '/repo/api/test/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a › matches 25.00' },
          ],
        },
        {
          name: '/repo/api/test/b.test.ts',
          status: 'failed',
          message: 'Cannot find module x\n  at y',
          assertionResults: [],
        },
        {
          name: '/repo/c.test.ts',
          status: 'passed',
          assertionResults: [{ status: 'passed', fullName: 'c' }],
        },
      ],
    };
    expect(call('jestFailures', report, '/repo')).toEqual([
      'api/test/a.test.ts › a › matches 25.00',
      'api/test/b.test.ts: Cannot find module x',
    ]);
    expect(call('jestFailures', null, '/repo')).toEqual(['(no jest report)']);
  });

  it('names each unexpected Playwright test in nested suites, and the run errors; flaky and passed ones are not named', () => {
    const report = {
      suites: [
        {
          title: 'login.spec.ts',
          file: 'login.spec.ts',
          specs: [
            { title: 'logs in', tests: [{ status: 'expected' }] },
            { title: 'refuses', tests: [{ status: 'unexpected' }] },
          ],
          suites: [
            {
              title: 'on a phone',
              specs: [
                { title: 'fits', tests: [{ status: 'flaky' }] },
                { title: 'no shift', tests: [{ status: 'unexpected' }] },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'webServer exited\nmore' }],
    };
    expect(call('playwrightFailures', report)).toEqual([
      'login.spec.ts › refuses',
      'login.spec.ts › no shift',
      'error: webServer exited',
    ]);
  });
});
