import { useOddsStore, type OddsState } from '../../lib/odds/odds-store';
import { useTexts } from '../../i18n/texts';

const teamOf = (s: OddsState, k: 0 | 1): string =>
  s.runnerNames[`odds:${s.markets.odds?.runnerIds[k] ?? ''}`] ?? '';

/**
 * "India v Australia" from the match odds' runners ('' until they are known). The store gives the
 * names alone: a selector that made the sentence would interpolate it on every price tick.
 */
export function useMatchTitle(): string {
  const t = useTexts();
  const team1 = useOddsStore((s) => teamOf(s, 0));
  const team2 = useOddsStore((s) => teamOf(s, 1));
  return team1 && team2 ? t('match.teams', { team1, team2 }) : '';
}
