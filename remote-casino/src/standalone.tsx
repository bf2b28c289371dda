import { mountStandalone } from 'shared-ui/standalone-shell';
import { EXPOSES } from './exposes';

/** The remote's own pages, for running it without the host (pnpm --filter remote-casino dev). */
void mountStandalone('Casino', EXPOSES, {
  GamesLobbyPage: '/games',
  CasinoGamePage: '/games/:gamePath',
});
