import { LEVEL_WITHIN, positionsAfter, type HedgeBet } from 'shared-maths/cash-out';
import { pairBets } from 'shared-maths/order-book';
import { greenUp, whatIf } from './green-up';

const ids = ['a', 'b'];
/** Each runner's outcome once the bets fill at once, as the exchange matches them (pairBets). */
const filled = (positions: Record<string, number>, bets: readonly HedgeBet[]) =>
  positionsAfter(
    positions,
    ids,
    bets.map((b) => pairBets(b.selectionId, b.price, b.stake)[b.side]),
  );

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
    const after = filled({ a: 20000, b: -10000 }, q.bets);
    expect(Math.abs((after.a ?? 0) - (after.b ?? 0))).toBeLessThanOrEqual(1);
    expect(q.bets[0]?.stake).toBe(14851); // 300.00 / 2.02, down to a cent
  });

  it("counts a lay's liability as its fill does (the backer's win, rounded down)", () => {
    // backed a at 2.00 for 200.00: +200.00 / -200.00; now 1.50 / 1.52. 400.00 / 1.52 = 263.157:
    // a lay of 263.15 fills with a liability of 136.83 (263.15 x 0.52 rounded down), leaving
    // 63.17 / 63.15, two cents apart; 263.16 fills at 136.84: 63.16 each
    const q = greenUp({ a: 20000, b: -20000 }, [
      { selectionId: 'a', back: 150, lay: 152 },
      { selectionId: 'b', back: 290, lay: 300 },
    ]);
    if (!q.ok) throw new Error('no green-up');
    expect(q.bets).toEqual([
      expect.objectContaining({ selectionId: 'a', side: 'lay', price: 152, stake: 26316 }),
    ]);
    expect(filled({ a: 20000, b: -20000 }, q.bets)).toEqual({ a: 6316, b: 6316 });
    expect(q.after).toEqual({ a: 6316, b: 6316 });
  });

  it('leaves every runner within a cent at prices up to 2 (a grid of positions and prices)', () => {
    let checked = 0;
    let level = 0;
    for (const pa of [-250_001, -10_000, -1, 0, 3, 12_345, 499_999])
      for (const pb of [-99_999, -500, 0, 7, 20_000, 333_333])
        for (const la of [101, 137, 150, 199, 200])
          for (const lb of [101, 163, 188, 200]) {
            const prices = [
              { selectionId: 'a', back: la, lay: la },
              { selectionId: 'b', back: lb, lay: lb },
            ];
            const q = greenUp({ a: pa, b: pb }, prices);
            // under a Coin apart is level already: no green-up of cents
            if (Math.abs(pa - pb) < LEVEL_WITHIN) {
              expect(q).toEqual({ ok: false, reason: 'level' });
              level += 1;
              continue;
            }
            if (!q.ok) throw new Error(`no green-up for ${pa} ${pb}`);
            const after = filled({ a: pa, b: pb }, q.bets);
            expect(Math.abs((after.a ?? 0) - (after.b ?? 0))).toBeLessThanOrEqual(1);
            expect(q.after).toEqual(after);
            checked += 1;
          }
    expect([checked, level]).toEqual([720, 120]);
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
