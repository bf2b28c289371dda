import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTES } from './route-table';
import { AppRoutes } from './app-routes';

jest.mock('../federation/remote-page', () => ({
  RemotePage: ({ remote, expose }: { remote: string; expose: string }) => (
    <p>{`remote ${remote}/${expose}`}</p>
  ),
}));

const SPEC_PATHS = [
  '/',
  '/home',
  '/login',
  '/dashboard',
  '/matches',
  '/profile',
  '/statement',
  '/Change_password',
  '/freegames',
  '/rules',
  '/ledgers',
  '/LedMatDetails',
  '/casinoDetails',
  '/games',
  '/settingall',
  '/Setting',
  '/sportGame/:Matchid/:eventId/:marketId',
  '/Completed-bets/:Matchid/:eventId/:marketId',
  '/games/liveandarbahar2',
  '/games/aaa',
  '/games/lucky7A',
  '/games/teenpatti-t20',
  '/games/oneday',
  '/games/testteenpatti',
  '/games/Lucky7BLatest',
  '/games/dragonTiger2020',
  '/games/cards32A',
  '/games/BollywoodCasino',
  '/UserLiveBetHistory',
  '/UserMyLedger',
  '/MyCommission',
  '/UserProfitLoss',
  '/UserBetHistory',
  '/virtualCasino',
];

test('every path of the spec route table is routed, once', () => {
  const paths = ROUTES.map((r) => r.path.toLowerCase());
  expect(new Set(paths).size).toBe(paths.length);
  // /login while logged in is the spec's login page path; logged out, every path shows login.
  for (const spec of SPEC_PATHS.filter((p) => p !== '/login')) {
    expect(paths).toContain(spec.toLowerCase());
  }
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

test('matching ignores case: /Ledgers and /ledgers are the same page', () => {
  renderAt('/Ledgers');
  expect(screen.getByText('remote casino/LedgersPage')).toBeTruthy();
});

test('a casino game path reaches the game page of the casino remote', () => {
  renderAt('/games/dragonTiger2020');
  expect(screen.getByText('remote casino/CasinoGamePage')).toBeTruthy();
});

test('paths match exactly: a longer path is not found', () => {
  renderAt('/matches/extra');
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
});

test('the match page takes the three URL parameters', () => {
  renderAt('/sportGame/101/2001/1.234');
  expect(screen.getByText('remote sports/SportGamePage')).toBeTruthy();
});

test('/login once logged in takes the player home, not to "Page not found"', async () => {
  renderAt('/login');
  expect(await screen.findByText('remote sports/InPlayWidget')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
});
