import type { RemoteModules } from 'shared-contracts';

/**
 * Everything this remote exposes to the host, held to its contract in shared-contracts (names and
 * props). federation.config.cjs builds its `exposes` from this object (scripts/webpack/
 * exposes-from-source.cjs), so the built list and the checked one are the same.
 */
export const EXPOSES = {
  GamesLobbyPage: () => import('./exposed/games-lobby-page'),
  CasinoGamePage: () => import('./exposed/casino-game-page'),
  VirtualCasinoPage: () => import('./exposed/virtual-casino-page'),
  FreeGamesPage: () => import('./exposed/free-games-page'),
  LedgersPage: () => import('./exposed/ledgers-page'),
  LedMatDetailsPage: () => import('./exposed/led-mat-details-page'),
  CasinoDetailsPage: () => import('./exposed/casino-details-page'),
  CasinoTablesWidget: () => import('./exposed/casino-tables-widget'),
} satisfies RemoteModules<'casino'>;
