import { lazy } from 'react';
import { mountStandalone, type StandaloneRoute } from 'shared-ui/standalone-shell';

const GamesLobbyPage = lazy(() => import('./exposed/games-lobby-page'));
const CasinoGamePage = lazy(() => import('./exposed/casino-game-page'));
const VirtualCasinoPage = lazy(() => import('./exposed/virtual-casino-page'));
const FreeGamesPage = lazy(() => import('./exposed/free-games-page'));
const LedgersPage = lazy(() => import('./exposed/ledgers-page'));
const LedMatDetailsPage = lazy(() => import('./exposed/led-mat-details-page'));
const CasinoDetailsPage = lazy(() => import('./exposed/casino-details-page'));

/** The remote's own pages, for running it without the host (pnpm --filter remote-casino dev). */
const routes: StandaloneRoute[] = [
  { path: '/games', element: <GamesLobbyPage /> },
  { path: '/games/:gamePath', element: <CasinoGamePage /> },
  { path: '/virtualCasino', element: <VirtualCasinoPage /> },
  { path: '/freegames', element: <FreeGamesPage /> },
  { path: '/ledgers', element: <LedgersPage /> },
  { path: '/LedMatDetails', element: <LedMatDetailsPage /> },
  { path: '/casinoDetails', element: <CasinoDetailsPage /> },
];

void mountStandalone('Casino', routes);
