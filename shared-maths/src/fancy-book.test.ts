import fc from 'fast-check';
import { fancyBetPl, fancyPositions, payoff, type FancyBet } from './exchange-maths';
import { fancyBook, fancyWhatIf, type RunRange } from './fancy-book';

const bet = (side: 'yes' | 'no', line: number, rate: number, stake: number): FancyBet => ({
  side,
  line,
  ...payoff({ kind: 'session', side, price: rate, stake }),
});

const betArb = fc
  .record({
    side: fc.constantFrom('yes' as const, 'no' as const),
    line: fc.integer({ min: 0, max: 120 }),
    rate: fc.integer({ min: 50, max: 200 }),
    stake: fc.integer({ min: 100, max: 5_000_000 }),
  })
  .map((b) => bet(b.side, b.line, b.rate, b.stake));

const inRange = (r: RunRange, score: number): boolean =>
  score >= r.from && (r.to === null || score <= r.to);

describe('fancyBook (cents)', () => {
  it('a hand-computed book: YES 50 @100 for 100, NO 52 @110 for 200, YES 55 @90 for 50', () => {
    // YES 50: wins 100.00 at >= 50, else -100.00. NO 52: wins 200.00 below 52, else -220.00.
    // YES 55: wins 45.00 at >= 55, else -50.00.
    const book = fancyBook([
      bet('yes', 50, 100, 10_000),
      bet('no', 52, 110, 20_000),
      bet('yes', 55, 90, 5_000),
    ]);
    expect(book).toEqual([
      { from: 0, to: 49, pl: -10_000 + 20_000 - 5_000 },
      { from: 50, to: 51, pl: 10_000 + 20_000 - 5_000 },
      { from: 52, to: 54, pl: 10_000 - 22_000 - 5_000 },
      { from: 55, to: null, pl: 10_000 - 22_000 + 4_500 },
    ]);
  });
  it('collapses neighbouring ranges with the same P/L (a YES and a NO at one line cancel)', () => {
    expect(fancyBook([bet('yes', 40, 100, 10_000), bet('no', 40, 100, 10_000)])).toEqual([
      { from: 0, to: null, pl: 0 },
    ]);
  });
  it('no bets: no book', () => {
    expect(fancyBook([])).toEqual([]);
  });
  it('a YES at line 0 wins at every score', () => {
    expect(fancyBook([bet('yes', 0, 100, 10_000)])).toEqual([{ from: 0, to: null, pl: 10_000 }]);
  });

  it('property: covers every score from 0 once, and each range holds the exact P/L', () => {
    fc.assert(
      fc.property(fc.array(betArb, { minLength: 1, maxLength: 8 }), fc.nat(150), (bets, score) => {
        const book = fancyBook(bets);
        expect(book[0]?.from).toBe(0);
        expect(book[book.length - 1]?.to).toBeNull();
        book.slice(1).forEach((r, i) => {
          expect(r.from).toBe((book[i]?.to ?? -2) + 1);
          expect(r.pl).not.toBe(book[i]?.pl);
        });
        const hits = book.filter((r) => inRange(r, score));
        expect(hits).toHaveLength(1);
        expect(hits[0]?.pl).toBe(bets.reduce((s, b) => s + fancyBetPl(b, score), 0));
      }),
    );
  });
  it('property: its worst case is the exposure the server charges (fancyPositions)', () => {
    fc.assert(
      fc.property(fc.array(betArb, { minLength: 1, maxLength: 8 }), (bets) => {
        const worst = (pls: number[]) => Math.min(...pls);
        expect(worst(fancyBook(bets).map((r) => r.pl))).toBe(
          worst(fancyPositions(bets).map((p) => p.pl)),
        );
      }),
    );
  });
});

describe('fancyWhatIf', () => {
  it('shows the book now and with the new bet', () => {
    expect(fancyWhatIf([bet('no', 52, 100, 10_000)], bet('yes', 50, 100, 10_000))).toEqual([
      { from: 0, to: 49, now: 10_000, after: 0 },
      { from: 50, to: 51, now: 10_000, after: 20_000 },
      { from: 52, to: null, now: -10_000, after: 0 },
    ]);
  });
  it('property: after - now is the new bet alone, at every score', () => {
    fc.assert(
      fc.property(fc.array(betArb, { maxLength: 6 }), betArb, fc.nat(150), (bets, next, score) => {
        const hit = fancyWhatIf(bets, next).filter((r) => inRange(r, score));
        expect(hit).toHaveLength(1);
        expect(hit[0]?.now).toBe(bets.reduce((s, b) => s + fancyBetPl(b, score), 0));
        expect((hit[0]?.after ?? 0) - (hit[0]?.now ?? 0)).toBe(fancyBetPl(next, score));
      }),
    );
  });
});
