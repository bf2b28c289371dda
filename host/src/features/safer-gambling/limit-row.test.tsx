import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { SaferLimit } from 'shared-api-types';
import { queryClient } from 'shared-auth';
import { LimitRow } from './limit-row';
import { post, reply, sent, tap } from '../../../test/safer-api';

const limitsReply = (limits: SaferLimit[]) =>
  reply({
    status: 0,
    message: 'Your daily loss limit is 500.00 Coins from now',
    data: { timeZone: 'Asia/Kolkata', realityCheckMinutes: 60, productBreaks: [], limits },
  });

function renderRow(limit: SaferLimit) {
  render(
    <QueryClientProvider client={queryClient}>
      <ul>
        <LimitRow limit={limit} timeZone="Asia/Kolkata" />
      </ul>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  post.mockReset();
  queryClient.clear();
});

test('a pending raise shows from when it can be confirmed, and can be cancelled', async () => {
  renderRow({
    kind: 'daily',
    amount: '1000.00',
    pending: {
      amount: '5000.00',
      askedAt: '2026-02-11T13:00:00.000Z',
      confirmFrom: '2026-02-12T13:00:00.000Z',
      canConfirm: false,
    },
  });
  expect(screen.getByTestId('limit-daily-amount').textContent).toBe('1,000.00 Coins');
  expect(screen.getByTestId('limit-daily-pending').textContent).toContain(
    'Raise to 5,000.00 Coins asked: you can confirm it from 12 Feb 2026 18:30 IST',
  );
  // Not yet confirmable: no Confirm control before the 24 hours.
  expect(screen.queryByRole('button', { name: 'Confirm this change' })).toBeNull();
  post.mockResolvedValue(limitsReply([{ kind: 'daily', amount: '1000.00', pending: null }]));
  await tap('Cancel this change');
  expect(post).toHaveBeenCalledWith(...sent('/SaferGambling/CancelPending', { Kind: 'daily' }));
  expect(queryClient.getQueryData(['safer', 'limits'])).toMatchObject({
    limits: [{ kind: 'daily', pending: null }],
  });
});

test('after the 24 hours a pending raise is applied only by Confirm', async () => {
  renderRow({
    kind: 'weekly',
    amount: '1000.00',
    pending: {
      amount: null,
      askedAt: '2026-02-11T13:00:00.000Z',
      confirmFrom: '2026-02-12T13:00:00.000Z',
      canConfirm: true,
    },
  });
  expect(screen.getByTestId('limit-weekly-amount').textContent).toBe('1,000.00 Coins');
  expect(screen.getByTestId('limit-weekly-pending').textContent).toContain(
    'Removal asked: confirm it to apply it',
  );
  expect(screen.getByRole('button', { name: 'Cancel this change' })).toBeTruthy();
  post.mockResolvedValue(limitsReply([{ kind: 'weekly', amount: null, pending: null }]));
  await tap('Confirm this change');
  expect(post).toHaveBeenCalledWith(...sent('/SaferGambling/ConfirmPending', { Kind: 'weekly' }));
  expect(queryClient.getQueryData(['safer', 'limits'])).toMatchObject({
    limits: [{ kind: 'weekly', amount: null, pending: null }],
  });
});

test('a new amount must be whole Coins; a good one is sent, Remove sends null', async () => {
  renderRow({ kind: 'stake', amount: '2000.00', pending: null });
  const box = screen.getByLabelText('New stake limit per bet in Coins');
  fireEvent.change(box, { target: { value: '12.50' } });
  fireEvent.click(screen.getByRole('button', { name: 'Set' }));
  expect(box.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('alert').textContent).toBe('Enter a whole number of Coins above 0.');
  expect(post).not.toHaveBeenCalled();

  post.mockResolvedValue(limitsReply([]));
  fireEvent.change(box, { target: { value: ' 500 ' } });
  await tap('Set');
  expect(post).toHaveBeenLastCalledWith(
    ...sent('/SaferGambling/SetLimit', { Kind: 'stake', Amount: '500' }),
  );
  await tap('Remove');
  expect(post).toHaveBeenLastCalledWith(
    ...sent('/SaferGambling/SetLimit', { Kind: 'stake', Amount: null }),
  );
});

test('a refusal shows the server sentence', async () => {
  renderRow({ kind: 'daily', amount: '1000.00', pending: null });
  post.mockResolvedValue(
    reply({ status: 1, message: 'Your daily loss limit is already 1,000.00 Coins', data: null }),
  );
  fireEvent.change(screen.getByLabelText('New daily loss limit in Coins'), {
    target: { value: '1000' },
  });
  await tap('Set');
  expect(screen.getByRole('alert').textContent).toBe(
    'Your daily loss limit is already 1,000.00 Coins',
  );
});

test('an old refusal goes once a later write succeeds', async () => {
  renderRow({
    kind: 'daily',
    amount: '1000.00',
    pending: {
      amount: '5000.00',
      askedAt: '2026-02-11T13:00:00.000Z',
      confirmFrom: '2026-02-12T13:00:00.000Z',
      canConfirm: false,
    },
  });
  post.mockResolvedValue(reply({ status: 1, message: 'Nothing to cancel', data: null }));
  await tap('Cancel this change');
  expect((await screen.findByRole('alert')).textContent).toBe('Nothing to cancel');
  post.mockResolvedValue(limitsReply([{ kind: 'daily', amount: '500.00', pending: null }]));
  fireEvent.change(screen.getByLabelText('New daily loss limit in Coins'), {
    target: { value: '500' },
  });
  await tap('Set');
  expect(screen.queryByRole('alert')).toBeNull();
});
