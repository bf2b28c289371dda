import fc from 'fast-check';
import { isValidTick, moveTicks, runnerBetPl } from './exchange-maths';
import {
  averagePrice,
  crosses,
  exposureWithWaiting,
  pairBets,
  pairPayoffs,
  previewMatch,
  reservation,
  type Level,
} from './order-book';

const tick = fc.integer({ min: 0, max: 349 }).map((n) => moveTicks(101, n));
const size = fc.integer({ min: 1, max: 10_000_000 });

describe('crosses', () => {
  it.each([
    ['a back at 1.50 takes a lay resting at 1.55', 'back', 150, 155, true],
    ['a back at 1.50 takes a lay resting at 1.50', 'back', 150, 150, true],
    ['a back at 1.50 does not take a lay resting at 1.49', 'back', 150, 149, false],
    ['a lay at 1.60 takes a back resting at 1.55', 'lay', 160, 155, true],
    ['a lay at 1.60 does not take a back resting at 1.62', 'lay', 160, 162, false],
  ] as const)('%s', (_rule, side, ask, resting, expected) => {
    expect(crosses(side, ask, resting)).toBe(expected);
  });
});

describe('previewMatch', () => {
  it("the issue's example: a back of 20,000 at 1.50 against 4,075 at 1.55", () => {
    const takeable = [
      { price: 155, size: 407_500 },
      { price: 154, size: 100_000 },
    ];
    // 1.54 is also >= 1.50: the back takes it after 1.55, then 14,925 waits.
    expect(previewMatch(takeable, 'back', 150, 2_000_000)).toEqual({
      matched: [
        { price: 155, size: 407_500 },
        { price: 154, size: 100_000 },
      ],
      waiting: 1_492_500,
    });
    expect(previewMatch(takeable, 'back', 155, 2_000_000)).toEqual({
      matched: [{ price: 155, size: 407_500 }],
      waiting: 1_592_500,
    });
  });

  it('stops at an empty level (price 0, size 0)', () => {
    const takeable = [
      { price: 200, size: 500 },
      { price: 0, size: 0 },
    ];
    expect(previewMatch(takeable, 'lay', 300, 1_000)).toEqual({
      matched: [{ price: 200, size: 500 }],
      waiting: 500,
    });
  });

  it('matched plus waiting is the size, never worse than asked, never more than offered', () => {
    const levels = fc
      .uniqueArray(tick, { minLength: 0, maxLength: 6 })
      .chain((prices) =>
        fc.tuple(...prices.map((price) => size.map((s): Level => ({ price, size: s })))),
      );
    fc.assert(
      fc.property(levels, fc.constantFrom('back', 'lay'), tick, size, (raw, side, ask, want) => {
        const best = [...raw].sort((a, b) =>
          side === 'back' ? b.price - a.price : a.price - b.price,
        );
        const { matched, waiting } = previewMatch(best, side, ask, want);
        expect(matched.reduce((sum, p) => sum + p.size, 0) + waiting).toBe(want);
        expect(waiting).toBeGreaterThanOrEqual(0);
        matched.forEach((part, i) => {
          expect(crosses(side, ask, part.price)).toBe(true);
          expect(part.size).toBeLessThanOrEqual(best[i]?.size ?? 0);
        });
        if (waiting > 0)
          expect(best.filter((l) => crosses(side, ask, l.price))).toHaveLength(matched.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('money of a matched pair', () => {
  it('back: win S(O-1), lose S; lay: win S, liability S(O-1)', () => {
    expect(pairPayoffs(155, 407_500)).toEqual({
      back: { win: 224_125, loss: 407_500 },
      lay: { win: 407_500, loss: 224_125 },
    });
  });

  it('size x (price - 1) rounds down to a whole cent for both sides', () => {
    // 12,345 cents x 0.85 = 10,493.25 cents.
    expect(pairPayoffs(185, 12_345)).toEqual({
      back: { win: 10_493, loss: 12_345 },
      lay: { win: 12_345, loss: 10_493 },
    });
  });

  it('is equal and opposite whoever wins', () => {
    fc.assert(
      fc.property(tick, size, fc.boolean(), (price, s, runnerWins) => {
        const bets = pairBets('A', price, s);
        const winner = runnerWins ? 'A' : 'B';
        expect(runnerBetPl(bets.back, winner) + runnerBetPl(bets.lay, winner)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('reservation of a waiting order', () => {
  it('a back reserves its stake, a lay its liability rounded up', () => {
    expect(reservation('back', 185, 12_345)).toBe(12_345);
    expect(reservation('lay', 185, 12_345)).toBe(10_494);
  });

  it("covers a lay's fills at its price or better, in any parts", () => {
    const parts = fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), size), { minLength: 1 });
    fc.assert(
      fc.property(tick, parts, (ask, fills) => {
        const total = fills.reduce((sum, [, s]) => sum + s, 0);
        const cost = fills.reduce(
          (sum, [down, s]) => sum + pairPayoffs(moveTicks(ask, -down), s).lay.loss,
          0,
        );
        expect(isValidTick(ask)).toBe(true);
        expect(cost).toBeLessThanOrEqual(reservation('lay', ask, total));
      }),
      { numRuns: 300 },
    );
  });

  it('a waiting order adds to exposure but never reduces it', () => {
    const matched = [pairBets('A', 200, 10_000).back]; // A wins +100, else -100
    expect(exposureWithWaiting(['A', 'B'], matched, [])).toBe(10_000);
    // A lay of A at 2.00 would hedge it if matched; waiting, it only adds its liability on A.
    const hedge = { selectionId: 'A', side: 'lay', price: 200, remaining: 10_000 } as const;
    expect(exposureWithWaiting(['A', 'B'], matched, [hedge])).toBe(10_000);
    // A waiting back of A loses its stake if B wins: 100 + 50.
    const back = { selectionId: 'A', side: 'back', price: 300, remaining: 5_000 } as const;
    expect(exposureWithWaiting(['A', 'B'], matched, [back])).toBe(15_000);
  });
});

describe('averagePrice', () => {
  it('weights by size and rounds to a hundredth; 0 when nothing matched', () => {
    expect(
      averagePrice([
        { price: 155, size: 300 },
        { price: 160, size: 100 },
      ]),
    ).toBe(156); // 156.25
    expect(averagePrice([])).toBe(0);
  });
});
