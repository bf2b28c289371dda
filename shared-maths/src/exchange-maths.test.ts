import fc from 'fast-check';
import {
  commissionOf,
  exposureOf,
  fancyBetPl,
  fancyPositions,
  formatPrice,
  isValidTick,
  moveTicks,
  nextTick,
  parsePrice,
  payoff,
  previousTick,
  runnerPositions,
  snapDown,
  spreadCommission,
} from './exchange-maths';

/** [rule, kind, side, price (odds x100 or rate), stake, win, loss], money in cents. */
const PAYOFFS = [
  ['back wins S(O-1), loses S', 'odds', 'back', 185, 50_000, 42_500, 50_000],
  ['lay wins S, liability S(O-1)', 'odds', 'lay', 185, 50_000, 50_000, 42_500],
  ['toss back pays as exchange odds', 'toss', 'back', 195, 10_000, 9_500, 10_000],
  ['bookmaker back wins S*r/100', 'book', 'back', 45, 100_000, 45_000, 100_000],
  ['bookmaker lay risks S*r/100', 'book', 'lay', 48, 100_000, 100_000, 48_000],
  ['fancy YES wins S*R/100', 'session', 'yes', 90, 10_000, 9_000, 10_000],
  ['fancy NO risks S*R/100', 'session', 'no', 110, 10_000, 10_000, 11_000],
  ['a back win rounds down to a whole cent', 'odds', 'back', 185, 12_345, 10_493, 12_345],
  ['a lay liability rounds up to a whole cent', 'odds', 'lay', 185, 12_345, 12_345, 10_494],
] as const;

describe('payoff (cents)', () => {
  it.each(PAYOFFS)('%s', (_rule, kind, side, price, stake, win, loss) => {
    expect(payoff({ kind, side, price, stake })).toEqual({ win, loss });
  });
});

describe('positions and exposure', () => {
  const ids = ['A', 'B', 'D'];
  it('a single back: +win on the runner, -stake elsewhere', () => {
    const pos = runnerPositions(ids, [
      { side: 'back', selectionId: 'A', win: 8_500, loss: 10_000 },
    ]);
    expect(pos).toEqual({ A: 8_500, B: -10_000, D: -10_000 });
    expect(exposureOf(Object.values(pos))).toBe(10_000);
  });
  it('mixed back and lay on different runners nets per runner', () => {
    const pos = runnerPositions(ids, [
      { side: 'back', selectionId: 'A', win: 10_000, loss: 10_000 }, // back A @2.00, 100
      { side: 'lay', selectionId: 'B', win: 5_000, loss: 10_000 }, // lay B @3.00, 50
    ]);
    expect(pos).toEqual({ A: 15_000, B: -20_000, D: -5_000 });
    expect(exposureOf(Object.values(pos))).toBe(20_000);
  });
  it('a back then a lay of the same runner at a lower price greens up (no exposure)', () => {
    const back = payoff({ kind: 'odds', side: 'back', price: 300, stake: 10_000 }); // win 20000
    const lay = payoff({ kind: 'odds', side: 'lay', price: 200, stake: 15_000 }); // liab 15000
    const pos = runnerPositions(
      ['A', 'B'],
      [
        { side: 'back', selectionId: 'A', ...back },
        { side: 'lay', selectionId: 'A', ...lay },
      ],
    );
    expect(pos).toEqual({ A: 5_000, B: 5_000 });
    expect(exposureOf(Object.values(pos))).toBe(0);
  });
  it('fancy: YES wins at score >= line, NO below the line', () => {
    const yes = { side: 'yes' as const, line: 50, win: 10_000, loss: 10_000 };
    const no = { side: 'no' as const, line: 50, win: 10_000, loss: 10_000 };
    expect(fancyBetPl(yes, 50)).toBe(10_000);
    expect(fancyBetPl(yes, 49)).toBe(-10_000);
    expect(fancyBetPl(no, 49)).toBe(10_000);
    expect(fancyBetPl(no, 50)).toBe(-10_000);
  });
  it('fancy: NO 50 and YES 52 leave a middle where both win and no exposure', () => {
    const pos = fancyPositions([
      { side: 'no', line: 52, win: 10_000, loss: 10_000 },
      { side: 'yes', line: 50, win: 10_000, loss: 10_000 },
    ]);
    expect(pos).toEqual([
      { score: 49, pl: 0 },
      { score: 50, pl: 20_000 },
      { score: 52, pl: 0 },
    ]);
    expect(exposureOf(pos.map((p) => p.pl))).toBe(0);
  });
  it('fancy exposure equals the worst case over every score (property)', () => {
    const bet = fc.record({
      side: fc.constantFrom('yes' as const, 'no' as const),
      line: fc.integer({ min: 0, max: 60 }),
      win: fc.integer({ min: 1, max: 9999 }),
      loss: fc.integer({ min: 1, max: 9999 }),
    });
    fc.assert(
      fc.property(fc.array(bet, { minLength: 1, maxLength: 6 }), (bets) => {
        let worst = Infinity;
        for (let score = 0; score <= 70; score += 1)
          worst = Math.min(
            worst,
            bets.reduce((s, b) => s + fancyBetPl(b, score), 0),
          );
        expect(exposureOf(fancyPositions(bets).map((p) => p.pl))).toBe(Math.max(0, -worst));
      }),
    );
  });
  it('no bets, no exposure', () => {
    expect(exposureOf([])).toBe(0);
    expect(fancyPositions([])).toEqual([]);
  });
});

