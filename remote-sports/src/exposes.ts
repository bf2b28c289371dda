import type { RemoteModules } from 'shared-contracts';

/**
 * Everything this remote exposes to the host, held to its contract in shared-contracts (names and
 * props). federation.config.cjs builds its `exposes` from this object (scripts/webpack/
 * exposes-from-source.cjs), so the built list and the checked one are the same.
 */
export const EXPOSES = {
  MatchesPage: () => import('./exposed/matches-page'),
  SportGamePage: () => import('./exposed/sport-game-page'),
  CompletedBetsPage: () => import('./exposed/completed-bets-page'),
  InPlayWidget: () => import('./exposed/in-play-widget'),
} satisfies RemoteModules<'sports'>;
