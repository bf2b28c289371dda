/** Random order streams for the book's property tests: commands, and a runner that applies them. */
import fc from 'fast-check';
import { moveTicks } from 'shared-maths';
import {
  cancelOrder,
  lapseOrders,
  reduceOrder,
  replaceOrder,
} from '../../../../src/modules/sports/exchange/book/amend-order';
import {
  BookError,
  emptyBook,
  findWaiting,
  type BookChange,
  type BookSide,
  type MarketBook,
  type NewOrder,
} from '../../../../src/modules/sports/exchange/book/book-types';
import { requote } from '../../../../src/modules/sports/exchange/book/house-quote';
import { placeOrder } from '../../../../src/modules/sports/exchange/book/match-order';

export const RUNNERS = ['A', 'B'] as const;
export const HOUSE = 'house';
const OWNERS = ['p1', 'p2', 'p3', HOUSE];
/** Thirteen ladder prices around evens, 1.90 to 2.04, so that orders meet often. */
const price = fc.integer({ min: 0, max: 12 }).map((n) => moveTicks(190, n));
const side = fc.constantFrom<BookSide>('back', 'lay');
const runner = fc.constantFrom(...RUNNERS);
const size = fc.integer({ min: 1, max: 5_000 });
/** Picks an order placed earlier (any state) by position in the list of ids. */
const pick = fc.nat();

export type Command =
  | { kind: 'place'; order: Omit<NewOrder, 'id'>; rest: boolean }
  | { kind: 'cancel'; pick: number }
  | { kind: 'reduce'; pick: number; by: number }
  | { kind: 'replace'; pick: number; price: number }
  | { kind: 'requote'; levels: { runner: string; side: BookSide; price: number; size: number }[] }
  | { kind: 'lapse'; when: 'in-play' | 'all' };

const place = fc.record({
  kind: fc.constant('place' as const),
  order: fc.record({
    owner: fc.constantFrom(...OWNERS),
    runner,
    side,
    price,
    size,
    persistence: fc.constantFrom('lapse' as const, 'keep' as const),
  }),
  // One order in five fills what it can and waits for nothing.
  rest: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
});

export const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: place, weight: 12 },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reduce' as const), pick, by: size }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), pick, price }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('requote' as const),
      levels: fc.array(fc.record({ runner, side, price, size }), { maxLength: 6 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('lapse' as const),
      when: fc.constantFrom('in-play' as const, 'all' as const),
    }),
    weight: 1,
  },
);

/** One applied command: the book before, the change, and the id of the order it placed (if any). */
export interface Step {
  command: Command;
  before: MarketBook;
  change: BookChange;
  placedId?: string;
}

/**
 * Applies `commands` from an empty book. An amend of an order that is not waiting must throw
 * BookError 'not waiting' (checked here) and changes nothing.
 */
export function run(commands: readonly Command[], onStep: (step: Step) => void): MarketBook {
  let book = emptyBook();
  const ids: string[] = [];
  let n = 0;
  const newId = (): string => {
    n += 1;
    ids.push(`o${n}`);
    return `o${n}`;
  };
  const target = (p: number): string => ids[p % Math.max(1, ids.length)] ?? 'none';
  const amend = (id: string, act: () => BookChange): BookChange | undefined => {
    if (findWaiting(book, id)) return act();
    expect(act).toThrow(BookError);
    return undefined;
  };
  for (const c of commands) {
    let change: BookChange | undefined;
    let placedId: string | undefined;
    if (c.kind === 'place') {
      placedId = newId();
      change = placeOrder(book, { ...c.order, id: placedId }, { rest: c.rest });
    } else if (c.kind === 'cancel') {
      change = amend(target(c.pick), () => cancelOrder(book, target(c.pick)));
    } else if (c.kind === 'reduce') {
      change = amend(target(c.pick), () => reduceOrder(book, target(c.pick), c.by));
    } else if (c.kind === 'replace') {
      const id = target(c.pick);
      const newOne = findWaiting(book, id) ? newId() : 'never placed';
      placedId = newOne;
      change = amend(id, () => replaceOrder(book, id, newOne, c.price));
    } else if (c.kind === 'requote') {
      const quote = c.levels.map((l) => ({ ...l, id: newId() }));
      change = requote(book, HOUSE, quote);
    } else {
      change = lapseOrders(book, c.when);
    }
    if (!change) continue;
    onStep({ command: c, before: book, change, placedId });
    book = change.book;
  }
  return book;
}
