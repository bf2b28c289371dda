// The one table `pnpm bench` prints.

/**
 * @typedef {{ section: string, metric: string, value: number | string | null, unit?: string,
 *   baseline?: { name: string, value: number }, ratio?: number, target?: string, pass?: boolean }} Row
 */

/** @param {number | string | null | undefined} value */
function formatNumber(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  const places = abs >= 100 || Number.isInteger(value) ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', { maximumFractionDigits: places, minimumFractionDigits: 0 });
}

/** @param {number | string | null | undefined} value @param {string | undefined} unit */
const withUnit = (value, unit) => {
  const text = formatNumber(value);
  return text && unit ? `${text} ${unit}` : text;
};

export const HEADER = [
  'section',
  'metric',
  'value',
  'baseline (same run)',
  'ratio',
  'target',
  'ok',
];

/** A row's cells, in the order of the table's columns. @param {Row} row */
export function cells(row) {
  return [
    row.section,
    row.metric,
    withUnit(row.value, row.unit),
    row.baseline ? `${row.baseline.name}: ${withUnit(row.baseline.value, row.unit)}` : '',
    row.ratio === undefined ? '' : `${formatNumber(row.ratio)}x`,
    row.target ?? '',
    row.pass === undefined ? '' : row.pass ? 'ok' : 'MISS',
  ];
}

/** @param {Row[]} rows @returns {string} */
export function formatTable(rows) {
  const body = rows.map(cells);
  const widths = HEADER.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(HEADER), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
