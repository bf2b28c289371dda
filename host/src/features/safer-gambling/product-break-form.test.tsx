import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { SaferLimitsData } from 'shared-api-types';
import { queryClient, setLanguage, useSessionStore } from 'shared-auth';
import { logInDemo } from 'shared-auth/test/session';
import { toast } from 'react-toastify';
import { saferLimitsQuery } from './api/safer-calls';
import { ProductBreakForm } from './product-break-form';
import { callsTo, helpReply, post, reply, sent, tap } from '../../../test/safer-api';

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const limits = (productBreaks: SaferLimitsData['productBreaks']): SaferLimitsData => ({
  timeZone: 'Asia/Kolkata',
  realityCheckMinutes: 60,
  limits: [],
  timeLimit: { minutes: null, pending: null },
  productBreaks,
});

function renderForm(data = limits([])) {
  queryClient.setQueryData(saferLimitsQuery.queryKey, data);
  render(
    <QueryClientProvider client={queryClient}>
      <ProductBreakForm />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  post.mockReset();
  queryClient.clear();
  post.mockImplementation((path) =>
    path === '/SaferGambling/GetHelp' ? Promise.resolve(helpReply) : new Promise(() => undefined),
  );
  logInDemo();
});

afterEach(async () => {
  await act(() => setLanguage('en'));
});

test('offers sports or the casino for 24 hours to 6 weeks', () => {
  renderForm();
  const product = screen.getByRole('group', { name: 'Break from' });
  expect(
    within(product)
      .getAllByRole('radio')
      .map((r) => r.parentElement?.textContent),
  ).toEqual(['Sports', 'Casino']);
  const period = screen.getByRole('group', { name: 'Length' });
  expect(
    within(period)
      .getAllByRole('radio')
      .map((r) => r.parentElement?.textContent),
  ).toEqual(['24 hours', '48 hours', '7 days', '2 weeks', '6 weeks']);
});

test('a break from sports asks for confirmation with help, then shows its end; the player stays logged in', async () => {
  renderForm();
  fireEvent.click(screen.getByLabelText('48 hours'));
  fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
  expect(callsTo('/SaferGambling/TakeProductBreak')).toHaveLength(0);
  const confirm = screen.getByRole('group', {
    name: 'Take a break from sports for 48 hours? Your unmatched sports bets will be cancelled now.',
  });
  expect(await within(confirm).findByRole('heading', { name: 'Get help' })).toBeTruthy();
  expect(within(confirm).getByRole('link', { name: 'Helpline One' })).toBeTruthy();
  const after = limits([{ product: 'Sports', period: '48h', endsAt: '2026-12-08T10:00:00.000Z' }]);
  post.mockImplementation((path) =>
    Promise.resolve(
      path === '/SaferGambling/GetHelp'
        ? helpReply
        : reply({ status: 0, message: 'server words', data: after }),
    ),
  );
  await tap('Yes, confirm');
  expect(post).toHaveBeenCalledWith(
    ...sent('/SaferGambling/TakeProductBreak', { Product: 'Sports', Period: '48h' }),
  );
  const ends = 'Your break from sports ends on 8 Dec 2026 15:30 IST.';
  expect(screen.getByTestId('product-breaks').textContent).toBe(ends);
  expect(toast.success).toHaveBeenCalledWith(ends, expect.anything());
  expect(useSessionStore.getState().token).toBe('tok');
  expect(screen.getByRole('button', { name: 'Take a break' })).toBeTruthy();
});

test('a break from the casino: its own question; "No, go back" sends nothing', () => {
  renderForm();
  fireEvent.click(screen.getByLabelText('Casino'));
  fireEvent.click(screen.getByLabelText('2 weeks'));
  fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
  expect(screen.getByText('Take a break from the casino for 2 weeks?')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'No, go back' }));
  expect(callsTo('/SaferGambling/TakeProductBreak')).toHaveLength(0);
});

test('a refusal (shorter than the break running) is shown; running breaks in Hindi, month as a word', async () => {
  renderForm(
    limits([
      { product: 'Sports', period: '6w', endsAt: '2027-01-17T10:00:00.000Z' },
      { product: 'Casino', period: '24h', endsAt: '2026-12-07T10:00:00.000Z' },
    ]),
  );
  expect(screen.getByTestId('product-breaks').textContent).toBe(
    'Your break from sports ends on 17 Jan 2027 15:30 IST.' +
      'Your break from the casino ends on 7 Dec 2026 15:30 IST.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Take a break' }));
  const sentence =
    'Your break from sports already lasts until 17 Jan 2027 15:30 IST and cannot be shortened';
  post.mockImplementation((path) =>
    Promise.resolve(
      path === '/SaferGambling/GetHelp'
        ? helpReply
        : reply({ status: 1, message: sentence, data: null }),
    ),
  );
  await tap('Yes, confirm');
  expect(screen.getByRole('alert').textContent).toBe(sentence);
  await act(() => setLanguage('hi'));
  expect(screen.getByTestId('product-breaks').textContent).toContain(
    'खेल से आपका विराम 17 जन॰ 2027 15:30 IST को समाप्त होगा।',
  );
});
