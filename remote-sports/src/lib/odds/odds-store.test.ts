import type { FeedReply } from './feed-types';
import { cellKey, useOddsStore } from './odds-store';
import { feedRunner as event } from '../../../test/feed-runner';

const book = (back: number, status: 'OPEN' | 'SUSPENDED' = 'OPEN'): FeedReply => ({
  matchState: 'inplay',
  market: [
    {
      marketId: '1.1',
      marketName: 'Match Odds',
      marketType: 'odds',
      status,
      events: [event('11', back), event('12', 2.5)],
    },
  ],
});

describe('odds store', () => {
  beforeEach(() => useOddsStore.getState().reset());

  // The bet lists wait for it; the stream's first book can come before (and abort) the first poll.
  it('is settled once a book is applied, from a poll or from the stream', () => {
    expect(useOddsStore.getState().settled).toBe(false);
    useOddsStore.getState().applyBook(book(1.8));
    expect(useOddsStore.getState().settled).toBe(true);
  });

  it('keeps shapes by identity and changes only the moved cells', () => {
    useOddsStore.getState().applyBook(book(1.8));
    const first = useOddsStore.getState();
    useOddsStore.getState().applyBook(book(1.8));
    expect(useOddsStore.getState().cells).toBe(first.cells);
    expect(useOddsStore.getState().markets).toBe(first.markets);
    useOddsStore.getState().applyBook(book(1.9));
    const next = useOddsStore.getState();
    expect(next.markets).toBe(first.markets);
    expect(next.cells[cellKey('odds', '11', 'BackPrice1')]).toBe(1.9);
    const changed = Object.keys(next.cells).filter((k) => next.cells[k] !== first.cells[k]);
    expect(changed.sort()).toEqual([
      'odds:11:BackPrice1',
      'odds:11:BackPrice2',
      'odds:11:BackPrice3',
      'odds:11:LayPrice1',
      'odds:11:LayPrice2',
      'odds:11:LayPrice3',
    ]);
  });

  it('a status change replaces the market meta; fancy rows map No/Yes', () => {
    useOddsStore.getState().applyBook(book(1.8));
    useOddsStore.getState().applyBook(book(1.8, 'SUSPENDED'));
    expect(useOddsStore.getState().markets.odds?.status).toBe('SUSPENDED');
    useOddsStore.getState().applySession({
      market: [
        {
          events: [
            {
              ...event('41', 0),
              LayPrice1: 50,
              LaySize1: 110,
              BackPrice1: 51,
              BackSize1: 90,
              status: 'BALL RUNNING',
            },
          ],
        },
      ],
    });
    const s = useOddsStore.getState();
    expect(s.sessionIds).toEqual(['41']);
    expect(s.sessions['41']?.status).toBe('BALL RUNNING');
    expect([
      s.cells['session:41:noLine'],
      s.cells['session:41:noRate'],
      s.cells['session:41:yesLine'],
      s.cells['session:41:yesRate'],
    ]).toEqual([50, 110, 51, 90]);
  });

  it('takes the session and the book of one tick as one update, the same state as apart', () => {
    const session: FeedReply = {
      market: [{ events: [{ ...event('41', 0), LayPrice1: 50, LaySize1: 110, status: 'OPEN' }] }],
    };
    useOddsStore.getState().applyBook(book(1.8));
    useOddsStore.getState().applySession(session, 7);
    useOddsStore.getState().applyBook(book(1.9), 7);
    const { cells, sessions, markets, lastTickAt } = useOddsStore.getState();
    useOddsStore.getState().reset();
    useOddsStore.getState().applyBook(book(1.8));
    const updates = jest.fn();
    const stop = useOddsStore.subscribe(updates);
    useOddsStore.getState().applyTick(session, book(1.9), 7);
    stop();
    expect(updates).toHaveBeenCalledTimes(1);
    const s = useOddsStore.getState();
    expect(s.cells).toEqual(cells);
    expect(s.sessions).toEqual(sessions);
    expect(s.markets).toEqual(markets);
    expect([s.lastTickAt, s.settled, s.live]).toEqual([lastTickAt, true, true]);
  });
});
