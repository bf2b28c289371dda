import { fancyPreview, runnerPreview } from './preview';

describe('bet slip preview', () => {
  it('back: +profit on the runner, -stake on the others, on top of the position', () => {
    const existing = [{ side: 'lay' as const, selectionId: 'B', win: 10_000, loss: 5_000 }];
    const rows = runnerPreview(existing, ['A', 'B', 'D'], {
      kind: 'odds',
      side: 'back',
      selectionId: 'A',
      price: 185,
      stake: 20_000,
      line: null,
    });
    expect(rows).toEqual([
      { selectionId: 'A', before: 10_000, after: 27_000 },
      { selectionId: 'B', before: -5_000, after: -25_000 },
      { selectionId: 'D', before: 10_000, after: -10_000 },
    ]);
  });
  it('lay on bookmaker: liability r/100 on the runner, +stake elsewhere', () => {
    const rows = runnerPreview([], ['A', 'B'], {
      kind: 'book',
      side: 'lay',
      selectionId: 'B',
      price: 48,
      stake: 10_000,
      line: null,
    });
    expect(rows).toEqual([
      { selectionId: 'A', before: 0, after: 10_000 },
      { selectionId: 'B', before: 0, after: -4_800 },
    ]);
  });
  it('fancy: run ranges with the session P&L now and with the bet', () => {
    const rows = fancyPreview([{ side: 'no', line: 52, win: 10_000, loss: 10_000 }], {
      kind: 'session',
      side: 'yes',
      selectionId: 's',
      price: 100,
      stake: 10_000,
      line: 50,
    });
    expect(rows).toEqual([
      { from: 0, to: 49, now: 10_000, after: 0 },
      { from: 50, to: 51, now: 10_000, after: 20_000 },
      { from: 52, to: null, now: -10_000, after: 0 },
    ]);
  });
});
