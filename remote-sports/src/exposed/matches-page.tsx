import { MatchesList } from '../features/matches/matches-list';
import { useDashboardPoll } from '../features/matches/use-dashboard-poll';

/** /matches: the cricket match list (GetDashboard), prices refreshed every second. */
export default function MatchesPage() {
  useDashboardPoll();
  return (
    <div className="matches-page">
      <h1 className="matches-page__title">Cricket</h1>
      <MatchesList />
    </div>
  );
}
