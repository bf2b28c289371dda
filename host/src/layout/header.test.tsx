import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useLiveTopic, useSessionStore } from 'shared-auth';
import { useSaferStatus } from '../lib/safer-status';
import { Header } from './header';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  useLiveTopic: jest.fn(() => true),
}));
const live = useLiveTopic as jest.Mock;

const reminder = {
  intervalMinutes: 60,
  sessionStartedAt: '2026-02-12T12:00:00.000Z',
  sessionSeconds: 60,
  netResult: '0.00',
  dueAt: '2026-02-12T13:00:00.000Z',
  due: false,
};

test('the limit marker appears in its own cell, which is there before it', () => {
  useSaferStatus.getState().set({ closeLimits: [], realityCheck: reminder });
  const { container } = render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
  const cell = container.querySelector('.app-header__mark');
  expect(cell).not.toBeNull();
  expect(screen.queryByTestId('header-limit-close')).toBeNull();
  act(() => useSaferStatus.getState().set({ closeLimits: ['daily'], realityCheck: reminder }));
  const marker = screen.getByRole('link', { name: 'A loss limit is 80% used: see your limits' });
  expect(marker.getAttribute('href')).toBe('/safer-gambling');
  expect(cell?.contains(marker)).toBe(true);
});

test('the count of waiting orders shows in the exposure line, from the account topic', () => {
  let onState: ((state: unknown, changed: string[]) => void) | undefined;
  live.mockImplementation((topic: string, fn: typeof onState) => {
    if (topic === 'account') onState = fn;
    return true;
  });
  useSessionStore
    .getState()
    .setBalance({ balance: '1000.00', exposure: '130.00', available: '870.00' });
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
  expect(screen.getByTestId('header-exposure').textContent).toBe('Exp 130.00');
  act(() => onState?.({ waitingOrders: 2 }, ['waitingOrders']));
  expect(screen.getByTestId('header-exposure').textContent).toBe('Exp 130.00');
  const link = screen.getByRole('link', { name: '2 waiting' });
  expect(link.getAttribute('data-testid')).toBe('header-waiting');
  // no match page seen yet: the match list, where the matches with waiting bets are
  expect(link.getAttribute('href')).toBe('/matches');
  act(() => onState?.({ waitingOrders: 0 }, ['waitingOrders']));
  expect(screen.queryByTestId('header-waiting')).toBeNull();
});

test('the waiting count links to the unmatched bets of the match page, this one or the last seen', () => {
  let onState: ((state: unknown, changed: string[]) => void) | undefined;
  live.mockImplementation((topic: string, fn: typeof onState) => {
    if (topic === 'account') onState = fn;
    return true;
  });
  useSessionStore
    .getState()
    .setBalance({ balance: '1000.00', exposure: '130.00', available: '870.00' });
  const game = '/sportGame/m1/e1/k1';
  const { unmount } = render(
    <MemoryRouter initialEntries={[game]}>
      <Header />
    </MemoryRouter>,
  );
  act(() => onState?.({ waitingOrders: 1 }, ['waitingOrders']));
  expect(screen.getByTestId('header-waiting').getAttribute('href')).toBe(`${game}#unmatched-bets`);
  unmount();
  render(
    <MemoryRouter initialEntries={['/statement']}>
      <Header />
    </MemoryRouter>,
  );
  act(() => onState?.({ waitingOrders: 1 }, ['waitingOrders']));
  expect(screen.getByTestId('header-waiting').getAttribute('href')).toBe(`${game}#unmatched-bets`);
});
