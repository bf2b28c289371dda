import type { FeedReply, RunnerDepth } from 'shared-api-types';
import { useLadderBooks } from './ladder-store';

const runner = (levels: RunnerDepth['levels']): RunnerDepth => ({
  lastTraded: null,
  traded: '0.00',
  levels,
});

const tick = (back: number, size: number): FeedReply => ({
  market: [
    {
      marketType: 'odds',
      status: 'OPEN',
      events: [
        {
          SelectionId: 's1',
          RunnerName: 'A',
          BackPrice1: back,
          BackSize1: size,
          LayPrice1: 0,
          LaySize1: 0,
          status: 'OPEN',
        },
      ],
    },
  ],
});

beforeEach(() => useLadderBooks.getState().reset());

describe('useLadderBooks', () => {
  it("shows a tick's best prices with the match: book, before its depth: message", () => {
    const { setParts, setBook } = useLadderBooks.getState();
    setParts({ 'odds:s1': runner({ '2.00': ['9.00', '0.00', '0.00'] }) });
    const kept = useLadderBooks.getState().parts['odds:s1']!.levels['2.00'];
    setBook(tick(2.02, 4));
    expect(useLadderBooks.getState().parts['odds:s1']!.levels).toEqual({
      '2.02': ['4.00', '0.00', '0.00'],
    });
    // the depth worked out after that book: the same levels, the rows not drawn again
    const shown = useLadderBooks.getState().parts['odds:s1']!.levels['2.02'];
    setParts({ 'odds:s1': runner({ '2.02': ['4.00', '0.00', '0.00'] }) });
    expect(useLadderBooks.getState().parts['odds:s1']!.levels['2.02']).toBe(shown);
    expect(kept).toEqual(['9.00', '0.00', '0.00']);
  });

  it('drops the stream book when the depth is read (no stream up)', () => {
    const { setBook, mergeRead } = useLadderBooks.getState();
    setBook(tick(2.02, 4));
    mergeRead({ 'odds:s1': runner({ '1.50': ['1.00', '0.00', '0.00'] }) });
    expect(useLadderBooks.getState().parts['odds:s1']!.levels).toEqual({
      '1.50': ['1.00', '0.00', '0.00'],
    });
  });
});
