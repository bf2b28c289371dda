import { memo } from 'react';
import type { MatchScore } from './api/get-score';
import { useTexts } from '../../i18n/texts';
import { scoreStatus } from '../../lib/score/score-words';
import { useScorePoll } from './use-score-poll';
import './scoreboard.css';

const CHIPS = 12;

/** A team's line: its innings joined as cricket writes them ("IND 168/4 & 122"). */
function teamLine(score: MatchScore, team: string): string {
  return score.innings
    .filter((s) => s.team === team)
    .map(
      (s) => `${s.runs}${s.wickets < 10 ? `/${s.wickets}` : ''}${s.closed ? '' : ` (${s.overs})`}`,
    )
    .join(' & ');
}

function chipClass(chip: string): string {
  if (chip === 'W') return 'scoreboard__chip scoreboard__chip--wicket';
  if (chip === '4' || chip === '6') return 'scoreboard__chip scoreboard__chip--boundary';
  if (chip.startsWith('wd') || chip.startsWith('nb'))
    return 'scoreboard__chip scoreboard__chip--extra';
  return 'scoreboard__chip';
}

/**
 * The live scoreboard above the markets: each side's innings, the batting side, run rates, the
 * target and the last 12 balls. Its height is fixed (every line and chip slot is always drawn),
 * so a new ball never moves the markets below it.
 */
export const Scoreboard = memo(function Scoreboard({
  matchId,
  eventId,
}: {
  matchId: string;
  eventId?: string;
}) {
  const t = useTexts();
  const score = useScorePoll(matchId, eventId);
  const names = score?.teams ?? null;
  const chips = score?.lastBalls ?? [];
  const rates = score
    ? [
        score.currentRunRate !== null ? t('score.crr', { rate: score.currentRunRate }) : '',
        score.target !== null ? t('score.target', { runs: score.target }) : '',
        score.requiredRunRate !== null ? t('score.rrr', { rate: score.requiredRunRate }) : '',
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <section className="scoreboard ui-panel" aria-label={t('score.label')} data-testid="scoreboard">
      {[0, 1].map((k) => {
        const team = names?.[k] ?? '';
        const batting = score?.battingTeam === team && team !== '';
        return (
          <div key={k} className="scoreboard__team" data-batting={batting || undefined}>
            <span className="scoreboard__name">
              <bdi translate="no">{team}</bdi>
              {batting && <span aria-label={t('score.batting')}> *</span>}
            </span>
            <span className="scoreboard__runs" data-testid={`score-team-${k}`}>
              {score && team ? teamLine(score, team) : ''}
            </span>
          </div>
        );
      })}
      <div className="scoreboard__line scoreboard__rates">{rates || ' '}</div>
      <div className="scoreboard__line scoreboard__status" data-testid="score-status">
        {score ? scoreStatus(t, score) : ' '}
      </div>
      <ol
        className="scoreboard__balls"
        aria-label={t('score.lastBalls', { count: CHIPS })}
        data-testid="score-balls"
      >
        {Array.from({ length: CHIPS }, (_, k) => {
          const chip = chips[chips.length - CHIPS + k];
          return (
            <li
              key={k}
              className={chip ? chipClass(chip) : 'scoreboard__chip scoreboard__chip--empty'}
            >
              {chip ?? ''}
            </li>
          );
        })}
      </ol>
    </section>
  );
});
