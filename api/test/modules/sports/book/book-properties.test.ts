import fc from 'fast-check';
import { crosses, pairPayoffs, previewMatch, reservation } from 'shared-maths/order-book';
import { runnerLevels } from '../../../../src/modules/sports/exchange/book/book-levels';
import type {
  Fill,
  MarketBook,
  Order,
} from '../../../../src/modules/sports/exchange/book/book-types';
import { settleFills } from '../../../../src/modules/sports/exchange/book/settle-fills';
import { command, run, RUNNERS, type Step } from './book-stream';

const streams = fc.array(command, { minLength: 1, maxLength: 60, size: 'max' });
const RUNS = { numRuns: 60 };

function waitingOf(book: MarketBook): Map<string, Order> {
  const out = new Map<string, Order>();
  for (const rb of Object.values(book.runners))
    for (const o of [...rb.backs, ...rb.lays]) out.set(o.id, o);
  return out;
}

/** Every order's latest state and every fill so far (updated after each step is checked). */
interface Audit {
  orders: Map<string, Order>;
  fills: Fill[];
}

function runAll(commands: Parameters<typeof run>[0], onStep: (s: Step, a: Audit) => void) {
  const audit: Audit = { orders: new Map(), fills: [] };
  const book = run(commands, (step) => {
    onStep(step, audit);
    for (const o of step.change.changed) audit.orders.set(o.id, o);
    audit.fills.push(...step.change.fills);
  });
  return { book, audit };
}

/** The spec of one taker, stated plainly: the best eligible resting orders, greedily. */
function expectedFills(before: MarketBook, taker: Order): [string, number, number][] {
  const rb = before.runners[taker.runner];
  const resting = (taker.side === 'back' ? rb?.lays : rb?.backs) ?? [];
  const ranked = resting
    .filter((o) => o.owner !== taker.owner && crosses(taker.side, taker.price, o.price))
    .sort(
      (a, b) => (taker.side === 'back' ? b.price - a.price : a.price - b.price) || a.seq - b.seq,
    );
  const out: [string, number, number][] = [];
  let left = taker.size;
  for (const o of ranked) {
    if (left === 0) break;
    const size = Math.min(left, o.remaining);
    out.push([o.id, o.price, size]);
    left -= size;
  }
  return out;
}

