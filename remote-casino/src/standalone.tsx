import { mountStandalone, type StandaloneRoute } from 'shared-ui/standalone-shell';
import { EXPOSES as page } from './exposes';

/** The remote's own pages, for running it without the host (pnpm --filter remote-casino dev). */
const routes: StandaloneRoute[] = [
  { path: '/games', page: page.GamesLobbyPage },
  { path: '/games/:gamePath', page: page.CasinoGamePage },
  { path: '/virtualCasino', page: page.VirtualCasinoPage },
  { path: '/freegames', page: page.FreeGamesPage },
  { path: '/ledgers', page: page.LedgersPage },
  { path: '/LedMatDetails', page: page.LedMatDetailsPage },
  { path: '/casinoDetails', page: page.CasinoDetailsPage },
];

void mountStandalone('Casino', routes);
