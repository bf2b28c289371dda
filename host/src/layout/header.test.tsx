import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useSaferStatus } from '../lib/safer-status';
import { Header } from './header';

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
