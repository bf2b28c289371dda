import type { FeedEvent, FeedReply, RunnerDepth } from 'shared-api-types';
import { bookTops, withTop } from './book-top';

const event = (over: Partial<FeedEvent>): FeedEvent => ({
  SelectionId: 's1',
  RunnerName: 'A',
  BackPrice1: 0,
  BackSize1: 0,
  LayPrice1: 0,
  LaySize1: 0,
  status: 'OPEN',
  ...over,
});

const book = (e: FeedEvent, status: 'OPEN' | 'SUSPENDED' = 'OPEN'): FeedReply => ({
  market: [
    { marketType: 'odds', status, events: [e] },
    { marketType: 'book', status: 'OPEN', events: [{ ...e, SelectionId: 'b1' }] },
  ],
});

describe('bookTops / withTop (the ladder before its depth: message)', () => {
  const depth: RunnerDepth = {
    lastTraded: '2.00',
    traded: '50.00',
    levels: {
      '1.90': ['7.00', '0.00', '0.00'],
      '1.96': ['5.00', '0.00', '0.00'],
      '1.98': ['6.00', '0.00', '0.00'],
      '2.00': ['9.00', '0.00', '50.00'],
      '2.02': ['0.00', '4.00', '0.00'],
      '2.04': ['0.00', '3.00', '0.00'],
      '2.06': ['0.00', '2.00', '0.00'],
      '2.10': ['0.00', '8.00', '0.00'],
    },
  };

  it("takes the book's three best prices a side over the depth, deeper levels and trades kept", () => {
    // the prices moved up a tick: back 2.02 / 2.00 / 1.98, lay 2.04 / 2.06 / 2.08
    const tops = bookTops(
      book(
        event({
          BackPrice1: 2.02,
          BackSize1: 11.5,
          BackPrice2: 2,
          BackSize2: 9,
          BackPrice3: 1.98,
          BackSize3: 6,
          LayPrice1: 2.04,
          LaySize1: 3,
          LayPrice2: 2.06,
          LaySize2: 2,
          LayPrice3: 2.08,
          LaySize3: 1.25,
        }),
      ),
    );
    expect(Object.keys(tops)).toEqual(['odds:s1']);
    expect(withTop(depth, tops['odds:s1']!)).toEqual({
      lastTraded: '2.00',
      traded: '50.00',
      levels: {
        '1.90': ['7.00', '0.00', '0.00'],
        '1.96': ['5.00', '0.00', '0.00'],
        '1.98': ['6.00', '0.00', '0.00'],
        '2.00': ['9.00', '0.00', '50.00'],
        '2.02': ['11.50', '0.00', '0.00'],
        '2.04': ['0.00', '3.00', '0.00'],
        '2.06': ['0.00', '2.00', '0.00'],
        '2.08': ['0.00', '1.25', '0.00'],
        '2.10': ['0.00', '8.00', '0.00'],
      },
    });
  });

  it('takes a whole side from the book when it shows fewer than three prices', () => {
    const tops = bookTops(book(event({ BackPrice1: 1.98, BackSize1: 1, LayPrice1: 0 })));
    expect(withTop(depth, tops['odds:s1']!).levels).toEqual({
      '1.98': ['1.00', '0.00', '0.00'],
      '2.00': ['0.00', '0.00', '50.00'],
    });
  });

  it('reads a suspended market (its book is shown), and leaves a runner with no price to the depth', () => {
    expect(bookTops(book(event({ BackPrice1: 2, BackSize1: 1 }), 'SUSPENDED'))).toEqual({
      'odds:s1': { back: [['2.00', '1.00']], lay: [] },
    });
    expect(bookTops(book(event({})))).toEqual({});
    expect(bookTops(null)).toEqual({});
  });
});
