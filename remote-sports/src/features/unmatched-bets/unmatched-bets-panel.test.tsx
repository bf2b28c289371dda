import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { UnmatchedBet } from 'shared-api-types';
import { queryClient, useLiveOrPoll, type LiveOrPollOptions } from 'shared-auth';
import { cancelBet, cancelBets, getUnmatchedBets, updateBet } from '../../lib/orders/api/orders';
import { unmatchedQuery } from '../../lib/orders/unmatched-query';
import { useSlipStore } from '../../lib/bets/slip-store';
import { useOddsStore } from '../../lib/odds/odds-store';
import { UnmatchedBetsPanel } from './unmatched-bets-panel';
import { ownWrites } from './use-live-orders';
import { order } from '../../../test/waiting-order';

jest.mock('../../lib/orders/api/orders', () => ({
  getUnmatchedBets: jest.fn(),
  cancelBet: jest.fn(),
  cancelBets: jest.fn(),
  updateBet: jest.fn(),
}));
jest.mock('../../lib/bets/bet-request', () => ({ afterBetPlaced: jest.fn() }));
jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  useLiveOrPoll: jest.fn(() => ({ live: true, refetch: () => undefined })),
}));
const read = getUnmatchedBets as jest.Mock;
const live = useLiveOrPoll as jest.Mock;

const show = async (orders: UnmatchedBet[]) => {
  read.mockResolvedValue(orders);
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <UnmatchedBetsPanel matchId="m1" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: /Unmatched bets/ });
};

beforeEach(() => {
  queryClient.removeQueries({ queryKey: unmatchedQuery('m1').queryKey });
  jest.clearAllMocks();
  ownWrites.clear();
  useSlipStore.setState({ success: null });
  useOddsStore.setState({ matchState: 'upcoming' });
});

test('each waiting order is a list item with its parts; a partly matched one shows both', async () => {
  await show([order('1'), order('2', { side: 'back', matched: '300.00', remaining: '200.00' })]);
  const items = screen.getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    'Lay India at 1.40Waiting 500.00EditCancel',
    'Back India at 1.40Matched 300.00Waiting 200.00EditCancel',
  ]);
  expect(screen.queryByRole('table')).toBeNull();
});

test('Cancel sends the order id once and leaves with a toast; the order is not told again', async () => {
  (cancelBet as jest.Mock).mockResolvedValue({ ok: true });
  await show([order('1')]);
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Lay India at 1.40' })),
  );
  expect(cancelBet).toHaveBeenCalledWith('1', expect.stringMatching(/\S{8,}/));
  expect(useSlipStore.getState().success).toBe('Cancelled: Lay India at 1.40, 500.00');
  act(() => queryClient.setQueryData(unmatchedQuery('m1').queryKey, []));
  await waitFor(() => expect(screen.queryByTestId('unmatched-bets')).toBeNull());
  expect(useSlipStore.getState().success).toBe('Cancelled: Lay India at 1.40, 500.00');
});

test('a refused cancel says why in the row', async () => {
  (cancelBet as jest.Mock).mockResolvedValue({ ok: false, message: 'Bet is no longer unmatched' });
  await show([order('1')]);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Cancel Lay/ })));
  expect((await screen.findByRole('alert')).textContent).toBe('Bet is no longer unmatched');
});

test('Cancel all cancels each market that has waiting orders', async () => {
  (cancelBets as jest.Mock).mockResolvedValue({ ok: true });
  await show([order('1'), order('2', { marketType: 'toss', marketId: 't1' })]);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel all' })));
  expect((cancelBets as jest.Mock).mock.calls.map((c) => c.slice(0, 2))).toEqual([
    ['m1', 'odds'],
    ['m1', 'toss'],
  ]);
  expect(useSlipStore.getState().success).toBe('Unmatched bets cancelled: 2');
});

test('Edit moves the price along the ladder and takes only a smaller stake', async () => {
  (updateBet as jest.Mock).mockResolvedValue({ ok: true });
  await show([order('1', { price: '1.99' })]);
  fireEvent.click(screen.getByRole('button', { name: 'Edit Lay India at 1.99' }));
  const row = screen.getByTestId('order-1');
  fireEvent.click(within(row).getByRole('button', { name: 'Higher price' }));
  fireEvent.click(within(row).getByRole('button', { name: 'Higher price' }));
  expect((within(row).getByTestId('order-price') as HTMLInputElement).value).toBe('2.02');
  fireEvent.change(within(row).getByRole('textbox', { name: 'Stake' }), {
    target: { value: '600' },
  });
  await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Save' })));
  expect(within(row).getByRole('alert').textContent).toBe(
    'The stake can only get smaller: at most 500.00',
  );
  expect(updateBet).not.toHaveBeenCalled();
  fireEvent.change(within(row).getByRole('textbox', { name: 'Stake' }), {
    target: { value: '250' },
  });
  await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Save' })));
  expect(updateBet).toHaveBeenCalledWith(
    { BetId: '1', Price: '2.02', Stake: '250.00' },
    expect.any(String),
  );
  expect(useSlipStore.getState().success).toBe('Updated: Lay India at 2.02');
});

