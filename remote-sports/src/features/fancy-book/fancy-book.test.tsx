import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { BetListItem } from 'shared-api-types';
import { queryClient } from 'shared-auth';
import { matchBetsQuery, NO_BETS } from '../../lib/bets/bets-query';
import { FancyBook } from './fancy-book';
import { openBet } from '../../../test/open-bet';

const bet = (over: Partial<BetListItem>): BetListItem =>
  openBet({
    marketType: 'session',
    runnerName: '6 Over Runs India',
    side: 'yes',
    type: 'Yes',
    rate: '100',
    line: 50,
    date: '2030-01-01T10:00:00Z',
    ...over,
  });

// the query cache tells its observers on the next task
const setSessionBets = (session: BetListItem[]): Promise<void> =>
  act(async () => {
    queryClient.setQueryData(matchBetsQuery('m').queryKey, {
      ...NO_BETS,
      lists: { ...NO_BETS.lists, session },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

test('shows the session book from the open bets and follows the bet lists', async () => {
  await setSessionBets([]);
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <FancyBook matchId="m" sid="s1" />
    </QueryClientProvider>,
  );
  expect(container.textContent).toBe('');
  // YES 50 for 100 and NO 52 @110 for 200 (liability 220); a bet of another session is ignored.
  await setSessionBets([
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
