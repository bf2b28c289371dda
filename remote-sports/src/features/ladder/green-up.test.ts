import fc from 'fast-check';
import { positionsAfter } from 'shared-maths/cash-out';
import { greenUp, whatIf } from './green-up';

const ids = ['a', 'b'];

describe('green-up', () => {
  it('lays off a back that has shortened: the same profit on both runners', () => {
    // backed a at 3.00 for 100.00: a wins +200.00, b -100.00; now 2.00 / 2.02
    const q = greenUp({ a: 20000, b: -10000 }, [
      { selectionId: 'a', back: 200, lay: 202 },
      { selectionId: 'b', back: 196, lay: 200 },
    ]);
    if (!q.ok) throw new Error('no green-up');
    expect(q.bets).toEqual([
      expect.objectContaining({ selectionId: 'a', side: 'lay', price: 202 }),
    ]);
    const after = positionsAfter({ a: 20000, b: -10000 }, ids, q.bets);
    expect(Math.abs((after.a ?? 0) - (after.b ?? 0))).toBeLessThanOrEqual(1);
    expect(q.bets[0]?.stake).toBe(14851); // 300.00 / 2.02, down to a cent
  });

  it('leaves every runner within a cent at prices up to 2 (property)', () => {
    const price = fc.integer({ min: 101, max: 200 });
    fc.assert(
      fc.property(
        fc.integer({ min: -500000, max: 500000 }),
        fc.integer({ min: -500000, max: 500000 }),
        price,
        price,
        (pa, pb, la, lb) => {
          fc.pre(Math.abs(pa - pb) > 1);
          const prices = [
            { selectionId: 'a', back: la, lay: la },
            { selectionId: 'b', back: lb, lay: lb },
          ];
          const q = greenUp({ a: pa, b: pb }, prices);
          if (!q.ok) return;
          const after = positionsAfter({ a: pa, b: pb }, ids, q.bets);
          expect(Math.abs((after.a ?? 0) - (after.b ?? 0))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('says when there is nothing to green up or no price', () => {
    expect(greenUp({ a: 500, b: 500 }, [])).toEqual({ ok: false, reason: 'level' });
    const noPrice = greenUp({ a: 1000, b: -500 }, [
      { selectionId: 'a', back: 0, lay: 0 },
      { selectionId: 'b', back: 0, lay: 0 },
    ]);
    expect(noPrice.ok).toBe(false);
  });
});

describe('what-if under the finger', () => {
  it('adds a back or a lay of the stake at the price', () => {
    expect(
      whatIf({ a: 0, b: 0 }, ids, { selectionId: 'a', side: 'back', price: 250, stake: 10000 }),
    ).toEqual({ a: 15000, b: -10000 });
    expect(
      whatIf({ a: 500, b: -200 }, ids, { selectionId: 'b', side: 'lay', price: 333, stake: 10000 }),
    ).toEqual({ a: 10500, b: -23500 });
  });
});
