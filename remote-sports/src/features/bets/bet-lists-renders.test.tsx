import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { queryClient } from 'shared-auth';
import { matchBetsQuery } from '../../lib/bets/bets-query';
import { BetLists } from './bet-lists';

const heads: string[][] = [];
jest.mock('shared-ui/column-heads', () => ({
  ColumnHeads: ({ labels }: { labels: string[] }) => {
    heads.push(labels);
    return null;
  },
}));

beforeEach(() => queryClient.clear());

// The page draws the lists (empty) with the markets; a player without bets then gets empty lists.
test('empty lists arriving draw no bet table again', async () => {
  render(
    <QueryClientProvider client={queryClient}>
      <BetLists matchId="m1" />
    </QueryClientProvider>,
  );
  expect(heads).toHaveLength(4);
  heads.length = 0;
  await act(async () => {
    queryClient.setQueryData(matchBetsQuery('m1').queryKey, {
      lists: { odds: [], book: [], toss: [], session: [] },
      active: [],
    });
    await new Promise((done) => setTimeout(done, 10));
  });
  expect(heads).toHaveLength(0);
});
