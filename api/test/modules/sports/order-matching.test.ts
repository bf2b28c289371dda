import { GAP_LADDER, ladderFixture } from '../../support/ladder-fixture';
import { balanceOf, orderEvents, type Player } from '../../support/sports-helpers';

const { fx, match, at } = ladderFixture(GAP_LADDER);
const unmatched = async (p: Player) =>
  (await p.post('/Player/GetUnmatchedBets', { Id: match().matchId })).json().data;
const matched = async (p: Player) =>
  (await p.post('/Player/GetOddsBetList', { Id: match().matchId })).json().data;

interface BetMoney {
  user_id: number;
  side: string;
  price: number;
  stake: number;
  win_amount: number;
  loss_amount: number;
}
const betsOnMarket = () =>
  fx.t.db.query<BetMoney>(
    `SELECT user_id, side, price, stake::int AS stake, win_amount::int AS win_amount,
            loss_amount::int AS loss_amount
       FROM sports_bets WHERE match_id = $1 AND market_type = 'odds' ORDER BY id`,
    [match().matchId],
  );

const userId = async (name: string) =>
  (await fx.t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [name]))[0]!.id;

describe('players matched against each other', () => {
  it('demo lays at a price nobody offers, demo2 backs at it: equal and opposite matched bets', async () => {
    const demoId = await userId('demo');
    const demo2Id = await userId('demo2');
    const lay = (await at(fx.demo, 'lay', '100.00', '1.55')).json();
    expect(lay.data).toMatchObject({ matched: '0.00', waiting: '100.00' });
    let back: { data: { betId: string } } | undefined;
    const events = await orderEvents(fx.t, async () => {
      back = (await at(fx.demo2, 'back', '100.00', '1.55', { key: 'demo2-back-1' })).json();
      expect(back).toMatchObject({
        status: 0,
        message: 'Bet placed',
        data: { matched: '100.00', waiting: '0.00', matchedPrice: '1.55', orderId: null },
      });
    });
    expect(await unmatched(fx.demo)).toEqual([]);
    expect(await matched(fx.demo)).toEqual([
      expect.objectContaining({ side: 'lay', rate: '1.55', amount: '100.00', liability: '55.00' }),
    ]);
    expect(await matched(fx.demo2)).toEqual([
      expect.objectContaining({ side: 'back', rate: '1.55', amount: '100.00' }),
    ]);
    const bets = await betsOnMarket();
    const demoBet = bets.find((b) => b.user_id === demoId);
    const demo2Bet = bets.find((b) => b.user_id === demo2Id);
    expect(bets).toHaveLength(2);
    expect(demoBet).toMatchObject({ side: 'lay', price: 155, stake: 10000 });
    expect(demo2Bet).toMatchObject({ side: 'back', price: 155, stake: 10000 });
    expect(demoBet!.win_amount).toBe(demo2Bet!.loss_amount);
    expect(demoBet!.loss_amount).toBe(demo2Bet!.win_amount);
    // demo's lay liability 55.00, demo2's back stake 100.00, nothing reserved any more.
    expect(await balanceOf(fx.demo)).toMatchObject({ exposure: '55.00' });
    expect(await balanceOf(fx.demo2)).toMatchObject({ exposure: '100.00' });
    // Both are told without asking: the maker its order's fill, the taker (matched whole, so no
    // order waits) its matched bet, as the reply's betId.
    expect(events.get(demoId)).toEqual([
      expect.objectContaining({
        kind: 'matched',
        betId: lay.data.orderId,
        matched: '100.00',
        remaining: '0.00',
        fill: { size: '100.00', price: '1.55' },
      }),
    ]);
    expect(events.get(demo2Id)).toEqual([
      expect.objectContaining({
        kind: 'matched',
        betId: back!.data.betId,
        side: 'back',
        price: '1.55',
        size: '100.00',
        matched: '100.00',
        remaining: '0.00',
        fill: { size: '100.00', price: '1.55' },
      }),
    ]);
  });

  it('the taker gets the resting price, better than asked, before the house', async () => {
    await at(fx.demo, 'lay', '100.00', '1.58');
    const back = (await at(fx.demo2, 'back', '250.00', '1.50')).json();
    // 100 at demo's 1.58, then 150 at the house's 1.50: never worse than the asked 1.50.
    expect(back.data).toMatchObject({ matched: '250.00', waiting: '0.00' });
    expect(
      (await matched(fx.demo2)).map((b: { rate: string; amount: string }) => [b.rate, b.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['1.58', '100.00'],
        ['1.50', '150.00'],
      ]),
    );
  });

  it('a partial fill leaves the rest of the resting order waiting, its reservation with it', async () => {
    const lay = (await at(fx.demo, 'lay', '300.00', '1.55')).json();
    const back = (await at(fx.demo2, 'back', '100.00', '1.55')).json();
    expect(back.data).toMatchObject({ matched: '100.00', waiting: '0.00' });
    expect(await unmatched(fx.demo)).toEqual([
      expect.objectContaining({
        betId: lay.data.orderId,
        size: '300.00',
        matched: '100.00',
        remaining: '200.00',
      }),
    ]);
    // Matched lay: 55.00 if the runner wins; the 200 waiting reserve 110.00 more on that outcome.
    expect(await balanceOf(fx.demo)).toMatchObject({ exposure: '165.00' });
    const rows = await fx.t.db.query<{ matched: number; remaining: number; state: string }>(
      'SELECT matched::int AS matched, remaining::int AS remaining, state FROM sports_orders WHERE id = $1',
      [lay.data.orderId],
    );
    expect(rows).toEqual([{ matched: 10000, remaining: 20000, state: 'waiting' }]);
  });

  it('a larger order takes the resting one and waits for the rest at its own price', async () => {
    await at(fx.demo, 'lay', '100.00', '1.55');
    const back = (await at(fx.demo2, 'back', '300.00', '1.55')).json();
    expect(back).toMatchObject({
      message: 'Bet placed: 100.00 matched at 1.55 · 200.00 waiting at 1.55',
      data: { matched: '100.00', waiting: '200.00' },
    });
    expect(await unmatched(fx.demo)).toEqual([]);
    expect(await unmatched(fx.demo2)).toEqual([
      expect.objectContaining({ side: 'back', price: '1.55', remaining: '200.00' }),
    ]);
  });

  it('a cancelled order is never matched', async () => {
    const lay = (await at(fx.demo, 'lay', '100.00', '1.55')).json();
    const cancel = await fx.demo.post(
      '/Player/CancelBet',
      { BetId: lay.data.orderId },
      { 'idempotency-key': 'cancel-lay-1' },
    );
    expect(cancel.json()).toMatchObject({ status: 0, data: { cancelled: 1 } });
    const back = (await at(fx.demo2, 'back', '100.00', '1.55')).json();
    expect(back.data).toMatchObject({ matched: '0.00', waiting: '100.00' });
    expect(await matched(fx.demo)).toEqual([]);
    expect(await balanceOf(fx.demo)).toMatchObject({ exposure: '0.00' });
  });

  it("a player's own resting order is passed over, not matched", async () => {
    await at(fx.demo, 'lay', '100.00', '1.55');
    const back = (await at(fx.demo, 'back', '100.00', '1.55')).json();
    expect(back.data).toMatchObject({ matched: '0.00', waiting: '100.00' });
    expect(await matched(fx.demo)).toEqual([]);
  });

  it('concurrent backs never match more than the resting size', async () => {
    const lay = (await at(fx.demo, 'lay', '500.00', '1.55')).json();
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        at(fx.demo2, 'back', '100.00', '1.55', { key: `race-${i}` }),
      ),
    );
    const total = replies.map((r) => Number(r.json().data.matched)).reduce((a, b) => a + b, 0);
    expect(total).toBe(500);
    const rows = await fx.t.db.query<{ matched: number; remaining: number }>(
      'SELECT matched::int AS matched, remaining::int AS remaining FROM sports_orders WHERE id = $1',
      [lay.data.orderId],
    );
    expect(rows).toEqual([{ matched: 50000, remaining: 0 }]);
    const laid = (await betsOnMarket()).filter((b) => b.side === 'lay');
    expect(laid.reduce((s, b) => s + b.stake, 0)).toBe(50000);
  });
});
