import { act, render, screen } from '@testing-library/react';
import type { BetListItem } from 'shared-api-types';
import { useBetsStore } from '../../lib/bets/bets-store';
import { FancyBook } from './fancy-book';

const bet = (over: Partial<BetListItem>): BetListItem => ({
  betId: '1',
  matchId: 'm',
  marketId: 'k',
  marketType: 'session',
  selectionId: 's1',
  runnerName: '6 Over Runs India',
  side: 'yes',
  type: 'Yes',
  rate: '100',
  line: 50,
  amount: '100.00',
  win: '100.00',
  liability: '100.00',
  status: 'open',
  result: null,
  pl: null,
  date: '2030-01-01T10:00:00Z',
  ...over,
});

const setSessionBets = (session: BetListItem[]): void =>
  act(() =>
    useBetsStore.setState({ lists: { odds: [], book: [], toss: [], session }, active: [] }),
  );

test('shows the session book from the open bets and follows the bet lists', () => {
  setSessionBets([]);
  const { container } = render(<FancyBook sid="s1" />);
  expect(container.textContent).toBe('');
  // YES 50 for 100 and NO 52 @110 for 200 (liability 220); a bet of another session is ignored.
  setSessionBets([
    bet({}),
    bet({
      betId: '2',
      side: 'no',
      type: 'No',
      line: 52,
      rate: '110',
      amount: '200.00',
      win: '200.00',
      liability: '220.00',
    }),
    bet({ betId: '3', selectionId: 's2' }),
    bet({ betId: '4', status: 'settled' }),
  ]);
  const chips = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(chips).toEqual(['49 or less100.00', '50 to 51300.00', '52 or more-120.00']);
  expect(screen.getByText('-120.00').className).toBe('amount-neg');
});
