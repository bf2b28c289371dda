// docs/performance.md's table is the one bench/report-table.mjs makes from the committed run
// (docs/performance-results.json): a new run published without rewriting the doc, or a hand edit
// of the table, fails here. Fix: `node bench/report-table.mjs`.
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const START = '<!-- bench-table:start';
const END = '<!-- bench-table:end -->';

/** The doc's part from the start marker to the end marker, both included. */
function tableInDoc() {
  const doc = readFileSync(path.join(root, 'docs/performance.md'), 'utf8');
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  expect(from).toBeGreaterThanOrEqual(0);
  expect(to).toBeGreaterThan(from);
  return doc.slice(from, to + END.length);
}

describe('docs/performance.md', () => {
  it('shows the table bench/report-table.mjs makes from docs/performance-results.json', () => {
    const generated = execFileSync(process.execPath, ['bench/report-table.mjs', '--print'], {
      cwd: root,
      encoding: 'utf8',
    }).trimEnd();
    expect(tableInDoc()).toBe(generated);
  });

  it('shows every row of the published run', () => {
    const run = JSON.parse(readFileSync(path.join(root, 'docs/performance-results.json'), 'utf8'));
    const lines = tableInDoc().split('\n');
    const rows = lines.filter((l) => l.startsWith('| ') && !/^\| (section|-+) /.test(l));
    expect(run.rows.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(run.rows.length);
    expect(lines[1]).toContain(run.date.slice(0, 10));
  });
});