describe('Betfair ladder', () => {
  it('validates ticks per band', () => {
    for (const ok of [
      101, 199, 200, 202, 300, 305, 400, 410, 600, 620, 1000, 1050, 2000, 2100, 3000, 3200, 5000,
      5500, 10000, 11000, 100000,
    ])
      expect(isValidTick(ok)).toBe(true);
    for (const bad of [100, 201, 303, 405, 610, 1020, 2050, 3100, 5200, 10500, 100010, 1.5])
      expect(isValidTick(bad)).toBe(false);
  });
  it('steps up and down across band edges', () => {
    expect(nextTick(199)).toBe(200);
    expect(nextTick(200)).toBe(202);
    expect(previousTick(200)).toBe(199);
    expect(previousTick(202)).toBe(200);
    expect(nextTick(1000)).toBe(1050);
    expect(previousTick(1000)).toBe(980);
    expect(previousTick(101)).toBe(101);
    expect(nextTick(100000)).toBe(100000);
    expect(moveTicks(200, -2)).toBe(198);
    expect(snapDown(257)).toBe(256);
    expect(snapDown(333)).toBe(330);
  });
  it('next then previous returns to every tick (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 99999 }), (p) => {
        const t = snapDown(p);
        expect(isValidTick(t)).toBe(true);
        expect(isValidTick(nextTick(t))).toBe(true);
        expect(previousTick(nextTick(t))).toBe(t);
      }),
    );
  });
});

describe('commission and prices', () => {
  it('commission = floor(max(0, pl) * bp / 10000)', () => {
    expect(commissionOf(12_345, 200)).toBe(246);
    expect(commissionOf(-5_000, 200)).toBe(0);
  });
  it('spreads commission over winning bets with an exact total', () => {
    const shares = spreadCommission([10_000, -3_000, 5_001], 241);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(241);
    expect(shares[1]).toBe(0);
  });
  it.each([
    ['odds', '1.85', 185],
    ['odds', '2.5', 250],
    ['book', '45', 45],
    ['book', '4.5', null],
    ['odds', 'abc', null],
  ] as const)('parsePrice(%s, %s) = %s', (kind, text, price) => {
    expect(parsePrice(kind, text)).toBe(price);
  });
  it.each([
    ['odds', 205, '2.05'],
    ['session', 100, '100'],
  ] as const)('formatPrice(%s, %s) = %s', (kind, price, text) => {
    expect(formatPrice(kind, price)).toBe(text);
  });
});
