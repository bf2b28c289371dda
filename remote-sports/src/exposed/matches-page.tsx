import { MatchesList } from '../features/matches/matches-list';
import { useDashboardPoll } from '../features/matches/use-dashboard-poll';
import { useTexts } from '../i18n/texts';

/** /matches: the cricket match list (GetDashboard), prices refreshed every second. */
export default function MatchesPage() {
  useDashboardPoll();
  const t = useTexts();
  return (
    <div className="matches-page">
      <h1 className="matches-page__title">{t('matches.title')}</h1>
      <MatchesList />
    </div>
  );
}
