import fc from 'fast-check';
import { cashOutQuote, LEVEL_WITHIN, type CashOutKind, type RunnerPrices } from './cash-out';
import { commissionOf, moveTicks, snapDown } from './exchange-maths';

const A = '1';
const B = '2';
const PRICES: RunnerPrices[] = [
  { selectionId: A, back: 150, lay: 151 },
  { selectionId: B, back: 290, lay: 300 },
];

describe('cashOutQuote by hand', () => {
  it('backed A for 100 at 2.00, A now 1.50/1.51: lays A, equal 32.45 each, 31.81 after 2%', () => {
    const quote = cashOutQuote('odds', { [A]: 10000, [B]: -10000 }, PRICES, 100, 200);
    // Laying A (t = floor(20000 x 100 / 151) = 13245, liability ceil(13245 x 0.51) = 6755)
    // beats backing B at 2.90 (31.03).
    expect(quote).toEqual({
      ok: true,
      bets: [{ selectionId: A, side: 'lay', price: 151, stake: 13245, win: 13245, loss: 6755 }],
      after: { [A]: 3245, [B]: 3245 },
      amount: 3245,
      net: 3245 - 64,
    });
  });

  it('cashes out half: the other half of the position stays as it was', () => {
    const quote = cashOutQuote('odds', { [A]: 10000, [B]: -10000 }, PRICES, 50, 0);
    expect(quote).toMatchObject({
      ok: true,
      bets: [{ selectionId: A, side: 'lay', stake: 6622, loss: 3378 }],
      after: { [A]: 6622, [B]: -3378 },
      amount: 1622,
    });
  });

  it('bookmaker rates pay like odds 1 + r/100', () => {
    const runners = [
      { selectionId: A, back: 40, lay: 43 },
      { selectionId: B, back: 230, lay: 260 },
    ];
    // Laid A for 100 at rate 80: A -80, B +100. Backing A at 1.40 beats laying B at 3.60
    // (which is like backing A at 1.385).
    const quote = cashOutQuote('book', { [A]: -8000, [B]: 10000 }, runners, 100, 0);
    // s = ceil(18000 x 100 / 140) = 12858 wins floor(12858 x 0.40) = 5143: A is a cent above B.
    expect(quote).toMatchObject({
      ok: true,
      bets: [{ selectionId: A, side: 'back', price: 40, stake: 12858, win: 5143 }],
      after: { [A]: -2857, [B]: -2858 },
      amount: -2858,
    });
  });

  it('is refused with the reason when there is nothing to level or no price for it', () => {
    expect(cashOutQuote('odds', { [A]: 500, [B]: 500 }, PRICES, 100, 0)).toEqual({
      ok: false,
      reason: 'level',
    });
    const noLay = PRICES.map((r) => ({ ...r, lay: 0 }));
    // Levelling needs a lay of A or a back of B: backing B is still there.
    expect(cashOutQuote('odds', { [A]: 10000, [B]: -10000 }, noLay, 100, 0).ok).toBe(true);
    const none = PRICES.map((r) => ({ ...r, back: 0, lay: 0 }));
    expect(cashOutQuote('odds', { [A]: 10000, [B]: -10000 }, none, 100, 0)).toEqual({
      ok: false,
      reason: 'no price',
    });
  });
});

describe('a position already level: nothing to cash out', () => {
  const level = { ok: false, reason: 'level' };

  it('P/L equal to the Coin whoever wins: the cents a first cash out leaves are not cashed again', () => {
    // a bookmaker back cashed out by a lay at rate 310: 4 cents apart, whose "hedge" was a back of
    // 0.04 at rate 20 (it wins nothing: floor(4 x 0.20) = 0)
    const book = [
      { selectionId: A, back: 300, lay: 310 },
      { selectionId: B, back: 20, lay: 25 },
    ];
    expect(cashOutQuote('book', { [A]: -27436, [B]: -27440 }, book, 100, 0)).toEqual(level);
    // match odds 2 cents apart after a lay at 3.40 (the second was a back of 0.02 at 1.40)
    const odds = [
      { selectionId: A, back: 330, lay: 340 },
      { selectionId: B, back: 140, lay: 142 },
    ];
    expect(cashOutQuote('odds', { [A]: -20589, [B]: -20587 }, odds, 100, 0)).toEqual(level);
    // 99 cents apart is level, a Coin is not
    expect(cashOutQuote('odds', { [A]: 99, [B]: 0 }, PRICES, 100, 0)).toEqual(level);
    expect(cashOutQuote('odds', { [A]: 100, [B]: 0 }, PRICES, 100, 0).ok).toBe(true);
  });

  it('the part cashed is what must differ by a Coin: 25% of 3.00 apart is level', () => {
    expect(cashOutQuote('odds', { [A]: 300, [B]: 0 }, PRICES, 25, 0)).toEqual(level);
    expect(cashOutQuote('odds', { [A]: 300, [B]: 0 }, PRICES, 50, 0).ok).toBe(true);
  });

  it('within what the minimum stake (a cent) moves: no bet of a whole cent levels it', () => {
    // 5.00 apart, only A can be backed, at 1000.00: a cent backed moves 10.00
    const long = [
      { selectionId: A, back: 100000, lay: 0 },
      { selectionId: B, back: 0, lay: 0 },
    ];
    expect(cashOutQuote('odds', { [A]: 0, [B]: 500 }, long, 100, 0)).toEqual(level);
    // 20.00 apart: a back of 0.02 at 1000.00 is a hedge
    expect(cashOutQuote('odds', { [A]: 0, [B]: 2000 }, long, 100, 0)).toMatchObject({
      ok: true,
      bets: [{ selectionId: A, side: 'back', stake: 2 }],
    });
  });
});

