import { lazy } from 'react';
import { mountStandalone, type StandaloneRoute } from 'shared-ui/standalone-shell';

const MatchesPage = lazy(() => import('./exposed/matches-page'));
const SportGamePage = lazy(() => import('./exposed/sport-game-page'));
const CompletedBetsPage = lazy(() => import('./exposed/completed-bets-page'));

/** The remote's own pages, for running it without the host (pnpm --filter remote-sports dev). */
const routes: StandaloneRoute[] = [
  { path: '/matches', element: <MatchesPage /> },
  { path: '/sportGame/:Matchid/:eventId/:marketId', element: <SportGamePage /> },
  { path: '/Completed-bets/:Matchid/:eventId/:marketId', element: <CompletedBetsPage /> },
];

void mountStandalone('Sports', routes);
