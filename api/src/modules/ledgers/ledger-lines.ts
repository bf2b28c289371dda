import type { LedgerLine } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import { teamsOf } from '../reports/report-subject';
import { localDay } from '../safer-gambling/zoned-time';

export interface LedgerRow {
  kind: string;
  amount: number;
  description: string;
  ref_type: string;
  ref_id: string;
  created_at: Date;
  /** The match's teams where the sports tables hold the match (null else). */
  team1: string | null;
  team2: string | null;
}

export const CASINO_MATCH_NAME = 'Casino';

/** "India v Australia - Match Odds" -> "India v Australia". */
export const matchNameOf = (description: string): string =>
  description.split(' - ')[0]?.trim() ?? description;

interface Group {
  key: string;
  matchId: string;
  sportId: 4 | 5;
  last: Date;
  name: string;
  team1: string;
  team2: string;
  net: number;
}

/**
 * One line per settled cricket match (sport 4: settlement + commission rows of every market of
 * the match) and per casino day in `zone` (sport 5; the player's, else UTC), oldest first, with a
 * running balance of won - lost. A line's date is its last row's day in `zone`.
 */
export function buildLedgerLines(rows: readonly LedgerRow[], zone = 'UTC'): LedgerLine[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    let group: Omit<Group, 'net' | 'last'>;
    if (row.ref_type === 'sports_market') {
      const matchId = row.ref_id.split(':')[1] ?? row.ref_id;
      group = {
        key: `4:${matchId}`,
        matchId,
        sportId: 4,
        name: row.kind === 'settlement' ? matchNameOf(row.description) : '',
        ...teamsOf(row),
      };
    } else {
      const day = localDay(row.created_at, zone);
      group = {
        key: `5:${day}`,
        matchId: `casino-${day.replace(/\//g, '')}`,
        sportId: 5,
        name: CASINO_MATCH_NAME,
        team1: '',
        team2: '',
      };
    }
    const existing = groups.get(group.key);
    if (existing) {
      existing.net += row.amount;
      if (row.created_at > existing.last) existing.last = row.created_at;
      if (!existing.name && group.name) existing.name = group.name;
      if (!existing.team1 && group.team1) Object.assign(existing, teamsOf(row));
    } else {
      groups.set(group.key, { ...group, net: row.amount, last: row.created_at });
    }
  }
  const ordered = [...groups.values()].sort((a, b) => a.last.getTime() - b.last.getTime());
  let running = 0;
  return ordered.map((g) => {
    running += g.net;
    const date = localDay(g.last, zone);
    const name = g.name || g.matchId;
    return {
      matchId: g.matchId,
      sportId: g.sportId,
      date,
      description: g.sportId === 5 ? `Casino ${date}` : name,
      matchName: name,
      team1: g.team1,
      team2: g.team2,
      won: formatCents(Math.max(0, g.net)),
      lost: formatCents(Math.max(0, -g.net)),
      balance: formatCents(running),
    };
  });
}
