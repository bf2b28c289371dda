import type { ReportSubject } from 'shared-api-types';
import { casinoTableName, sportsMarketLabel } from './report-labels';

type SportsSubject = Extract<ReportSubject, { kind: 'sports' }>;
const MARKET_TYPES: readonly string[] = ['odds', 'book', 'toss', 'session'];

/**
 * A sports market's columns a subject is read from: the match's teams and the market's name
 * where the sports tables hold them (LEFT JOINs: null else), and its settlement's description.
 */
export interface SportsSubjectSource {
  match_id: string;
  market_type: string;
  team1: string | null;
  team2: string | null;
  market_name: string | null;
  description: string | null;
}

/** "India v Australia - Match Odds": a settlement of a match the sports tables do not hold (the seeded history). */
const DESCRIBED = /^(.+?) v (.+?) - (.+)$/;

/** A match's teams: from the sports tables, else from a settlement's description, else ''. */
export function teamsOf(s: Pick<SportsSubjectSource, 'team1' | 'team2' | 'description'>): {
  team1: string;
  team2: string;
} {
  if (s.team1) return { team1: s.team1, team2: s.team2 ?? '' };
  const described = s.description ? DESCRIBED.exec(s.description) : null;
  return { team1: described?.[1] ?? '', team2: described?.[2] ?? '' };
}

/** What a sports bet or market is about: its teams (or ''), its type and a session's name. */
export function sportsSubject(s: SportsSubjectSource): ReportSubject {
  const marketType = (
    MARKET_TYPES.includes(s.market_type) ? s.market_type : 'odds'
  ) as SportsSubject['marketType'];
  const { team1, team2 } = teamsOf(s);
  let market = s.market_name ?? '';
  if (!s.team1 && team1) market ||= DESCRIBED.exec(s.description ?? '')?.[3] ?? '';
  // odds, book and toss are worded by their type; a session's kind name is no session's name
  if (marketType !== 'session' || market === sportsMarketLabel('session')) market = '';
  return { kind: 'sports', matchId: s.match_id, team1, team2, marketType, market };
}

export function casinoSubject(tableCode: string, round: string): ReportSubject {
  return { kind: 'casino', tableCode, table: casinoTableName(tableCode), round };
}

/**
 * A ledger entry's subject from its market key (sports:<match>:<type>:<market>, casino:<table>:<round>)
 * and the sports columns joined on it; null for an entry about no market.
 */
export function ledgerSubject(
  refId: string | null,
  sports: Omit<SportsSubjectSource, 'match_id' | 'market_type'>,
): ReportSubject | null {
  const [source, a = '', b = '', c] = (refId ?? '').split(':');
  if (source === 'sports' && c !== undefined)
    return sportsSubject({ ...sports, match_id: a, market_type: b });
  if (source === 'casino' && b) return casinoSubject(a, b);
  return null;
}
