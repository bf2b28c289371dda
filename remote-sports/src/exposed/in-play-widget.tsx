import { Link } from 'react-router-dom';
import { matchPath } from '../features/matches/match-row';
import { useMatchesStore } from '../features/matches/matches-store';
import { useDashboardPoll } from '../features/matches/use-dashboard-poll';
import { useTexts } from '../i18n/texts';
import { rowScore } from '../lib/score/score-words';
import '../features/matches/matches.css';

/** Compact list of in-play matches (with the score line) linking to their betting pages (host home page). */
export default function InPlayWidget() {
  useDashboardPoll(true);
  const t = useTexts();
  const live = useMatchesStore((s) => s.ids.filter((id) => s.meta[id]?.inPlay).join(','));
  const meta = useMatchesStore((s) => s.meta);
  const loaded = useMatchesStore((s) => s.loaded);
  const ids = live === '' ? [] : live.split(',');
  return (
    <section className="ui-panel inplay-widget" aria-label={t('inPlay.label')}>
      <h2>{t('inPlay.title')}</h2>
      {!loaded ? null : ids.length === 0 ? (
        <p>{t('inPlay.none')}</p>
      ) : (
        <ul>
          {ids.map((id) => {
            const m = meta[id];
            return m ? (
              <li key={id}>
                <Link to={matchPath(m)}>
                  {t('match.teams', { team1: m.team1, team2: m.team2 })}
                </Link>{' '}
                <small translate="no">{m.competition}</small>
                {rowScore(t, m) ? (
                  <small className="inplay-widget__score"> · {rowScore(t, m)}</small>
                ) : null}
              </li>
            ) : null;
          })}
        </ul>
      )}
      <Link to="/matches">{t('matches.all')}</Link>
    </section>
  );
}
