import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { SaferTimeLimit } from 'shared-api-types';
import { queryClient } from 'shared-auth';
import { TimeLimitRow } from './time-limit-row';
import { post, reply, sent, tap } from '../../../test/safer-api';

const limitsReply = (timeLimit: SaferTimeLimit) =>
  reply({
    status: 0,
    message: 'Your daily time limit is now 1 h 30 min',
    data: {
      timeZone: 'Asia/Kolkata',
      realityCheckMinutes: 60,
      productBreaks: [],
      limits: [],
      timeLimit,
    },
  });

function renderRow(limit: SaferTimeLimit) {
  render(
    <QueryClientProvider client={queryClient}>
      <ul>
        <TimeLimitRow limit={limit} timeZone="Asia/Kolkata" />
      </ul>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  post.mockReset();
  queryClient.clear();
});

test('minutes from 1 to 1440 are sent; anything else is refused before sending', async () => {
  renderRow({ minutes: null, pending: null });
  expect(screen.getByTestId('limit-time-amount').textContent).toBe('No limit');
  const box = screen.getByLabelText('New daily time limit in minutes (1 to 1440)');
  for (const bad of ['0', '1441', '1.5', 'an hour']) {
    fireEvent.change(box, { target: { value: bad } });
    fireEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a whole number of minutes from 1 to 1440.',
    );
  }
  expect(post).not.toHaveBeenCalled();
  fireEvent.change(box, { target: { value: '90' } });
  post.mockResolvedValue(limitsReply({ minutes: 90, pending: null }));
  await tap('Set');
  expect(post).toHaveBeenCalledWith(...sent('/SaferGambling/SetTimeLimit', { Minutes: 90 }));
  expect(queryClient.getQueryData(['safer', 'limits'])).toMatchObject({
    timeLimit: { minutes: 90 },
  });
});

test('a pending raise shows from when it can be confirmed, then Confirm applies it', async () => {
  renderRow({
    minutes: 60,
    pending: {
      minutes: 120,
      askedAt: '2026-02-11T13:00:00.000Z',
      confirmFrom: '2026-02-12T13:00:00.000Z',
      canConfirm: false,
    },
  });
  expect(screen.getByTestId('limit-time-amount').textContent).toBe('1 h 0 min');
  expect(screen.getByTestId('limit-time-pending').textContent).toContain(
    'Raise to 2 h 0 min asked: you can confirm it from 12 Feb 2026 18:30 IST',
  );
  expect(screen.queryByRole('button', { name: 'Confirm this change' })).toBeNull();
});

test('once it can be, Confirm sends ConfirmPending for the time limit', async () => {
  renderRow({
    minutes: 60,
    pending: {
      minutes: null,
      askedAt: '2026-02-11T13:00:00.000Z',
      confirmFrom: '2026-02-12T13:00:00.000Z',
      canConfirm: true,
    },
  });
  expect(screen.getByTestId('limit-time-pending').textContent).toContain(
    'Removal asked: confirm it to apply it',
  );
  post.mockResolvedValue(limitsReply({ minutes: null, pending: null }));
  await tap('Confirm this change');
  expect(post).toHaveBeenCalledWith(...sent('/SaferGambling/ConfirmPending', { Kind: 'time' }));
});
