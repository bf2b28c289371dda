// Writes scripts/jest/file-seconds.json (read by longest-first.cjs) from a jest JSON report, e.g.
// the unit report of a CI run: node scripts/jest/file-seconds.mjs .e2e-runtime/unit-results.json
// Files of 5 s or more; a file run by two projects (the API on PGlite and PostgreSQL) keeps its
// longer time. Rerun it after a change that moves a file's time by much.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MIN_SECONDS = 5;
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/**
 * @param {{ testResults: { name: string, startTime: number, endTime: number }[] }} report
 * @param {string} reportRoot the checkout the report was made in
 * @returns {Record<string, number>} path relative to the root -> seconds, longest first
 */
export function fileSeconds(report, reportRoot) {
  /** @type {Map<string, number>} */
  const seconds = new Map();
  for (const suite of report.testResults) {
    const file = path.relative(reportRoot, suite.name).split(path.sep).join('/');
    const s = Math.round((suite.endTime - suite.startTime) / 1000);
    if (s >= MIN_SECONDS && s > (seconds.get(file) ?? 0)) seconds.set(file, s);
  }
  return Object.fromEntries([...seconds].sort((a, b) => b[1] - a[1]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node scripts/jest/file-seconds.mjs <jest JSON report>');
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // The report's files are absolute: its checkout is where the first one's scripts/ or api/ is.
  const first = report.testResults[0]?.name ?? '';
  const at = first.search(/\/(api|bench|scripts|host|remote-[a-z]+|shared-[a-z-]+)\//);
  const reportRoot = at > 0 ? first.slice(0, at) : root;
  const out = path.join(here, 'file-seconds.json');
  writeFileSync(out, `${JSON.stringify(fileSeconds(report, reportRoot), null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
