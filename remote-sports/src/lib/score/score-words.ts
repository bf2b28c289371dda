import type { MatchListItem, MatchOutcomeInfo, MatchScore } from 'shared-api-types';
import type { TextFn } from 'shared-auth';
import type { SportsKey } from '../../i18n/texts';

type T = TextFn<SportsKey>;

/** A result in the player's language from its fields ("India won by 5 wickets"). */
export function outcomeText(t: T, o: MatchOutcomeInfo): string {
  if (o.kind === 'tied') return t('outcome.tied');
  if (o.kind === 'drawn') return t('outcome.drawn');
  if (o.kind === 'tiedBoundary') return t('outcome.tiedBoundary', { team: o.team });
  const n = o.margin === 1 ? 'one' : 'other';
  return t(`outcome.${o.by}.${n}`, { team: o.team, count: o.margin });
}

/**
 * What the scoreboard says under the score, from GetScore's fields: the result, the toss to come,
 * the chase, or the toss. The API's English sentence only where its fields are missing (an older
 * API).
 */
export function scoreStatus(t: T, s: MatchScore): string {
  if (s.outcome) return outcomeText(t, s.outcome);
  if (s.outcome === undefined || s.tossInfo === undefined) return s.status;
  if (!s.tossInfo) return t('score.tossToCome');
  if (s.battingTeam && s.runsNeeded !== null && s.ballsLeft !== null)
    return t('score.need', { team: s.battingTeam, runs: s.runsNeeded, balls: s.ballsLeft });
  return t(s.tossInfo.bat ? 'score.toss.bat' : 'score.toss.bowl', { team: s.tossInfo.team });
}

/** A match list row's score: "BAN 87/3 (12.4) · target 161" in the player's words, or the result. */
export function rowScore(
  t: T,
  m: Partial<Pick<MatchListItem, 'outcome' | 'scoreNow' | 'target' | 'result' | 'scoreLine'>>,
): string {
  if (m.outcome) return outcomeText(t, m.outcome);
  if (m.scoreNow === undefined) return m.result || m.scoreLine || '';
  const target = m.target ?? null;
  return target !== null && m.scoreNow
    ? `${m.scoreNow} · ${t('score.lineTarget', { runs: target })}`
    : m.scoreNow;
}
