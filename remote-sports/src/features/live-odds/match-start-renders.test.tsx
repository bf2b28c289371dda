import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { FeedReply } from 'shared-api-types';
import { i18n, queryClient } from 'shared-auth';
import { matchBetsQuery } from '../../lib/bets/bets-query';
import { unmatchedQuery } from '../../lib/orders/unmatched-query';
import { useOddsStore } from '../../lib/odds/odds-store';
import { FancySection } from './fancy-section';
import { RunnerMarket } from './runner-market';
import { feedRunner as runner } from '../../../test/feed-runner';

const drawn: string[] = [];
const labels = new Map<string, string>();
// the real cells, noting each draw of a price cell (by test id) and the name it is given
jest.mock('../../components/price-cell', () => ({
  PriceCell: ({ testId, price, label }: { testId: string; price: number; label: string }) => {
    drawn.push(testId);
    labels.set(testId, label);
    return <span data-testid={testId}>{price}</span>;
  },
}));

const book = (back: number): FeedReply => ({
  matchState: 'inplay',
  market: [
    {
      marketId: 'k1',
      marketName: 'Match Odds',
      marketType: 'odds',
      status: 'OPEN',
      events: [runner('11', back), runner('12', 2.5)],
    },
    {
      marketId: 'k2',
      marketName: 'Bookmaker',
      marketType: 'book',
      status: 'OPEN',
      events: [runner('21', 1.9), runner('22', 2.1)],
    },
  ],
});
const session = (line: number): FeedReply => ({
  market: [
    {
      marketId: 'f1',
      marketName: 'Fancy',
      marketType: 'session',
      events: [
        {
          ...runner('31', 1),
          LayPrice1: line,
          LaySize1: 100,
          BackPrice1: line + 1,
          BackSize1: 100,
        },
      ],
    },
  ],
});

const ids = { matchId: 'm1', eventId: 'e1', marketId: 'k1' };
const onPick = () => undefined;
const markets = () => (
  <QueryClientProvider client={queryClient}>
    <RunnerMarket ids={ids} type="odds" onPick={onPick} />
    <RunnerMarket ids={ids} type="book" onPick={onPick} />
    <FancySection ids={ids} onPick={onPick} />
  </QueryClientProvider>
);
/** A change, and the query client's notices (sent a task later) drawn. */
const settle = (change: () => void) =>
  act(async () => {
    change();
    await new Promise((done) => setTimeout(done, 10));
  });
const count = () => {
  const n = drawn.length;
  drawn.length = 0;
  return n;
};

beforeEach(() => {
  queryClient.clear();
  useOddsStore.getState().reset();
  drawn.length = 0;
});

describe('the match page markets at start', () => {
  it('draws each price cell once from the first reply to the first live price', async () => {
    render(markets());
    expect(count()).toBe(0);
    act(() => {
      useOddsStore.getState().applySession(session(50));
      useOddsStore.getState().applyBook(book(1.8));
    });
    // odds: 2 runners x 6, bookmaker 2 x 2, fancy 1 x 2
    expect(count()).toBe(18);
    expect(labels.get('odds-12-lay3')).toBe('Lay R12 2.56');
    expect(labels.get('session-31-yes')).toBe('Yes R31 51');
    // the replies that follow: bet lists, waiting orders, the stream's first (same) parts
    await settle(() =>
      queryClient.setQueryData(matchBetsQuery('m1').queryKey, {
        lists: { odds: [], book: [], toss: [], session: [] },
        active: [],
      }),
    );
    expect(drawn).toEqual([]);
    await settle(() => queryClient.setQueryData(unmatchedQuery('m1').queryKey, []));
    expect(drawn).toEqual([]);
    act(() => {
      useOddsStore.getState().applySession(session(50));
      useOddsStore.getState().applyBook(book(1.8));
    });
    expect(drawn).toEqual([]);
    // another remote's texts arriving (casino or reports loaded in the idle time)
    act(() => i18n.addResourceBundle('en', 'other-remote', { 'a.b': 'c' }));
    expect(drawn).toEqual([]);
    // the first live price: its own cell only
    const tick = book(1.8);
    tick.market[0]!.events[0]!.BackPrice1 = 1.81;
    const interpolate = jest.spyOn(i18n.services.interpolator, 'interpolate');
    act(() => useOddsStore.getState().applyBook(tick));
    expect(drawn).toEqual(['odds-11-back1']);
    expect(labels.get('odds-11-back1')).toBe('Back R11 1.81');
    // its name is the sentence made once for the runner with the new price put in
    expect(interpolate).not.toHaveBeenCalled();
    interpolate.mockRestore();
  });
});
