import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { SaferActivityData } from 'shared-api-types';
import { apiClient, queryClient } from 'shared-auth';
import { ActivityView, usedPercent } from './activity-view';

const post = jest.spyOn(apiClient, 'post');
const reply = (body: unknown) => ({ data: body }) as Awaited<ReturnType<typeof apiClient.post>>;

const activity: SaferActivityData = {
  timeZone: 'Asia/Kolkata',
  netResult: { today: '-850.00', week: '120.00', month: '0.00' },
  openRisk: '50.00',
  loggedIn: Array.from({ length: 30 }, (_, i) => ({
    day: `01/${String(i + 1).padStart(2, '0')}/2026`, // MM/DD/YYYY, as the API sends it
    minutes: i === 29 ? 95 : 0,
  })),
  limits: [
    { kind: 'daily', amount: '1000.00', used: '900.00', left: '100.00' },
    { kind: 'stake', amount: '500.00', used: null, left: null },
  ],
  history: [
    {
      kind: 'daily',
      amount: '1000.00',
      askedAt: '2026-01-30T04:30:00.000Z',
      effectiveAt: '2026-01-30T04:30:00.000Z',
      cancelledAt: null,
    },
  ],
};

beforeEach(() => {
  post.mockReset();
  queryClient.clear();
});

test('net results, each loss limit as a bar, the history and the days', async () => {
  post.mockResolvedValue(reply({ status: 0, message: '', data: activity }));
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <ActivityView />
      </QueryClientProvider>,
    );
  });
  expect(await screen.findByText('-850.00 Coins')).toBeTruthy();
  const bar = screen.getByRole('progressbar', { name: 'Daily loss limit' });
  expect(bar.getAttribute('aria-valuenow')).toBe('90');
  expect(bar.getAttribute('aria-valuetext')).toBe('900.00 used, 100.00 left of 1,000.00 Coins');
  expect(bar.className).toContain('safer-bar--close');
  // the stake limit has no use to show
  expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  expect(screen.getByRole('region', { name: 'Changes to your limits' }).textContent).toContain(
    '30 Jan 2026 10:00 IST',
  );
  const days = screen.getByRole('region', { name: 'Time logged in, last 30 days' });
  expect(days.querySelectorAll('tbody tr')).toHaveLength(30);
  expect(days.querySelector('tbody tr')?.textContent).toBe('30 Jan95');
  expect(screen.getByText('Times in IST')).toBeTruthy();
});

test('usedPercent is whole and capped at 100', () => {
  expect(usedPercent({ kind: 'daily', amount: '300.00', used: '100.00', left: '200.00' })).toBe(33);
  expect(usedPercent({ kind: 'daily', amount: '300.00', used: '450.00', left: '0.00' })).toBe(100);
});
