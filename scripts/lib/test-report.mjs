// The names of what failed in a run's JSON reports, printed at the end of `npm test` so that the
// last lines of a CI log say which tests failed, not only how many.
import path from 'node:path';

/**
 * A jest report's failed tests ("file › name") and suites that failed to run ("file: message").
 * @param {{ testResults: { name: string, status: string, message?: string,
 *   assertionResults: { status: string, fullName: string }[] }[] } | null} report
 * @param {string} root paths are shown relative to it
 * @returns {string[]}
 */
export function jestFailures(report, root) {
  if (!report) return ['(no jest report)'];
  return report.testResults.flatMap((suite) => {
    const file = path.relative(root, suite.name);
    const failed = suite.assertionResults.filter((t) => t.status === 'failed');
    if (suite.status === 'failed' && failed.length === 0)
      return [`${file}: ${(suite.message ?? '').trim().split('\n')[0] ?? ''}`];
    return failed.map((t) => `${file} › ${t.fullName}`);
  });
}

/**
 * @typedef {{ title: string, file?: string, specs?: { title: string, tests: { status: string }[] }[],
 *   suites?: Suite[] }} Suite
 */

/**
 * A Playwright report's unexpected (failed) tests ("file › title") and its top-level errors.
 * @param {{ suites?: Suite[], errors?: { message?: string }[] } | null} report
 * @returns {string[]}
 */
export function playwrightFailures(report) {
  if (!report) return ['(no Playwright report)'];
  /** @param {Suite} suite @param {string} file @returns {string[]} */
  const walk = (suite, file) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'unexpected'))
      .map((spec) => `${file} › ${spec.title}`),
    ...(suite.suites ?? []).flatMap((s) => walk(s, file)),
  ];
  return [
    ...(report.suites ?? []).flatMap((s) => walk(s, s.file ?? s.title)),
    ...(report.errors ?? []).map((e) => `error: ${(e.message ?? '').split('\n')[0]}`),
  ];
}
