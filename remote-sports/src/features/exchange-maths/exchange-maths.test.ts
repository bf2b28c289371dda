import {
  exposureOf,
  fancyPositions,
  isValidTick,
  nextTick,
  payoff,
  previousTick,
  runnerPositions,
} from './exchange-maths';

// The full maths suite runs against the server copy (api/src/modules/sports/exchange-maths.test.ts);
// these check the client mirror agrees on each kind.
describe('client exchange maths', () => {
  it('four bet kinds', () => {
    expect(payoff({ kind: 'odds', side: 'back', price: 250, stake: 10_000 })).toEqual({
      win: 15_000,
      loss: 10_000,
    });
    expect(payoff({ kind: 'odds', side: 'lay', price: 250, stake: 10_000 })).toEqual({
      win: 10_000,
      loss: 15_000,
    });
    expect(payoff({ kind: 'book', side: 'back', price: 45, stake: 10_000 })).toEqual({
      win: 4_500,
      loss: 10_000,
    });
    expect(payoff({ kind: 'toss', side: 'back', price: 195, stake: 10_000 })).toEqual({
      win: 9_500,
      loss: 10_000,
    });
    expect(payoff({ kind: 'session', side: 'no', price: 110, stake: 10_000 })).toEqual({
      win: 10_000,
      loss: 11_000,
    });
  });
  it('mixed back and lay positions and exposure', () => {
    const pos = runnerPositions(
      ['A', 'B'],
      [
        { side: 'back', selectionId: 'A', win: 15_000, loss: 10_000 },
        { side: 'lay', selectionId: 'A', win: 10_000, loss: 12_000 },
      ],
    );
    expect(pos).toEqual({ A: 3_000, B: 0 });
    expect(exposureOf(Object.values(pos))).toBe(0);
    expect(
      exposureOf(fancyPositions([{ side: 'yes', line: 40, win: 100, loss: 100 }]).map((p) => p.pl)),
    ).toBe(100);
  });
  it('ladder steps', () => {
    expect(nextTick(199)).toBe(200);
    expect(previousTick(410)).toBe(400);
    expect(isValidTick(205)).toBe(false);
  });
});
