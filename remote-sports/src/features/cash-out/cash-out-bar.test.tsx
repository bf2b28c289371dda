import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import type { BetListItem, FeedEvent, FeedStatus, UnmatchedBet } from 'shared-api-types';
import { queryClient as client, TOAST_AUTO_CLOSE_MS } from 'shared-auth';
import { matchBetsQuery, NO_BETS } from '../../lib/bets/bets-query';
import { unmatchedQuery } from '../../lib/orders/unmatched-query';
import { useOddsStore } from '../../lib/odds/odds-store';
import { cashOut } from './api/cash-out';
import { CashOutBar } from './cash-out-bar';
import { openBet } from '../../../test/open-bet';

jest.mock('./api/cash-out', () => ({ cashOut: jest.fn() }));
const send = cashOut as jest.Mock;

const runner = (id: string, back: number, lay: number, more: Partial<FeedEvent> = {}) => ({
  SelectionId: id,
  RunnerName: `Team ${id}`,
  BackPrice1: back,
  BackSize1: 100,
  LayPrice1: lay,
  LaySize1: 100,
  status: 'OPEN' as const,
  ...more,
});
const feed = (status: FeedStatus, events = [runner('A', 1.5, 1.51), runner('B', 2.9, 3)]) => ({
  matchState: 'inplay' as const,
  market: [
    { marketId: 'k1', marketName: 'Match Odds', marketType: 'odds' as const, status, events },
  ],
});
// Backed A for 100 at 2.00.
const bet: BetListItem = openBet({
  matchId: 'm1',
  marketId: 'k1',
  marketType: 'odds',
  selectionId: 'A',
  runnerName: 'Team A',
});

const setOddsBets = (odds: BetListItem[]): void =>
  void client.setQueryData(matchBetsQuery('m1').queryKey, {
    ...NO_BETS,
    lists: { ...NO_BETS.lists, odds },
  });

const setWaiting = (orders: UnmatchedBet[]): void =>
  void client.setQueryData(unmatchedQuery('m1').queryKey, orders);

function renderBar() {
  client.setQueryData(['profile'], { matchCommission: '2.00' });
  render(
    <QueryClientProvider client={client}>
      <CashOutBar matchId="m1" eventId="e1" type="odds" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  send.mockReset().mockResolvedValue({ ok: false, message: 'Cash out value changed: now 1.00' });
  useOddsStore.getState().reset();
  act(() => useOddsStore.getState().applyBook(feed('OPEN')));
  client.clear();
  setOddsBets([bet]);
  setWaiting([]);
});

test('offers the levelled P/L net of commission and sends the gross value it showed', async () => {
  renderBar();
  // Lay A at 1.51: 32.45 whoever wins, less 2 % commission (0.64).
  const amount = screen.getByTestId('cash-out-odds-amount');
  expect(amount.textContent).toBe('31.81');
  expect(amount.className).toBe('cash-out__profit');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /Cash out/ })));
  expect(send.mock.calls[0]?.[0]).toEqual({
    MatchId: 'm1',
    EventId: 'e1',
    MarketId: 'k1',
    MarketType: 'odds',
    Percent: 100,
    Amount: '32.45',
  });
  expect((await screen.findByRole('alert')).textContent).toBe('Cash out value changed: now 1.00');
  fireEvent.click(screen.getByRole('button', { name: '50%' }));
  // Half: 16.22 less 0.32.
  expect(screen.getByTestId('cash-out-odds-amount').textContent).toBe('15.90');
});

