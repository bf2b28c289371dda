import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PlainExpose, RemoteRef } from 'shared-contracts';

/** A page the host owns, or a module exposed by one of the three remotes (shared-contracts). */
export type RouteTarget =
  { kind: 'host'; page: LazyExoticComponent<ComponentType> } | { kind: 'remote'; ref: RemoteRef };

export interface AppRoute {
  path: string;
  title: string;
  target: RouteTarget;
  /**
   * The page's first read (API path and body), sent at start-up beside its code (shared-auth
   * startEarlyCall). Not named `path`: e2e/support/app-pages.ts reads page paths from this file.
   */
  firstCall?: { call: string; body: object };
}

const host = (page: () => Promise<{ default: ComponentType }>): RouteTarget => ({
  kind: 'host',
  page: lazy(page),
});
const remote = (ref: RemoteRef): RouteTarget => ({ kind: 'remote', ref });
const sports = (expose: PlainExpose<'sports'>) => remote({ remote: 'sports', expose });
const casino = (expose: PlainExpose<'casino'>) => remote({ remote: 'casino', expose });
const reports = (expose: PlainExpose<'reports'>) => remote({ remote: 'reports', expose });

const homePage = host(() => import('../pages/home/home-page'));

/** The ten live casino tables (docs/architecture.md, Routes): path segment -> game code and name. */
export const CASINO_GAMES = [
  { path: 'liveandarbahar2', name: 'Andar Bahar 2' },
  { path: 'aaa', name: 'Amar Akbar Anthony' },
  { path: 'lucky7A', name: 'Lucky 7 A' },
  { path: 'teenpatti-t20', name: 'Teen Patti T20' },
  { path: 'oneday', name: 'One Day Teen Patti' },
  { path: 'testteenpatti', name: 'Test Teen Patti' },
  { path: 'Lucky7BLatest', name: 'Lucky 7 B' },
  { path: 'dragonTiger2020', name: 'Dragon Tiger 2020' },
  { path: 'cards32A', name: '32 Cards A' },
  { path: 'BollywoodCasino', name: 'Bollywood Casino' },
] as const;

/**
 * The whole route table (docs/architecture.md, Routes). Paths match exactly and ignore case
 * (react-router's default), so /Ledgers and /ledgers are the same page.
 */
export const ROUTES: AppRoute[] = [
  { path: '/', title: 'Home', target: homePage },
  { path: '/home', title: 'Home', target: homePage },
  {
    path: '/dashboard',
    title: 'Dashboard',
    target: host(() => import('../pages/dashboard/dashboard-page')),
  },
  {
    path: '/profile',
    title: 'Profile',
    target: host(() => import('../pages/profile/profile-page')),
  },
  {
    path: '/Change_password',
    title: 'Change password',
    target: host(() => import('../pages/change-password/change-password-page')),
  },
  { path: '/rules', title: 'Rules', target: host(() => import('../pages/rules/rules-page')) },
  {
    path: '/Setting',
    title: 'Settings',
    target: host(() => import('../pages/setting/setting-page')),
  },
  {
    path: '/settingall',
    title: 'All settings',
    target: host(() => import('../pages/setting-all/setting-all-page')),
  },
  {
    path: '/safer-gambling',
    title: 'Safer gambling',
    target: host(() => import('../pages/safer-gambling/safer-gambling-page')),
  },
  {
    path: '/matches',
    title: 'Matches',
    target: sports('MatchesPage'),
    firstCall: { call: '/DashBoard/GetDashboard', body: { SportId: 4 } },
  },
  {
    path: '/sportGame/:Matchid/:eventId/:marketId',
    title: 'Match',
    target: sports('SportGamePage'),
  },
  {
    path: '/Completed-bets/:Matchid/:eventId/:marketId',
    title: 'Completed bets',
    target: sports('CompletedBetsPage'),
  },
  { path: '/games', title: 'Casino', target: casino('GamesLobbyPage') },
  ...CASINO_GAMES.map((game) => ({
    path: `/games/${game.path}`,
    title: game.name,
    target: remote({ remote: 'casino', expose: 'CasinoGamePage', props: { gamePath: game.path } }),
  })),
  { path: '/virtualCasino', title: 'Virtual casino', target: casino('VirtualCasinoPage') },
  { path: '/freegames', title: 'Free games', target: casino('FreeGamesPage') },
  { path: '/ledgers', title: 'Ledgers', target: casino('LedgersPage') },
  { path: '/LedMatDetails', title: 'Ledger details', target: casino('LedMatDetailsPage') },
  { path: '/casinoDetails', title: 'Casino ledger', target: casino('CasinoDetailsPage') },
  { path: '/statement', title: 'Statement', target: reports('StatementPage') },
  {
    path: '/UserLiveBetHistory',
    title: 'Live game bets',
    target: reports('UserLiveBetHistoryPage'),
  },
  { path: '/UserMyLedger', title: 'My ledger', target: reports('UserMyLedgerPage') },
  { path: '/MyCommission', title: 'My commission', target: reports('MyCommissionPage') },
  { path: '/UserProfitLoss', title: 'Profit and loss', target: reports('UserProfitLossPage') },
  { path: '/UserBetHistory', title: 'Bet history', target: reports('UserBetHistoryPage') },
];
