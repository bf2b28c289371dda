// Small statistics for benchmark samples.

/** @param {number[]} values */
export function median(values) {
  return percentile(values, 50);
}

/**
 * Nearest-rank percentile (p in 0..100) of the samples; NaN for none.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** @param {number[]} values */
export function mean(values) {
  return values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

/**
 * value / baseline rounded to 3 places, or undefined when either is missing or the baseline is 0.
 * @param {number} value
 * @param {number | undefined} baseline
 */
export function ratio(value, baseline) {
  if (!Number.isFinite(value) || !Number.isFinite(baseline) || !baseline) return undefined;
  return Math.round((value / baseline) * 1000) / 1000;
}

/** @param {number} value @param {number} [places] */
export function round(value, places = 1) {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}
