import { fancyPreview, runnerPreview, type NewBet } from './preview';

/** The slip's bet: `stake` (cents) at `price` on `selectionId`, with the session's line. */
const slipBet = (
  kind: NewBet['kind'],
  side: NewBet['side'],
  selectionId: string,
  price: number,
  stake: number,
  line: number | null = null,
): NewBet => ({ kind, side, selectionId, price, stake, line });

describe('bet slip preview', () => {
  it('back: +profit on the runner, -stake on the others, on top of the position', () => {
    const existing = [{ side: 'lay' as const, selectionId: 'B', win: 10_000, loss: 5_000 }];
    const rows = runnerPreview(
      existing,
      ['A', 'B', 'D'],
      slipBet('odds', 'back', 'A', 185, 20_000),
    );
    expect(rows).toEqual([
      { selectionId: 'A', before: 10_000, after: 27_000 },
      { selectionId: 'B', before: -5_000, after: -25_000 },
      { selectionId: 'D', before: 10_000, after: -10_000 },
    ]);
  });
  it('lay on bookmaker: liability r/100 on the runner, +stake elsewhere', () => {
    const rows = runnerPreview([], ['A', 'B'], slipBet('book', 'lay', 'B', 48, 10_000));
    expect(rows).toEqual([
      { selectionId: 'A', before: 0, after: 10_000 },
      { selectionId: 'B', before: 0, after: -4_800 },
    ]);
  });
  it('fancy: run ranges with the session P&L now and with the bet', () => {
    const existing = [{ side: 'no' as const, line: 52, win: 10_000, loss: 10_000 }];
    const rows = fancyPreview(existing, slipBet('session', 'yes', 's', 100, 10_000, 50));
    expect(rows).toEqual([
      { from: 0, to: 49, now: 10_000, after: 0 },
      { from: 50, to: 51, now: 10_000, after: 20_000 },
      { from: 52, to: null, now: -10_000, after: 0 },
    ]);
  });
});
