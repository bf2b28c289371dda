import {
  extraExposure,
  fancyPreview,
  liabilityOf,
  orderFills,
  runnerPreview,
  type NewBet,
} from './preview';

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

describe('the what-if at the price the order matches at', () => {
  // A lay of 300.00 asked at 1.66 that takes 300.00 at 1.60 now: the bet is at 1.60.
  const lay = slipBet('odds', 'lay', 'A', 166, 30_000);
  it('a lay that matches now at a better price: liability and position at that price', () => {
    const fills = orderFills(lay, { matched: [{ price: 160, size: 30_000 }], waiting: 0 });
    expect(fills).toEqual([{ price: 160, size: 30_000 }]);
    expect(liabilityOf(lay, fills)).toBe(18_000);
    expect(runnerPreview([], ['A', 'B'], lay, fills)).toEqual([
      { selectionId: 'A', before: 0, after: -18_000 },
      { selectionId: 'B', before: 0, after: 30_000 },
    ]);
  });
  it('a part matches now, the rest waits at the asked price', () => {
    const preview = { matched: [{ price: 160, size: 10_000 }], waiting: 20_000 };
    const fills = orderFills(lay, preview);
    expect(fills).toEqual([
      { price: 160, size: 10_000 },
      { price: 166, size: 20_000 },
    ]);
    // 100.00 x 0.60 + 200.00 x 0.66
    expect(liabilityOf(lay, fills)).toBe(6_000 + 13_200);
    expect(runnerPreview([], ['A', 'B'], lay, fills)[0]?.after).toBe(-19_200);
  });
  it('a back that matches at a higher price wins more; its liability is its stake', () => {
    const back = slipBet('odds', 'back', 'A', 150, 10_000);
    const fills = orderFills(back, { matched: [{ price: 155, size: 10_000 }], waiting: 0 });
    expect(liabilityOf(back, fills)).toBe(10_000);
    expect(runnerPreview([], ['A', 'B'], back, fills)[0]?.after).toBe(5_500);
  });
  it('a lay liability rounds up to the cent, fill by fill', () => {
    const odd = slipBet('odds', 'lay', 'A', 133, 1);
    expect(liabilityOf(odd, orderFills(odd, null))).toBe(1);
  });
  it('no book preview (bookmaker, fancy): the whole stake at the price; no stake, no fills', () => {
    const book = slipBet('book', 'lay', 'A', 48, 10_000);
    expect(orderFills(book, null)).toEqual([{ price: 48, size: 10_000 }]);
    expect(liabilityOf(book, orderFills(book, null))).toBe(4_800);
    expect(orderFills(slipBet('book', 'lay', 'A', 48, 0), null)).toEqual([]);
  });
  it('the extra exposure is what the balance must cover; a hedge needs nothing', () => {
    expect(
      extraExposure([
        { now: -5_000, after: -18_000 },
        { now: 10_000, after: 40_000 },
      ]),
    ).toBe(13_000);
    expect(extraExposure([{ now: -5_000, after: 0 }])).toBe(0);
  });
});
