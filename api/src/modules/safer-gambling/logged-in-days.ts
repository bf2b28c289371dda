/** Time logged in per local day (pure): sessions as [start, end) intervals cut at day starts. */
import { localParts, localDay, zonedInstant } from './zoned-time';

export interface Interval {
  start: Date;
  end: Date;
}

/** The starts of the `count` local days ending with the day of `now`, oldest first, and the end. */
export function lastLocalDays(now: Date, count: number, zone: string): Date[] {
  const p = localParts(now, zone);
  return Array.from({ length: count + 1 }, (_, i) =>
    zonedInstant(zone, p.year, p.month, p.day - (count - 1) + i),
  );
}

/** Whole minutes logged in on each of the days (bounds from lastLocalDays), overlaps counted once. */
export function minutesPerDay(
  sessions: readonly Interval[],
  bounds: readonly Date[],
  zone: string,
): { day: string; minutes: number }[] {
  const merged = mergeIntervals(sessions);
  return bounds.slice(0, -1).map((start, i) => {
    const end = bounds[i + 1] ?? start;
    let ms = 0;
    for (const s of merged) {
      const from = Math.max(s.start.getTime(), start.getTime());
      const to = Math.min(s.end.getTime(), end.getTime());
      if (to > from) ms += to - from;
    }
    return { day: localDay(start, zone), minutes: Math.floor(ms / 60_000) };
  });
}

/** Milliseconds logged in between `from` and `to`, overlaps counted once. */
export function msLoggedIn(sessions: readonly Interval[], from: Date, to: Date): number {
  let ms = 0;
  for (const s of mergeIntervals(sessions)) {
    const start = Math.max(s.start.getTime(), from.getTime());
    const end = Math.min(s.end.getTime(), to.getTime());
    if (end > start) ms += end - start;
  }
  return ms;
}

/** Two tabs or devices logged in at once are one stretch of time. */
function mergeIntervals(sessions: readonly Interval[]): Interval[] {
  const sorted = [...sessions]
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: Interval[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) {
      if (s.end > last.end) last.end = s.end;
    } else out.push({ start: s.start, end: s.end });
  }
  return out;
}
