import { mountStandalone } from 'shared-ui/standalone-shell';
import { EXPOSES } from './exposes';

/** The remote's own pages, for running it without the host (pnpm --filter remote-sports dev). */
void mountStandalone('Sports', EXPOSES, {
  SportGamePage: '/sportGame/:Matchid/:eventId/:marketId',
  CompletedBetsPage: '/Completed-bets/:Matchid/:eventId/:marketId',
});
