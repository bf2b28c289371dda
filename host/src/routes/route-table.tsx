import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StreamTopic } from 'shared-api-types';
import type { PlainExpose, RemoteRef } from 'shared-contracts';
import { FIRST_READS, type FirstRead } from './first-reads';

/** A page the host owns, or a module exposed by one of the three remotes (shared-contracts). */
export type RouteTarget =
  { kind: 'host'; page: LazyExoticComponent<ComponentType> } | { kind: 'remote'; ref: RemoteRef };

export interface AppRoute {
  path: string;
  title: string;
  target: RouteTarget;
  /**
   * The page's first read (API path and body, or the body made from the path's parameters), sent
   * at start-up beside its code (first-reads.ts, shared-auth startEarlyCall).
   */
  firstCall?: FirstRead;
  /** The stream topic the page follows, followed from start-up on (shared-auth followEarly). */
  topic?: StreamTopic | ((params: Record<string, string | undefined>) => StreamTopic);
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
 * One row of the table: path, page title, what it shows and its stream topic if any (first reads:
 * first-reads.ts).
 */
type Row = [path: string, title: string, target: RouteTarget, topic?: AppRoute['topic']];

// e2e/support/app-pages.ts reads the paths from this source (each row's first string)
const ROWS: Row[] = [
  ['/', 'Home', homePage],
  ['/home', 'Home', homePage],
  ['/dashboard', 'Dashboard', host(() => import('../pages/dashboard/dashboard-page'))],
  ['/profile', 'Profile', host(() => import('../pages/profile/profile-page'))],
  [
    '/Change_password',
    'Change password',
    host(() => import('../pages/change-password/change-password-page')),
  ],
  ['/rules', 'Rules', host(() => import('../pages/rules/rules-page'))],
  ['/Setting', 'Settings', host(() => import('../pages/setting/setting-page'))],
  ['/settingall', 'All settings', host(() => import('../pages/setting-all/setting-all-page'))],
  [
    '/safer-gambling',
    'Safer gambling',
    host(() => import('../pages/safer-gambling/safer-gambling-page')),
  ],
  ['/matches', 'Matches', sports('MatchesPage'), 'dashboard'],
  [
    '/sportGame/:Matchid/:eventId/:marketId',
    'Match',
    sports('SportGamePage'),
    // the match's prices: the market's first live price comes with the page's first draw
    ({ eventId }) => `match:${eventId ?? ''}`,
  ],
  ['/Completed-bets/:Matchid/:eventId/:marketId', 'Completed bets', sports('CompletedBetsPage')],
  ['/games', 'Casino', casino('GamesLobbyPage')],
  ...CASINO_GAMES.map((game): Row => [
    `/games/${game.path}`,
    game.name,
    remote({ remote: 'casino', expose: 'CasinoGamePage', props: { gamePath: game.path } }),
  ]),
  ['/virtualCasino', 'Virtual casino', casino('VirtualCasinoPage')],
  ['/freegames', 'Free games', casino('FreeGamesPage')],
  ['/ledgers', 'Ledgers', casino('LedgersPage')],
  ['/LedMatDetails', 'Ledger details', casino('LedMatDetailsPage')],
  ['/casinoDetails', 'Casino ledger', casino('CasinoDetailsPage')],
  ['/statement', 'Statement', reports('StatementPage')],
  ['/UserLiveBetHistory', 'Live game bets', reports('UserLiveBetHistoryPage')],
  ['/UserMyLedger', 'My ledger', reports('UserMyLedgerPage')],
  ['/MyCommission', 'My commission', reports('MyCommissionPage')],
  ['/UserProfitLoss', 'Profit and loss', reports('UserProfitLossPage')],
  ['/UserBetHistory', 'Bet history', reports('UserBetHistoryPage')],
];

/**
 * The whole route table (docs/architecture.md, Routes). Paths match exactly and ignore case
 * (react-router's default), so /Ledgers and /ledgers are the same page.
 */
export const ROUTES: AppRoute[] = ROWS.map(([path, title, target, topic]) => {
  const firstCall = FIRST_READS[path];
  return { path, title, target, ...(firstCall && { firstCall }), ...(topic && { topic }) };
});
