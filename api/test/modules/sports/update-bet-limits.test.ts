jest.setTimeout(120_000);
import { GAP_LADDER } from '../../support/ladder-fixture';
import {
  countOf,
  MINUTE,
  newPlayer,
  saferFixture,
  type TestPlayer,
} from '../../support/safer-helpers';
import { inPlayMatch, oddsBet, resetSports } from '../../support/sports-helpers';

// UpdateBet with a new price places a new order: the same checks as PlaceBet (issue 43 fault 1).
const t = saferFixture();

beforeEach(async () => {
  t.clock.set(new Date());
  await resetSports(t);
  Object.assign(inPlayMatch(t).odds.runners[0]!, structuredClone(GAP_LADDER));
});

async function setLimit(p: TestPlayer, Kind: string, Amount: string): Promise<void> {
  expect((await p.post('/SaferGambling/SetLimit', { Kind, Amount })).json()).toMatchObject({
    status: 0,
  });
}

/** p's lay of `stake` at `price` on runner 0 (the house takes lays at 1.60: below that it waits). */
async function waitingLay(p: TestPlayer, stake: string, price: string): Promise<string> {
  const res = (
    await p.post('/Player/PlaceBet', { ...oddsBet(inPlayMatch(t), 'lay', stake), Price: price })
  ).json();
  expect(res).toMatchObject({ status: 0, data: { waiting: stake } });
  return res.data.orderId as string;
}

/** What the player's money and orders look like: any change shows here. */
const state = async (p: TestPlayer) => ({
  exposure: await countOf(
    t.db,
    'SELECT COALESCE(SUM(amount), 0)::bigint AS n FROM exposures WHERE user_id = $1',
    p.id,
  ),
  bets: await countOf(t.db, 'SELECT count(*)::int AS n FROM sports_bets WHERE user_id = $1', p.id),
  orders: await t.db.query(
    `SELECT id, price, remaining::int AS remaining, state FROM sports_orders
      WHERE user_id = $1 ORDER BY id`,
    [p.id],
  ),
});

describe('UpdateBet to a new price runs the checks of PlaceBet', () => {
  it('a re-price past the daily loss limit is refused and changes nothing', async () => {
    const p = await newPlayer(t);
    const id = await waitingLay(p, '100.00', '1.01');
    await setLimit(p, 'daily', '50');
    const before = await state(p);
    expect(before.exposure).toBe(100);
    // at 1000 the lay would match the house's back at 1.60 at once (and risks 99,900 as asked)
    const res = (await p.post('/Player/UpdateBet', { BetId: id, Price: '1000' })).json();
    expect(res).toMatchObject({ status: 1, message: expect.stringMatching(/daily loss limit/) });
    expect(await state(p)).toEqual(before);
    // within the limit it is placed (the old order's reservation is not counted twice: 50.00 is
    // all the limit leaves, and the lay waiting at 1.50 reserves exactly that)
    const within = (await p.post('/Player/UpdateBet', { BetId: id, Price: '1.50' })).json();
    expect(within).toMatchObject({ status: 0, data: { matched: '0.00', waiting: '100.00' } });
    expect((await state(p)).exposure).toBe(5000);
  });

  it('a re-priced order above the stake limit is refused and changes nothing', async () => {
    const p = await newPlayer(t);
    const id = await waitingLay(p, '200.00', '1.01');
    await setLimit(p, 'stake', '150');
    const before = await state(p);
    const res = (await p.post('/Player/UpdateBet', { BetId: id, Price: '1.02' })).json();
    expect(res).toEqual({
      status: 1,
      message: 'Your stake limit is 150.00 Coins per bet',
      code: 'SAFER_STAKE_LIMIT',
      values: { amount: '150.00' },
      data: null,
    });
    expect(await state(p)).toEqual(before);
    // a smaller stake only takes risk away: it stays allowed
    const smaller = (await p.post('/Player/UpdateBet', { BetId: id, Stake: '120' })).json();
    expect(smaller).toMatchObject({ status: 0, data: { betId: id, waiting: '120.00' } });
  });

  it('a re-price while the session reminder waits for an answer is refused and changes nothing', async () => {
    const p = await newPlayer(t);
    const id = await waitingLay(p, '100.00', '1.01');
    t.clock.advance(61 * MINUTE);
    const before = await state(p);
    const res = (await p.post('/Player/UpdateBet', { BetId: id, Price: '1.40' })).json();
    expect(res).toEqual({
      status: 1,
      message:
        'Your session reminder is waiting for an answer: choose Continue or Log out before you bet.',
      code: 'SAFER_REMINDER_WAITING',
      data: null,
    });
    expect(await state(p)).toEqual(before);
  });
});
