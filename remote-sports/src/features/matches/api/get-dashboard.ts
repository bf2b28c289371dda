import type { MatchListItem, MatchOutcomeInfo } from 'shared-api-types';
import { callApi } from 'shared-auth';
import { t } from '../../../i18n/texts';

export type { MatchListItem };

/** What the list reads of GetDashboard's data, expecting any value may be missing. */
interface DashboardData {
  sportMathes: { mathes?: Partial<MatchListItem>[] }[];
}

export const PRICE_FIELDS = ['back0', 'back1', 'back2', 'lay0', 'lay1', 'lay2'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

const n = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0;
const s = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** Fills every missing value (prices 0, text ''), per the spec's "missing values default to 0". */
export function normaliseMatch(raw: Partial<MatchListItem>): MatchListItem {
  return {
    back0: n(raw.back0),
    back1: n(raw.back1),
    back2: n(raw.back2),
    lay0: n(raw.lay0),
    lay1: n(raw.lay1),
    lay2: n(raw.lay2),
    bookMakerStatus: s(raw.bookMakerStatus),
    competition: s(raw.competition),
    date: s(raw.date),
    eventId: s(raw.eventId),
    inPlay: raw.inPlay === true,
    mType: s(raw.mType),
    marketId: s(raw.marketId),
    marketType: s(raw.marketType),
    match: s(raw.match),
    matchID: s(raw.matchID),
    oddsStatus: s(raw.oddsStatus),
    sessionStatus: s(raw.sessionStatus),
    sport: s(raw.sport),
    sportID: n(raw.sportID),
    team1: s(raw.team1),
    team2: s(raw.team2),
    tvurl: s(raw.tvurl),
    format: s(raw.format),
    scoreLine: s(raw.scoreLine),
    result: s(raw.result),
    // the score as fields (worded by the client), when the API sends them
    ...(typeof raw.scoreNow === 'string' && { scoreNow: raw.scoreNow }),
    ...(typeof raw.target === 'number' && { target: raw.target }),
    ...(isOutcome(raw.outcome) && { outcome: raw.outcome }),
  };
}

const OUTCOME_KINDS: readonly string[] = ['won', 'tied', 'tiedBoundary', 'drawn'];
const isOutcome = (v: unknown): v is MatchOutcomeInfo =>
  typeof v === 'object' &&
  v !== null &&
  OUTCOME_KINDS.includes(String((v as { kind?: unknown }).kind));

/** POST /DashBoard/GetDashboard {SportId: 4}: the cricket match list. */
export async function getDashboard(silent: boolean): Promise<MatchListItem[]> {
  const data = await callApi<DashboardData>(
    '/DashBoard/GetDashboard',
    { SportId: 4 },
    { silent, fallback: t('matches.loadFailed') },
  );
  return (data.sportMathes[0]?.mathes ?? []).map(normaliseMatch);
}
