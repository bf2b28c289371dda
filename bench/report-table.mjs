// `node bench/report-table.mjs`: publishes a bench run in docs/performance.md. Copies the run's
// bench/results.json (or --from=<file>), without its raw samples, to docs/performance-results.json
// (committed; bench/results.json is not), then rewrites the part of docs/performance.md between
// the two marker comments from that copy. With no results file it rewrites the table from the
// copy alone. `--print` writes that part to stdout and changes nothing (bench/test checks the doc).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cells, HEADER } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PUBLISHED = path.join(root, 'docs', 'performance-results.json');
export const DOC = path.join(root, 'docs', 'performance.md');
export const START = '<!-- bench-table:start (node bench/report-table.mjs writes this part) -->';
export const END = '<!-- bench-table:end -->';

/**
 * @typedef {{ date: string, quick: boolean, options: { only: string[], skipBuild: boolean },
 *   machine: { cpus: number, model: string, loadAverage: number[], node: string,
 *   chromium: string | null, gitCommit: string | null, gitDirty: boolean | null },
 *   wallSeconds: number, sections: Record<string, { status: string }>,
 *   rows: import('./lib/table.mjs').Row[] }} Results
 */

/** The command line that made the run. @param {Results} results */
function commandOf(results) {
  const args = [`--only=${results.options.only.join(',')}`];
  if (results.quick) args.unshift('--quick');
  if (results.options.skipBuild) args.push('--skip-build');
  return `node bench/run.mjs ${args.join(' ')}`;
}

/** A cell on one line, at most 160 characters (a crash's message carries a log's tail). */
function cell(/** @type {string} */ text) {
  const line = text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

/** The markdown between the markers: which run, then its rows. @param {Results} results */
export function renderTable(results) {
  const m = results.machine;
  const commit = m.gitCommit
    ? `commit ${m.gitCommit.slice(0, 7)}${m.gitDirty ? ' + changes' : ''}`
    : '';
  const about = [
    `From \`${commandOf(results)}\` on ${results.date.slice(0, 16).replace('T', ' ')} UTC`,
    commit,
    `${m.cpus} x ${m.model}, Node ${m.node.replace(/^v/, '')}, ${m.chromium ?? 'no Chromium'}`,
    `load average ${m.loadAverage.join(' / ')}`,
  ].filter(Boolean);
  const body = [HEADER, ...results.rows.map(cells)].map((r) => r.map(cell));
  const widths = HEADER.map((_, i) => Math.max(3, ...body.map((r) => r[i].length)));
  /** @param {string[]} r */
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const crashed = Object.entries(results.sections)
    .filter(([, s]) => s.status !== 'ok')
    .map(([name, s]) => `${name} (${s.status})`);
  return [
    START,
    `${about.join('; ')}.${crashed.length ? ` Sections that did not finish: ${crashed.join(', ')}.` : ''}`,
    '',
    line(body[0]),
    line(widths.map((w) => '-'.repeat(w))),
    ...body.slice(1).map(line),
    END,
  ].join('\n');
}

/** The doc with its table replaced. @param {string} doc @param {string} table */
export function replaceTable(doc, table) {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${DOC} has no ${START} ... ${END}`);
  return doc.slice(0, from) + table + doc.slice(to + END.length);
}

/** @param {string[]} argv */
function main(argv) {
  const from = argv.find((a) => a.startsWith('--from='))?.slice('--from='.length);
  const source = from ? path.resolve(from) : path.join(root, 'bench', 'results.json');
  const print = argv.includes('--print');
  if (!print && existsSync(source)) {
    /** @type {Results & { raw?: unknown }} */
    const run = JSON.parse(readFileSync(source, 'utf8'));
    delete run.raw;
    writeFileSync(PUBLISHED, `${JSON.stringify(run, null, 2)}\n`);
    console.log(`published ${path.relative(root, source)} as ${path.relative(root, PUBLISHED)}`);
  } else if (from && !existsSync(source)) {
    throw new Error(`${source} does not exist`);
  } else if (!existsSync(PUBLISHED)) {
    throw new Error(`no results: run pnpm bench (writes bench/results.json) first`);
  }
  const table = renderTable(JSON.parse(readFileSync(PUBLISHED, 'utf8')));
  if (print) return console.log(table);
  writeFileSync(DOC, replaceTable(readFileSync(DOC, 'utf8'), table));
  console.log(`rewrote the table in ${path.relative(root, DOC)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