const decimal = (kind: CashOutKind, p: number): number => (kind === 'book' ? 100 + p : p);

/** The exact (unrounded) value of levelling q at x: backs below x, lays above, stakes real. */
function exactValue(kind: CashOutKind, q: number[], runners: RunnerPrices[], x: number): number {
  let value = x;
  q.forEach((qi, i) => {
    const r = runners[i] as RunnerPrices;
    if (qi > x) value += ((qi - x) * 100) / decimal(kind, r.lay);
    if (qi < x) value -= ((x - qi) * 100) / decimal(kind, r.back);
  });
  return value;
}

const oddsRunner = fc
  .tuple(fc.integer({ min: 101, max: 3000 }), fc.integer({ min: 1, max: 4 }))
  .map(([p, gap]) => ({ back: snapDown(p), lay: moveTicks(snapDown(p), gap) }));
const bookRunner = fc
  .tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 6 }))
  .map(([back, gap]) => ({ back, lay: back + gap }));
const market = fc.constantFrom<CashOutKind>('odds', 'book').chain((kind) =>
  fc.record({
    kind: fc.constant(kind),
    runners: fc.array(kind === 'odds' ? oddsRunner : bookRunner, { minLength: 2, maxLength: 3 }),
    positions: fc.array(fc.integer({ min: -5_000_000, max: 5_000_000 }), {
      minLength: 3,
      maxLength: 3,
    }),
    percent: fc.constantFrom(25, 50, 75, 100),
    bp: fc.integer({ min: 0, max: 1000 }),
  }),
);

describe('cashOutQuote properties', () => {
  it('levels the cashed part, within one cent a bet of the exact hedge and never above it', () => {
    fc.assert(
      fc.property(market, ({ kind, runners: raw, positions, percent, bp }) => {
        const runners = raw.map((r, i) => ({ selectionId: String(i), ...r }));
        const p: Record<string, number> = {};
        runners.forEach((r, i) => (p[r.selectionId] = positions[i] ?? 0));
        const quote = cashOutQuote(kind, p, runners, percent, bp);
        const q = runners.map((r) => Math.trunc(((p[r.selectionId] ?? 0) * percent) / 100));
        // level when the cashed part differs by less than a Coin (every price here is under
        // 100.00, so a cent moves less than that)
        expect(quote.ok).toBe(Math.max(...q) - Math.min(...q) >= LEVEL_WITHIN);
        if (!quote.ok) {
          expect(quote.reason).toBe('level');
          return;
        }
        for (const bet of quote.bets) {
          expect(Number.isInteger(bet.stake) && bet.stake > 0).toBe(true);
          const r = runners.find((x) => x.selectionId === bet.selectionId);
          expect(bet.price).toBe(bet.side === 'back' ? r?.back : r?.lay);
        }
        // The cashed part of each runner: its position now less the part kept.
        const cashed = runners.map(
          (r, i) => (quote.after[r.selectionId] ?? 0) - ((p[r.selectionId] ?? 0) - (q[i] ?? 0)),
        );
        expect(Math.min(...cashed)).toBe(quote.amount);
        // Nearly equal: a hedged runner ends under one price step (d/100 cents) above the rest.
        const step = Math.max(...runners.map((r) => decimal(kind, Math.max(r.back, r.lay))));
        expect((Math.max(...cashed) - quote.amount) * 100).toBeLessThan(step);
        // Rounding never favours the player: at most the exact hedge, at most 1 cent a bet less.
        const best = Math.max(...q.map((x) => exactValue(kind, q, runners, x)));
        expect(quote.amount).toBeLessThanOrEqual(best + 1e-6);
        expect(quote.amount).toBeGreaterThan(best - runners.length + 1 - 1e-6);
        expect(quote.net).toBe(quote.amount - commissionOf(quote.amount, bp));
        // what is left of the part cashed is level: cashing it out again has nothing to take
        const rest: Record<string, number> = {};
        runners.forEach((r, i) => (rest[r.selectionId] = cashed[i] ?? 0));
        expect(cashOutQuote(kind, rest, runners, 100, bp)).toEqual({ ok: false, reason: 'level' });
        if (percent === 100) {
          // Whoever wins, settlement (less commission) pays at least the net offered.
          for (const v of Object.values(quote.after))
            expect(v - commissionOf(v, bp)).toBeGreaterThanOrEqual(quote.net);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('leaves a two-runner market equal to the cent when the hedge is priced at 2.00 or less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 199 }),
        fc.integer({ min: -2_000_000, max: 2_000_000 }),
        fc.integer({ min: -2_000_000, max: 2_000_000 }),
        (fav, pa, pb) => {
          // Only the favourite can be traded: the hedge is a single bet on it.
          const runners = [
            { selectionId: A, back: fav, lay: moveTicks(fav, 1) },
            { selectionId: B, back: 0, lay: 0 },
          ];
          const quote = cashOutQuote('odds', { [A]: pa, [B]: pb }, runners, 100, 0);
          if (!quote.ok) return;
          expect(Math.abs((quote.after[A] ?? 0) - (quote.after[B] ?? 0))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
