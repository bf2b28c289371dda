import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { FeedReply, UnmatchedBet } from 'shared-api-types';
import { queryClient } from 'shared-auth';
import { matchBetsQuery, NO_BETS } from '../../lib/bets/bets-query';
import { unmatchedQuery } from '../../lib/orders/unmatched-query';
import { useOddsStore } from '../../lib/odds/odds-store';
import type { SelectRunner } from './market-types';
import { RunnerMarket } from './runner-market';

const waitingLay: UnmatchedBet = {
  betId: '7',
  marketType: 'odds',
  marketId: 'k1',
  selectionId: 's1',
  selectionName: 'India',
  side: 'lay',
  price: '1.54',
  size: '500.00',
  matched: '0.00',
  remaining: '500.00',
  persistence: 'lapse',
  placedAt: '',
};

const renderMarket = (onRunnerSelect?: SelectRunner, onPick = jest.fn()) =>
  render(
    <QueryClientProvider client={queryClient}>
      <RunnerMarket
        ids={{ matchId: 'm1', eventId: 'e1', marketId: 'k1' }}
        type="odds"
        onPick={onPick}
        onRunnerSelect={onRunnerSelect}
      />
    </QueryClientProvider>,
  );

beforeEach(() => {
  queryClient.setQueryData(matchBetsQuery('m1').queryKey, NO_BETS);
  queryClient.setQueryData(unmatchedQuery('m1').queryKey, [waitingLay]);
  useOddsStore.setState({
    markets: {
      odds: { type: 'odds', marketId: 'k1', name: 'Match Odds', status: 'OPEN', runnerIds: ['s1'] },
    },
    runnerNames: { 'odds:s1': 'India' },
    live: true,
    cells: {
      'odds:s1:BackPrice1': 1.55,
      'odds:s1:BackSize1': 40,
      'odds:s1:BackPrice2': 1.54,
      'odds:s1:BackSize2': 25,
      'odds:s1:BackPrice3': 0,
      'odds:s1:BackSize3': 0,
      'odds:s1:LayPrice1': 1.57,
      'odds:s1:LaySize1': 10,
    },
  });
  renderMarket();
});

test('a level that does not exist is an empty, disabled cell, not "0"', () => {
  const empty = screen.getByRole('button', { name: 'Back India: no price' });
  expect((empty as HTMLButtonElement).disabled).toBe(true);
  expect(empty.textContent).toBe('');
  expect(screen.getByTestId('odds-s1-lay2').textContent).toBe('');
});

test("the player's waiting lay is marked at its price in the back column and under the name", () => {
  expect(screen.getByTestId('odds-s1-back2').classList.contains('price-cell--mine')).toBe(true);
  expect(screen.getByTestId('odds-s1-back1').classList.contains('price-cell--mine')).toBe(false);
  expect(screen.getByTestId('ladder-order-7').textContent).toBe('Lay 1.54: 500.00 waiting');
  // a jump to the "Unmatched bets" panel further down the page
  expect(screen.getByTestId('ladder-order-7').getAttribute('href')).toBe('#unmatched-bets');
});

test('without onRunnerSelect a name is text; with it a tap on the name asks the page to open its ladder', () => {
  expect(screen.queryByRole('button', { name: 'India' })).toBeNull();
  const select = jest.fn();
  renderMarket(select);
  const name = screen.getByRole('button', { name: 'India' });
  expect(name.getAttribute('aria-haspopup')).toBe('dialog');
  fireEvent.click(name);
  expect(select).toHaveBeenCalledWith('odds', 's1', 'India');
});

test("the last visit's market is marked updating and busy, its prices shown but not tappable, until the live book", () => {
  const { restoreBook, applyBook } = useOddsStore.getState();
  const book = (price: number) => ({
    market: [
      {
        marketType: 'odds' as const,
        marketId: 'k1',
        marketName: 'Match Odds',
        events: [{ SelectionId: 's1', RunnerName: 'India', BackPrice1: price, BackSize1: 40 }],
      },
    ],
  });
  act(() => {
    useOddsStore.getState().reset();
    restoreBook(book(1.55) as unknown as FeedReply);
  });
  const onPick = jest.fn();
  const { container } = renderMarket(undefined, onPick);
  const section = within(container).getByTestId('market-odds');
  expect(section.getAttribute('aria-busy')).toBe('true');
  expect(within(section).getByRole('status').textContent).toBe('Updating…');
  const price = within(section).getByTestId('odds-s1-back1') as HTMLButtonElement;
  expect(price.textContent).toContain('1.55');
  expect(price.disabled).toBe(true);
  fireEvent.click(price);
  expect(onPick).not.toHaveBeenCalled();
  expect(useOddsStore.getState().settled).toBe(false);

  act(() => applyBook(book(1.6) as unknown as FeedReply));
  expect(section.getAttribute('aria-busy')).toBe('false');
  expect(within(section).queryByRole('status')).toBeNull();
  // the same button, now live: replaced in place, not drawn again
  expect(within(section).getByTestId('odds-s1-back1')).toBe(price);
  expect(price.textContent).toContain('1.6');
  expect(price.disabled).toBe(false);
  fireEvent.click(price);
  expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ selectionId: 's1', price: 160 }));
});

test('a toss shows its sizes beside its prices, as match odds do', () => {
  act(() =>
    useOddsStore.setState({
      markets: {
        toss: { type: 'toss', marketId: 't1', name: 'Toss', status: 'OPEN', runnerIds: ['s1'] },
      },
      runnerNames: { 'toss:s1': 'India' },
      cells: { 'toss:s1:BackPrice1': 1.9, 'toss:s1:BackSize1': 250 },
    }),
  );
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <RunnerMarket
        ids={{ matchId: 'm1', eventId: 'e1', marketId: 't1' }}
        type="toss"
        onPick={jest.fn()}
      />
    </QueryClientProvider>,
  );
  const cell = within(container).getByTestId('toss-s1-back1');
  expect(cell.querySelector('.price-cell__size')?.textContent).toBe('250');
});

test('on a phone match odds draw only the best back and lay (the deeper levels are not hidden cells a tick draws), all three once the screen is wide', () => {
  const listeners = new Set<() => void>();
  let wide = false;
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(max-width: 767px)' ? !wide : false;
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  try {
    cleanup();
    const { container } = renderMarket();
    const cells = () =>
      Array.from(container.querySelectorAll('[data-testid^="odds-s1-"]')).map((c) =>
        c.getAttribute('data-testid'),
      );
    expect(cells()).toEqual(['odds-s1-back1', 'odds-s1-lay1']);
    wide = true;
    act(() => listeners.forEach((fn) => fn()));
    expect(cells()).toEqual([
      'odds-s1-back3',
      'odds-s1-back2',
      'odds-s1-back1',
      'odds-s1-lay1',
      'odds-s1-lay2',
      'odds-s1-lay3',
    ]);
  } finally {
    window.matchMedia = original;
  }
});
