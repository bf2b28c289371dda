import fc from 'fast-check';
import {
  loadBook,
  type MarketBook,
  type Order,
} from '../../../../src/modules/sports/exchange/book/book-types';
import { command, run } from './book-stream';

const waitingOf = (book: MarketBook): Order[] =>
  Object.values(book.runners).flatMap((rb) => [...rb.backs, ...rb.lays]);

describe('loadBook', () => {
  it('rebuilds the same book from its waiting orders in any order', () => {
    const streams = fc.array(command, { minLength: 1, maxLength: 60, size: 'max' });
    fc.assert(
      fc.property(streams, fc.nat(), (commands, shuffle) => {
        const book = run(commands, () => undefined);
        const stored = waitingOf(book).sort(
          (a, b) => ((a.seq * 7919 + shuffle) % 101) - ((b.seq * 7919 + shuffle) % 101),
        );
        const loaded = loadBook(stored, book.nextSeq);
        for (const [id, rb] of Object.entries(book.runners)) {
          expect(loaded.runners[id]?.backs ?? []).toEqual(rb.backs);
          expect(loaded.runners[id]?.lays ?? []).toEqual(rb.lays);
        }
        expect(waitingOf(loaded)).toHaveLength(stored.length);
      }),
      { numRuns: 40 },
    );
  });

  it('gives the next order a sequence above every stored one unless told', () => {
    const book = run([], () => undefined);
    expect(loadBook([]).nextSeq).toBe(book.nextSeq);
    const stored = [{ ...order(), seq: 41 }];
    expect(loadBook(stored).nextSeq).toBe(42);
    expect(loadBook(stored, 100).nextSeq).toBe(100);
  });
});

function order(): Order {
  return {
    id: 'o1',
    owner: 'demo',
    runner: 'A',
    side: 'back',
    price: 200,
    size: 100,
    matched: 0,
    remaining: 100,
    cancelled: 0,
    seq: 1,
    persistence: 'keep',
    state: 'waiting',
  };
}
