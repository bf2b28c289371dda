import { MAX_PRICE, MIN_PRICE, nextTick, snapDown } from 'shared-maths';

export type PriceRead =
  { ok: true; price: number; snapped: boolean } | { ok: false; fault: 'notNumber' | 'outOfRange' };

/** The ladder price nearest to p (odds x100, within the ladder); half way goes down. */
export function nearestTick(p: number): number {
  const below = snapDown(p);
  if (below === p || below >= MAX_PRICE) return below;
  const above = nextTick(below);
  return p - below <= above - p ? below : above;
}

/**
 * Odds as typed ("1.655", "12", "1000") to the nearest Betfair ladder price, in integer
 * hundredths (the third decimal rounds half up before the snap); `snapped` when it is not the
 * typed value.
 */
export function readPrice(typed: string): PriceRead {
  const m = /^(\d{1,6})(?:\.(\d*))?$/.exec(typed.trim());
  if (!m) return { ok: false, fault: 'notNumber' };
  const frac = (m[2] ?? '').padEnd(3, '0');
  const hundredths = Number(m[1]) * 100 + Number(frac.slice(0, 2)) + (Number(frac[2]) >= 5 ? 1 : 0);
  if (hundredths < MIN_PRICE || hundredths > MAX_PRICE) return { ok: false, fault: 'outOfRange' };
  const price = nearestTick(hundredths);
  // a third decimal is a change the player is told of, as a snap is
  const rounded = /[1-9]/.test(frac.slice(2));
  return { ok: true, price, snapped: rounded || price !== hundredths };
}