describe('the order book over random order streams', () => {
  it('price-time priority: a taker takes the best eligible orders, at their price', () => {
    fc.assert(
      fc.property(streams, (commands) => {
        runAll(commands, ({ before, change, placedId }) => {
          const taker = change.changed.find((o) => o.id === placedId);
          if (!taker) return;
          const fills = change.fills.map((f): [string, number, number] => [
            f.makerId,
            f.price,
            f.size,
          ]);
          expect(fills).toEqual(expectedFills(before, taker));
          expect(change.fills.every((f) => f.takerId === taker.id)).toBe(true);
        });
      }),
      RUNS,
    );
  });

  it('never worse than asked: a back fills at its price or more, a lay at its price or less', () => {
    fc.assert(
      fc.property(streams, (commands) => {
        runAll(commands, ({ change }) => {
          const byId = new Map(change.changed.map((o) => [o.id, o]));
          for (const f of change.fills) {
            const taker = byId.get(f.takerId)!;
            const maker = byId.get(f.makerId)!;
            expect(f.price).toBe(maker.price);
            expect(crosses(taker.side, taker.price, f.price)).toBe(true);
            expect(maker.owner).not.toBe(taker.owner);
            expect(f.size).toBeGreaterThan(0);
          }
        });
      }),
      RUNS,
    );
  });

  it('an order cancelled, lapsed or filled never matches again; changed lists every change', () => {
    fc.assert(
      fc.property(streams, (commands) => {
        runAll(commands, ({ before, change, command }, audit) => {
          for (const f of change.fills)
            for (const id of [f.makerId, f.takerId])
              expect(audit.orders.get(id)?.state ?? 'waiting').toBe('waiting');
          const was = waitingOf(before);
          const now = waitingOf(change.book);
          const listed = new Map(change.changed.map((o) => [o.id, o]));
          for (const [id, o] of was) if (now.get(id) !== o) expect(listed.has(id)).toBe(true);
          for (const [id, o] of now) if (was.get(id) !== o) expect(listed.get(id)).toEqual(o);
          for (const o of listed.values())
            expect(now.has(o.id)).toBe(o.state === 'waiting' && o.remaining > 0);
          if (command.kind === 'lapse')
            for (const o of now.values())
              expect([command.when, o.persistence]).toEqual(['in-play', 'keep']);
        });
      }),
      RUNS,
    );
  });

  it('matched + remaining + cancelled = size for every order; matched is its fills, once', () => {
    fc.assert(
      fc.property(streams, (commands) => {
        const { book, audit } = runAll(commands, () => undefined);
        const matched = new Map<string, number>();
        for (const f of audit.fills)
          for (const id of [f.makerId, f.takerId]) matched.set(id, (matched.get(id) ?? 0) + f.size);
        for (const o of audit.orders.values()) {
          expect(o.matched + o.remaining + o.cancelled).toBe(o.size);
          expect(Math.min(o.matched, o.remaining, o.cancelled)).toBeGreaterThanOrEqual(0);
          expect(o.matched).toBe(matched.get(o.id) ?? 0);
        }
        for (const [id, o] of waitingOf(book)) expect(audit.orders.get(id)).toEqual(o);
      }),
      RUNS,
    );
  });

  it('each side stays in queue order; the levels show what can be taken', () => {
    fc.assert(
      fc.property(streams, (commands) => {
        const book = run(commands, () => undefined);
        for (const rb of Object.values(book.runners)) {
          const inOrder = (a: Order, b: Order) =>
            a.side === 'back'
              ? a.price < b.price || (a.price === b.price && a.seq < b.seq)
              : a.price > b.price || (a.price === b.price && a.seq < b.seq);
          rb.backs.slice(1).forEach((o, i) => expect(inOrder(rb.backs[i]!, o)).toBe(true));
          rb.lays.slice(1).forEach((o, i) => expect(inOrder(rb.lays[i]!, o)).toBe(true));
          const levels = runnerLevels(rb, 1);
          expect(levels.back[0]!.price).toBe(rb.lays[0]?.price ?? 0);
          expect(levels.lay[0]!.price).toBe(rb.backs[0]?.price ?? 0);
        }
      }),
      RUNS,
    );
  });

  it("the slip's preview over the whole book is what the matcher does", () => {
    fc.assert(
      fc.property(streams, (commands) => {
        run(commands, ({ before, change, placedId, command: c }) => {
          const taker = change.changed.find((o) => o.id === placedId);
          const rb = before.runners[taker?.runner ?? ''];
          if (!taker || !rb || c.kind !== 'place' || !c.rest) return;
          const theirs = taker.side === 'back' ? rb.lays : rb.backs;
          if (theirs.some((o) => o.owner === taker.owner)) return;
          const levels = runnerLevels(rb, 100);
          const takeable = (taker.side === 'back' ? levels.back : levels.lay).filter((l) => l.size);
          const byPrice = new Map<number, number>();
          for (const f of change.fills) byPrice.set(f.price, (byPrice.get(f.price) ?? 0) + f.size);
          expect(previewMatch(takeable, taker.side, taker.price, taker.size)).toEqual({
            matched: [...byPrice].map(([price, size]) => ({ price, size })),
            waiting: taker.remaining,
          });
        });
      }),
      RUNS,
    );
  });

  it('money: every fill is equal and opposite, settlement sums to zero, reservations cover', () => {
    fc.assert(
      fc.property(streams, (commands) => {
        const { audit } = runAll(commands, () => undefined);
        for (const f of audit.fills) {
          const { back, lay } = pairPayoffs(f.price, f.size);
          expect([back.win, back.loss]).toEqual([lay.loss, lay.win]);
        }
        for (const winner of [...RUNNERS, 'none']) {
          const pls = Object.values(settleFills(audit.fills, winner));
          expect(pls.reduce((a, b) => a + b, 0)).toBe(0);
        }
        for (const o of audit.orders.values()) {
          if (o.side !== 'lay') continue;
          const mine = audit.fills.filter((f) => f.makerId === o.id || f.takerId === o.id);
          const cost = mine.reduce((sum, f) => sum + pairPayoffs(f.price, f.size).lay.loss, 0);
          const left = reservation('lay', o.price, o.remaining);
          expect(cost + left).toBeLessThanOrEqual(reservation('lay', o.price, o.size));
        }
      }),
      RUNS,
    );
  });
});
