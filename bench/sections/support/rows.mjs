// Builders for the rows a section returns (see bench/run.mjs): value, unit, baseline, ratio.

/**
 * @typedef {{ section: string, metric: string, value: number, unit: string,
 *   baseline?: { name: string, value: number }, ratio?: number, target?: string, pass?: boolean }} Row
 */

export const round = (n, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * @param {string} section
 * @param {string} metric
 * @param {number} value
 * @param {string} unit
 * @param {{ baseline?: { name: string, value: number }, target?: string, pass?: boolean, places?: number }} [opts]
 * @returns {Row}
 */
export function row(section, metric, value, unit, opts = {}) {
  const { baseline, target, pass, places = 1 } = opts;
  /** @type {Row} */
  const r = { section, metric, value: round(value, places), unit };
  if (baseline) {
    r.baseline = { name: baseline.name, value: round(baseline.value, places) };
    r.ratio = baseline.value > 0 ? round(value / baseline.value, 2) : undefined;
  }
  if (target !== undefined) r.target = target;
  if (pass !== undefined) r.pass = pass;
  return r;
}

/** The median of numbers (an even count: the mean of the middle two). */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
