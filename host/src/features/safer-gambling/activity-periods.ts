/**
 * The activity by day, week or month (pure): GetActivity's local days added up, exactly (cents),
 * and the CSV of the same rows. A local day belongs to one ISO week (from Monday) and one
 * calendar month, so adding days up gives the player's weeks and months in their zone.
 */
import type { SaferActivityDay, SaferRecordEvent } from 'shared-api-types';
import { formatCents, parseCents } from 'shared-maths/money';
import { zonedParts } from 'shared-maths/player-time';

export type Grouping = 'day' | 'week' | 'month';
export const GROUPINGS: readonly Grouping[] = ['day', 'week', 'month'];

export interface ActivityPeriod {
  /** The period's first and last day in the data ("2026-12-07"; today for the current one). */
  from: string;
  to: string;
  bets: number;
  staked: string;
  net: string;
  minutes: number;
  /** Its limit changes and breaks, oldest first. */
  events: SaferRecordEvent[];
}

const DAY_MS = 86_400_000;

/** The first day of the day's period: itself, the Monday of its ISO week, the 1st of its month. */
export function periodStartDay(day: string, grouping: Grouping): string {
  if (grouping === 'day') return day;
  if (grouping === 'month') return `${day.slice(0, 7)}-01`;
  const at = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date(at.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** "2026-12-15T00:05:00+05:30": an instant as its wall-clock time in `zone`, with the offset. */
export function isoInZone(at: Date, zone: string): string {
  const p = zonedParts(at, zone);
  const [y, mo, d, h, mi, s] = [p.year, p.month, p.day, p.hour, p.minute, p.second].map(Number);
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
  const offset = Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const abs = Math.abs(offset);
  const two = (n: number) => String(n).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** The days added up by `grouping`, newest first; each event in the period of its local day. */
export function groupActivity(
  days: readonly SaferActivityDay[],
  events: readonly SaferRecordEvent[],
  grouping: Grouping,
  zone: string,
): ActivityPeriod[] {
  const sums = new Map<string, ActivityPeriod & { stakedCents: number; netCents: number }>();
  for (const d of days) {
    const key = periodStartDay(d.day, grouping);
    const sum = sums.get(key) ?? {
      from: d.day,
      to: d.day,
      bets: 0,
      staked: '',
      net: '',
      minutes: 0,
      events: [],
      stakedCents: 0,
      netCents: 0,
    };
    sum.to = d.day > sum.to ? d.day : sum.to;
    sum.from = d.day < sum.from ? d.day : sum.from;
    sum.bets += d.bets;
    sum.minutes += d.minutes;
    sum.stakedCents += parseCents(d.staked);
    sum.netCents += parseCents(d.net);
    sums.set(key, sum);
  }
  for (const e of [...events].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))) {
    const local = isoInZone(new Date(e.at), zone).slice(0, 10);
    sums.get(periodStartDay(local, grouping))?.events.push(e);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([, { stakedCents, netCents, ...p }]) => ({
      ...p,
      staked: formatCents(stakedCents),
      net: formatCents(netCents),
    }));
}

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The periods as one CSV file, oldest first: `headers` name the columns (from, to, bets placed,
 * total staked, net result, minutes logged in, limit changes and breaks); amounts are plain
 * decimals, days ISO, each event its ISO time in `zone` and `describe`'s words.
 */
export function activityCsv(
  periods: readonly ActivityPeriod[],
  zone: string,
  headers: readonly string[],
  describe: (e: SaferRecordEvent) => string,
): string {
  const rows = [...periods]
    .reverse()
    .map((p) =>
      [
        p.from,
        p.to,
        p.bets,
        p.staked,
        p.net,
        p.minutes,
        p.events.map((e) => `${isoInZone(new Date(e.at), zone)} ${describe(e)}`).join('; '),
      ]
        .map(field)
        .join(','),
    );
  return `${[headers.map(field).join(','), ...rows].join('\r\n')}\r\n`;
}
