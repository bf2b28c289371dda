import { moveTicks } from 'shared-maths';
import type { SimMatch, Triple } from './sim-types';

const moveAll = (t: Triple, step: number): Triple =>
  t.map((p) => (p > 0 ? moveTicks(p, step) : 0)) as Triple;
const addAll = (t: Triple, n: number): Triple => t.map((v) => (v > 0 ? v + n : 0)) as Triple;

/** Steps of the churn cycle: up, up, back down two, so a client that misses a tick still sees a change. */
export const churnStep = (tick: number): number => (tick % 3 === 0 ? -2 : 1);

/**
 * Benchmark mode (`/__test/Sports/Control {Churn: true}`): every price, size and fancy line of a
 * match moves `step` ladder steps (churnStep), so each tick changes every price cell and nothing
 * else (no suspensions, no ball running, no match ends).
 */
export function churnMatch(m: SimMatch, step: number): void {
  for (const mk of [m.odds, m.toss]) {
    for (const r of mk.runners) {
      r.back = moveAll(r.back, step);
      r.lay = moveAll(r.lay, step);
      r.backSize = addAll(r.backSize, 25 * step);
      r.laySize = addAll(r.laySize, 25 * step);
    }
  }
  for (const r of m.book.runners) {
    r.back = addAll(r.back, step);
    r.lay = addAll(r.lay, step);
  }
  for (const s of m.sessions) {
    s.noLine += step;
    s.yesLine += step;
  }
}
