import { currentLanguage } from 'shared-auth';
import { playerDateTimeZoned, playerTime } from 'shared-maths/player-time';
import { memo, useCallback } from 'react';
import { PRICE_FIELDS } from './api/get-dashboard';
import { useTexts } from '../../i18n/texts';
import { rowScore } from '../../lib/score/score-words';
import 'shared-ui/visually-hidden.css';
import { MatchPrice } from './match-price';
import { useMatchesStore } from './matches-store';
import { priceQueue } from './price-queue';

export const matchPath = (m: { matchID: string; eventId: string; marketId: string }): string =>
  `/sportGame/${m.matchID}/${m.eventId}/${m.marketId}`;

/** A row's links: plain anchors; the list opens them in the app (one handler, MatchesList). */
export const ROW_LINK = 'match-row__link';

/**
 * One match of /matches: teams, competition, date, in-play mark, the score line (in play), the
 * start (upcoming) or the result (finished), and the six price cells.
 */
export const MatchRow = memo(function MatchRow({ matchId }: { matchId: string }) {
  const t = useTexts();
  const m = useMatchesStore((s) => s.meta[matchId]);
  // rows near the screen show a tick's prices, the others when they come near (price-queue.ts)
  const watch = useCallback(
    (el: HTMLLIElement | null) => (el ? priceQueue.watchRow(el, matchId) : undefined),
    [matchId],
  );
  if (!m) return null;
  return (
    <li ref={watch} className="match-row" data-testid={`match-${matchId}`}>
      <a className={`${ROW_LINK} match-row__info`} href={matchPath(m)}>
        <span className="visually-hidden">{t('matches.open')} </span>
        <span className="match-row__teams">
          {t('match.teams', { team1: m.team1, team2: m.team2 })}
        </span>
        <span className="match-row__meta">
          <bdi translate="no">{m.competition}</bdi> ·{' '}
          {playerDateTimeZoned(new Date(m.date), currentLanguage())}
        </span>
        {m.inPlay && <span className="match-row__live">{t('inPlay.title')}</span>}
        <span className="match-row__score" data-testid={`score-${matchId}`}>
          {m.result || m.outcome || m.inPlay
            ? rowScore(t, m)
            : t('matches.starts', { time: playerTime(new Date(m.date)) })}
        </span>
      </a>
      {/* the same link again, for a thumb on the prices: screen readers and the keyboard use the
          one above (a name here would not hold the prices it shows, WCAG 2.5.3) */}
      <a
        className={`${ROW_LINK} match-row__prices`}
        href={matchPath(m)}
        tabIndex={-1}
        aria-hidden="true"
      >
        {PRICE_FIELDS.map((f) => (
          <MatchPrice key={f} matchId={matchId} field={f} />
        ))}
      </a>
    </li>
  );
});