test('an order that lapses or fills leaves with a toast, from the account topic events', async () => {
  await show([order('1'), order('2', { persistence: 'keep' })]);
  const opts = live.mock.calls.at(-1)?.[0] as LiveOrPollOptions<UnmatchedBet[]>;
  expect(opts.topic).toBe('account');
  // the match went in play: order 1 lapsed, order 2 (kept) was matched meanwhile
  useOddsStore.setState({ matchState: 'inplay' });
  read.mockResolvedValue([]);
  act(() => opts.onParts({ orders: [{ kind: 'matched', betId: '2', matchId: 'm1' }] }, ['orders']));
  expect(read).toHaveBeenCalledTimes(2);
  await waitFor(() =>
    expect(useSlipStore.getState().success).toBe(
      'Lapsed: Lay India at 1.40, 500.00 · Matched: Lay India at 1.40',
    ),
  );
});

test('a balance change alone reads nothing again; an order event reads the orders and the bets', async () => {
  await show([order('1')]);
  const opts = live.mock.calls.at(-1)?.[0] as LiveOrPollOptions<UnmatchedBet[]>;
  const bets = ['match-bets', 'm1'];
  queryClient.setQueryData(bets, { lists: {}, active: [] });
  const stale = () => queryClient.getQueryState(bets)?.isInvalidated;
  act(() => opts.onParts({ balance: { balance: '1.00' } }, ['balance']));
  expect(read).toHaveBeenCalledTimes(1);
  expect(stale()).toBe(false);
  // a bet of this player matched whole (from another device too) comes as an order event
  act(() => opts.onParts({ orders: [{ kind: 'matched', betId: '9', matchId: 'm1' }] }, ['orders']));
  expect(read).toHaveBeenCalledTimes(2);
  expect(stale()).toBe(true);
  queryClient.removeQueries({ queryKey: bets });
});

test.each([
  ['-10', 'A stake cannot be negative: type it without the minus sign'],
  ['1e5', 'Type the stake in digits, such as 250 or 250.50'],
  ['abc', 'Type the stake in digits, such as 250 or 250.50'],
  ['100.555', 'A stake has at most 2 digits after the point, such as 100.55'],
  ['0', 'A stake of 0 would end the order: press Cancel to cancel it'],
  ['', 'Enter a stake'],
])(
  'the editor keeps %j as typed, says why in its own sentence and changes nothing',
  async (typed, sentence) => {
    await show([order('1')]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Lay India at 1.40' }));
    const row = screen.getByTestId('order-1');
    const box = within(row).getByRole('textbox', { name: 'Stake' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: typed } });
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Save' })));
    expect(box.value).toBe(typed);
    expect(within(row).getByRole('alert').textContent).toBe(sentence);
    expect(updateBet).not.toHaveBeenCalled();
  },
);

test('Edit takes a typed price, set to the nearest ladder price; a price off the ladder is refused', async () => {
  (updateBet as jest.Mock).mockResolvedValue({ ok: true });
  await show([order('1', { price: '1.99' })]);
  fireEvent.click(screen.getByRole('button', { name: 'Edit Lay India at 1.99' }));
  const row = screen.getByTestId('order-1');
  const box = within(row).getByTestId('order-price') as HTMLInputElement;
  fireEvent.change(box, { target: { value: '1001' } });
  fireEvent.blur(box);
  expect(within(row).getByRole('alert').textContent).toBe('Odds run from 1.01 to 1000');
  await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Save' })));
  expect(updateBet).not.toHaveBeenCalled();
  fireEvent.change(box, { target: { value: '7.3' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(box.value).toBe('7.20');
  expect(within(row).getByRole('alert').textContent).toBe(
    'Odds set to 7.20, the nearest price on the ladder',
  );
  await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Save' })));
  expect(updateBet).toHaveBeenCalledWith({ BetId: '1', Price: '7.20' }, expect.any(String));
});

test('a link to "#unmatched-bets" (the header, a runner\'s order) scrolls the panel into view', async () => {
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  read.mockResolvedValue([order('1')]);
  render(
    <MemoryRouter initialEntries={['/sportGame/m1/e1/k1#unmatched-bets']}>
      <QueryClientProvider client={queryClient}>
        <UnmatchedBetsPanel matchId="m1" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  const panel = await screen.findByTestId('unmatched-bets');
  expect(panel.id).toBe('unmatched-bets');
  expect(scroll).toHaveBeenCalledTimes(1);
  expect(scroll.mock.contexts[0]).toBe(panel);
});
