import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
  // Monday 26 Jan to Sunday 1 Feb 2026, then Monday 2 Feb
  days: Array.from({ length: 8 }, (_, i) => ({
    day: i < 6 ? `2026-01-${26 + i}` : `2026-02-0${i - 5}`,
    bets: i === 4 ? 2 : i === 7 ? 1 : 0,
    staked: i === 4 ? '1500.50' : i === 7 ? '100.00' : '0.00',
    net: i === 4 ? '-850.00' : '0.00',
    minutes: i === 4 ? 95 : 0,
  })),
  events: [
    {
      at: '2026-01-30T04:30:00.000Z',
      event: 'limit_set',
      kind: 'daily',
      amount: '1000.00',
      detail: null,
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
  // By week (the default), newest first: this week so far, then last week's sums.
  const table = screen.getByRole('region', { name: 'Your activity by period' });
  const rows = () => [...table.querySelectorAll('tbody tr')].map((r) => r.textContent);
  expect(rows()).toEqual([
    '2 Feb – 2 Feb 20261100.000.000 h 0 min',
    '26 Jan – 1 Feb 202621,500.50-850.001 h 35 min30 Jan 2026 10:00 IST Daily loss limit set to 1,000.00',
  ]);
  fireEvent.click(screen.getByLabelText('Day'));
  expect(rows()).toHaveLength(8);
  expect(rows()[0]).toBe('2 Feb 20261100.000.000 h 0 min');
  fireEvent.click(within(screen.getByRole('group', { name: 'Show by' })).getByLabelText('Month'));
  expect(rows().map((r) => r?.slice(0, 22))).toEqual([
    '1 Feb – 2 Feb 20261100',
    '26 Jan – 31 Jan 202621',
  ]);
  expect(screen.getByText('Times in IST')).toBeTruthy();
});

test('usedPercent is whole and capped at 100', () => {
  expect(usedPercent({ kind: 'daily', amount: '300.00', used: '100.00', left: '200.00' })).toBe(33);
  expect(usedPercent({ kind: 'daily', amount: '300.00', used: '450.00', left: '0.00' })).toBe(100);
});

test('Download as CSV saves the rows shown, by the period chosen', async () => {
  post.mockResolvedValue(reply({ status: 0, message: '', data: activity }));
  const saved: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:activity';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    expect(this.download).toBe('safer-activity-by-month-2026-02-02.csv');
  });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <ActivityView />
      </QueryClientProvider>,
    );
  });
  fireEvent.click(await screen.findByLabelText('Month'));
  fireEvent.click(screen.getByRole('button', { name: 'Download as CSV' }));
  expect(click).toHaveBeenCalledTimes(1);
  const blob = saved[0] as Blob;
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
    reader.readAsText(blob);
  });
  // UTF-8 with a byte order mark first, so a spreadsheet reads the Hindi texts
  expect(blob.size).toBe(new TextEncoder().encode(text).length + 3);
  expect(text).toBe(
    'From,To,Bets placed,Total staked,Net result,Minutes logged in,Limit changes and breaks\r\n' +
      '2026-01-26,2026-01-31,2,1500.50,-850.00,95,2026-01-30T10:00:00+05:30 Daily loss limit set to 1000.00\r\n' +
      '2026-02-01,2026-02-02,1,100.00,0.00,0,\r\n',
  );
  click.mockRestore();
});
