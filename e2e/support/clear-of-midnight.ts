import { test } from '@playwright/test';

const DAY_MS = 86_400_000;

/** Milliseconds from `at` to the next midnight in `zone` (zones without a DST change that day). */
export function msToMidnight(zone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const sinceMidnight =
    ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + (at % 1000);
  return DAY_MS - sinceMidnight;
}

/**
 * For a test that reads "today" (a ledger's day, a daily limit, a report's date): when a
 * midnight of one of `zones` falls within the next `marginMs`, waits until it has passed (the
 * test's timeout grows by the wait), so the day cannot change in the middle of the test.
 */
export async function clearOfMidnight(zones: readonly string[], marginMs = 180_000) {
  const now = Date.now();
  const near = zones.map((zone) => msToMidnight(zone, now)).filter((ms) => ms < marginMs);
  if (near.length === 0) return;
  const wait = Math.max(...near) + 2_000;
  test.info().setTimeout(test.info().timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}
