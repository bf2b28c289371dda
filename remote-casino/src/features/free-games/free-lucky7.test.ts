import { freeProfit, freeWins, PRACTICE_CHIPS, useFreePlay } from './free-lucky7';

describe('free-play Lucky 7', () => {
  beforeEach(() => useFreePlay.getState().reset());
  it('applies the Lucky 7 rules: a 7 loses Low and High', () => {
    expect(freeWins({ rank: 6, suit: 'S' }, 'Low Card')).toBe(true);
    expect(freeWins({ rank: 8, suit: 'S' }, 'High Card')).toBe(true);
    expect(freeWins({ rank: 7, suit: 'H' }, 'Low Card')).toBe(false);
    expect(freeWins({ rank: 7, suit: 'H' }, 'High Card')).toBe(false);
    expect(freeWins({ rank: 7, suit: 'H' }, 'Red')).toBe(true);
    expect(freeProfit(100, 1.97)).toBe(97);
  });
  it('moves only the practice chips, and refuses stakes above them', () => {
    useFreePlay.getState().play('High Card', 100, { rank: 13, suit: 'C' });
    expect(useFreePlay.getState().chips).toBe(PRACTICE_CHIPS + 100);
    useFreePlay.getState().play('Red', 500, { rank: 2, suit: 'S' });
    expect(useFreePlay.getState().chips).toBe(PRACTICE_CHIPS - 400);
    useFreePlay.getState().play('Red', 1_000_000);
    expect(useFreePlay.getState().chips).toBe(PRACTICE_CHIPS - 400);
  });
});
