import type { UnmatchedBet } from 'shared-api-types';
import { offeredPrices, type ShownLevels } from './offered-prices';

/** A waiting order of the player (odds market k1). */
const mine = (
  selectionId: string,
  side: 'back' | 'lay',
  price: string,
  remaining: string,
): UnmatchedBet => ({
  betId: `${selectionId}${side}${price}`,
  marketType: 'odds',
  marketId: 'k1',
  selectionId,
  selectionName: '',
  side,
  price,
  size: remaining,
  matched: '0.00',
  remaining,
  persistence: 'lapse',
  placedAt: '',
});

// Runner A: available to back 1.50 (40.00), 1.49 (100.00); to lay 1.51 (60.00), 1.52 (100.00).
const A: ShownLevels = {
  selectionId: 'A',
  back: [
    { price: 150, size: 4000 },
    { price: 149, size: 10000 },
    { price: 0, size: 0 },
  ],
  lay: [
    { price: 151, size: 6000 },
    { price: 152, size: 10000 },
    { price: 0, size: 0 },
  ],
};

describe('offeredPrices: the best prices the book offers the player', () => {
  it("the best shown prices when none of them is the player's", () => {
    expect(offeredPrices([A], [mine('B', 'back', '1.51', '60.00')], 'k1')).toEqual([
      { selectionId: 'A', back: 150, lay: 151 },
    ]);
  });

  it("passes over a level that is all the player's own waiting order (as the server's hedge does)", () => {
    // the rest of a part-matched back waits at 1.51: it is all of 1.51 to lay
    expect(offeredPrices([A], [mine('A', 'back', '1.51', '60.00')], 'k1')).toEqual([
      { selectionId: 'A', back: 150, lay: 152 },
    ]);
    // a waiting lay at 1.50 is all of 1.50 to back
    expect(offeredPrices([A], [mine('A', 'lay', '1.50', '40.00')], 'k1')).toEqual([
      { selectionId: 'A', back: 149, lay: 151 },
    ]);
  });

  it('keeps a level others still offer at, and ignores orders of another market', () => {
    expect(
      offeredPrices(
        [A],
        [
          mine('A', 'back', '1.51', '59.99'),
          { ...mine('A', 'lay', '1.50', '40.00'), marketId: 'x' },
        ],
        'k1',
      ),
    ).toEqual([{ selectionId: 'A', back: 150, lay: 151 }]);
  });

  it("no price when every shown level of a side is the player's", () => {
    const one: ShownLevels = { ...A, lay: [{ price: 151, size: 6000 }] };
    expect(offeredPrices([one], [mine('A', 'back', '1.51', '60.00')], 'k1')).toEqual([
      { selectionId: 'A', back: 150, lay: 0 },
    ]);
  });
});
