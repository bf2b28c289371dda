import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { queryClient } from 'shared-auth';
import { matchBetsQuery, NO_BETS } from '../../lib/bets/bets-query';
import { unmatchedQuery } from '../../lib/orders/unmatched-query';
import { useOddsStore, type MarketMeta } from '../../lib/odds/odds-store';
import { RunnerMarket } from './runner-market';

const drawn: string[] = [];
const rows: string[] = [];
// the real row, memoised as it is, noting each time it draws
jest.mock('./runner-row', () => {
  const { memo } = jest.requireActual('react');
  const real = jest.requireActual('./runner-row').RunnerRow;
  return {
    RunnerRow: memo((props: { sid: string }) => {
      rows.push(props.sid);
      return real.type(props);
    }),
  };
});
jest.mock('../../components/price-cell', () => ({
  PriceCell: ({ testId, price }: { testId: string; price: number }) => {
    drawn.push(testId);
    return <span data-testid={testId}>{price}</span>;
  },
}));

const ids = { matchId: 'm1', eventId: 'e1', marketId: 'k1' };
const onPick = () => undefined;
const market = (status: 'OPEN' | 'SUSPENDED'): MarketMeta => ({
  type: 'odds',
  marketId: 'k1',
  name: 'Match Odds',
  status,
  runnerIds: ['s1', 's2'],
});

const page = (extra: string) => (
  <QueryClientProvider client={queryClient}>
    {/* what the page gives on each of its renders: the same ids, new header contents */}
    <RunnerMarket ids={ids} type="odds" onPick={onPick} headExtra={<i>{extra}</i>} />
  </QueryClientProvider>
);

beforeEach(() => {
  queryClient.setQueryData(matchBetsQuery('m1').queryKey, NO_BETS);
  queryClient.setQueryData(unmatchedQuery('m1').queryKey, []);
  useOddsStore.setState({
    markets: { odds: market('OPEN') },
    runnerNames: { 'odds:s1': 'India', 'odds:s2': 'Australia' },
    live: true,
    cells: { 'odds:s1:BackPrice1': 1.55, 'odds:s2:LayPrice1': 2.1 },
  });
});

describe('a runner market drawn again', () => {
  it('draws no row and no price cell again when the page renders or the market object changes alone', () => {
    const view = render(page('a'));
    expect(drawn).toHaveLength(12);
    expect(rows).toEqual(['s1', 's2']);
    drawn.length = 0;
    rows.length = 0;
    view.rerender(page('b'));
    act(() => useOddsStore.setState({ markets: { odds: { ...market('OPEN') } } }));
    expect(rows).toEqual([]);
    expect(drawn).toEqual([]);
    // a price draws its own cell only
    act(() => useOddsStore.setState((s) => ({ cells: { ...s.cells, 'odds:s1:BackPrice1': 1.6 } })));
    expect(drawn).toEqual(['odds-s1-back1']);
  });
});