test('is disabled with the reason when no price can be had', async () => {
  renderBar();
  act(() => useOddsStore.getState().applyBook(feed('BALL RUNNING')));
  expect(screen.getByTestId('cash-out-odds-reason').textContent).toBe('Ball running');
  expect((screen.getByRole('button', { name: /Cash out/ }) as HTMLButtonElement).disabled).toBe(
    true,
  );
  act(() => useOddsStore.getState().applyBook(feed('OPEN')));
  // the query cache tells its observers on the next task
  await act(async () => {
    setOddsBets([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getByTestId('cash-out-odds-reason').textContent).toBe('No position');
});

test('without a position a tick of the prices draws the bar again not at all', async () => {
  await act(async () => {
    setOddsBets([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  client.setQueryData(['profile'], { matchCommission: '2.00' });
  const commits = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <Profiler id="bar" onRender={commits}>
        <CashOutBar matchId="m1" eventId="e1" type="odds" />
      </Profiler>
    </QueryClientProvider>,
  );
  expect(screen.getByTestId('cash-out-odds-reason').textContent).toBe('No position');
  commits.mockClear();
  act(() =>
    useOddsStore
      .getState()
      .applyBook(feed('OPEN', [runner('A', 1.6, 1.62), runner('B', 2.6, 2.7)])),
  );
  expect(commits).not.toHaveBeenCalled();
  // a position there: the quote follows the prices again
  await act(async () => {
    setOddsBets([bet]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const before = screen.getByTestId('cash-out-odds-amount').textContent;
  act(() => useOddsStore.getState().applyBook(feed('OPEN')));
  expect(screen.getByTestId('cash-out-odds-amount').textContent).toBe('31.81');
  expect(before).not.toBe('31.81');
});

test("offers nothing on the last visit's prices, until the live book", () => {
  act(() => {
    useOddsStore.getState().reset();
    useOddsStore.getState().restoreBook(feed('OPEN'));
  });
  renderBar();
  expect(screen.getByTestId('cash-out-odds-reason').textContent).toBe('No price');
  expect((screen.getByRole('button', { name: /Cash out/ }) as HTMLButtonElement).disabled).toBe(
    true,
  );
  act(() => useOddsStore.getState().applyBook(feed('OPEN')));
  expect(screen.getByTestId('cash-out-odds-amount').textContent).toBe('31.81');
});

test('a position cashed out already (cents apart) is level: no value to take, no shares', async () => {
  // back A 100.00 at 2.00 and the lay that cashed it out: A -33.32, B -33.35 (the rounding's cents)
  const lay = openBet({
    betId: '2',
    matchId: 'm1',
    marketId: 'k1',
    marketType: 'odds',
    selectionId: 'A',
    side: 'lay',
    type: 'Lay',
    rate: '3.00',
    amount: '66.65',
    win: '66.65',
    liability: '133.32',
  });
  setOddsBets([bet, lay]);
  renderBar();
  expect(screen.getByTestId('cash-out-odds-reason').textContent).toBe('Position is level');
  expect((screen.getByRole('button', { name: /Cash out/ }) as HTMLButtonElement).disabled).toBe(
    true,
  );
  expect(screen.queryByRole('button', { name: '100%' })).toBeNull();
});

describe('fault 4: a cash out priced against the player themselves', () => {
  // the rest of a part-matched back of A waits at 1.51: all of 1.51 to lay is the player's
  const rest: UnmatchedBet = {
    betId: '9',
    marketType: 'odds',
    marketId: 'k1',
    selectionId: 'A',
    selectionName: 'Team A',
    side: 'back',
    price: '1.51',
    size: '160.00',
    matched: '100.00',
    remaining: '60.00',
    persistence: 'lapse',
    placedAt: '',
  };
  const book = () =>
    feed('OPEN', [
      runner('A', 1.5, 1.51, { LaySize1: 60, LayPrice2: 1.6, LaySize2: 100 }),
      runner('B', 2.2, 2.3),
    ]);

  test("is priced on the book without the player's own waiting orders, as the server hedges", () => {
    act(() => useOddsStore.getState().applyBook(book()));
    setWaiting([rest]);
    renderBar();
    // the lay of A at 1.60 (the 1.51 is the player's own): 125.00 laid, 25.00 whoever wins,
    // less 2 % (0.50), more than backing B at 2.20; at 1.51 it would be 31.81
    expect(screen.getByTestId('cash-out-odds-amount').textContent).toBe('24.50');
  });

  const refusedAt = async (amount: string) => {
    send.mockResolvedValueOnce({
      ok: false,
      message: `Cash out value changed: now ${amount} Coins`,
      code: null,
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Cash out/ })));
    await screen.findByRole('alert');
  };

  test("a changed value: the button takes the server's value, the notice goes when the value moves", async () => {
    renderBar();
    await refusedAt('20.00');
    expect(screen.getByRole('alert').textContent).toBe('Cash out value changed: now 20.00 Coins');
    // the server's 20.00, less 2 % (0.40), and the next tap accepts it
    expect(screen.getByTestId('cash-out-odds-amount').textContent).toBe('19.60');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Cash out/ })));
    expect(send.mock.calls[1]?.[0]).toMatchObject({ Amount: '20.00' });
    expect(send.mock.calls[1]?.[1]).not.toBe(send.mock.calls[0]?.[1]);
    // the prices move: the value is quoted again and the old refusal goes
    act(() =>
      useOddsStore
        .getState()
        .applyBook(feed('OPEN', [runner('A', 1.6, 1.62), runner('B', 2.6, 2.7)])),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('cash-out-odds-amount').textContent).not.toBe('19.60');
  });

  test('the refusal goes after the notice time even if nothing moves', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      renderBar();
      await refusedAt('20.00');
      expect(screen.getByRole('alert')).toBeTruthy();
      act(() => void jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS + 10));
      expect(screen.queryByRole('alert')).toBeNull();
      // the server's value stays while the book stands as it was
      expect(screen.getByTestId('cash-out-odds-amount').textContent).toBe('19.60');
    } finally {
      jest.useRealTimers();
    }
  });
});
