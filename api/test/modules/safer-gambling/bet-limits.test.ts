jest.setTimeout(120_000);
import {
  bookResult,
  casinoBet,
  countOf,
  MINUTE,
  newPlayer,
  saferFixture,
  type TestPlayer,
} from '../../support/safer-helpers';
import { oddsBet } from '../../support/sports-helpers';

const t = saferFixture({ casino: { openMs: 600_000 } });
// Noon in Kolkata: the day began 12 hours ago.
const NOON_IST = new Date('2026-06-15T06:30:00Z');
beforeAll(() => t.clock.set(NOON_IST));

const setLimit = (p: TestPlayer, Kind: string, Amount: string) =>
  p.post('/SaferGambling/SetLimit', { Kind, Amount });

const bet = (p: TestPlayer, stake: string) => casinoBet(t, p, stake);

const betCount = (p: TestPlayer) =>
  countOf(
    t.db,
    `SELECT (SELECT count(*) FROM casino_bets WHERE user_id = $1)
          + (SELECT count(*) FROM sports_bets WHERE user_id = $1) AS n`,
    p.id,
  );

const exposure = (p: TestPlayer) =>
  countOf(
    t.db,
    'SELECT COALESCE(SUM(amount), 0)::bigint AS n FROM exposures WHERE user_id = $1',
    p.id,
  );

/** A refusal's sentence, code and values, as sent. */
interface Refusal {
  message: string;
  code: string;
  values?: Record<string, string>;
}
const stakeLimit = (coins: string, amount: string): Refusal => ({
  message: `Your stake limit is ${coins} Coins per bet`,
  code: 'SAFER_STAKE_LIMIT',
  values: { amount },
});

/** `p`'s casino bet of `stake` is refused with `refusal`, and `p` has no bet written. */
async function expectRefusedBet(p: TestPlayer, stake: string, refusal: Refusal): Promise<void> {
  expect(await bet(p, stake)).toEqual({ status: 1, data: null, ...refusal });
  expect(await betCount(p)).toBe(0);
}

describe('bets under the player limits', () => {
  it('refuses a casino bet above the stake limit, writing nothing', async () => {
    const p = await newPlayer(t);
    await setLimit(p, 'stake', '100');
    await expectRefusedBet(p, '200', stakeLimit('100.00', '100.00'));
    expect((await bet(p, '100')).status).toBe(0);
  });

  it('refuses a bet that could take the day past the loss limit, naming what is left', async () => {
    const p = await newPlayer(t);
    await bookResult(t.db, p.id, -70_000, new Date(NOON_IST.getTime() - 60 * MINUTE));
    await setLimit(p, 'daily', '1000');
    await expectRefusedBet(p, '400', {
      message: 'You can lose 300.00 more Coins today under your daily loss limit',
      code: 'SAFER_LOSS_LIMIT_LEFT',
      values: { limit: 'daily', left: '300.00' },
    });
    expect((await bet(p, '300')).status).toBe(0);
    // The open bet's worst case counts against what is left.
    expect(await bet(p, '100')).toEqual({
      status: 1,
      data: null,
      message: 'You have reached your daily loss limit for today',
      code: 'SAFER_LOSS_LIMIT_REACHED',
      values: { limit: 'daily' },
    });
    expect(await betCount(p)).toBe(1);
  });

  it('counts wins as no loss but never lets them extend the limit', async () => {
    const p = await newPlayer(t);
    await bookResult(t.db, p.id, 50_000, new Date(NOON_IST.getTime() - MINUTE));
    await setLimit(p, 'weekly', '1000');
    expect((await bet(p, '1001')).message).toBe(
      'You can lose 1,000.00 more Coins this week under your weekly loss limit',
    );
  });

  it('checks sports bets by their worst case: a lay risks its liability, not its stake', async () => {
    const p = await newPlayer(t);
    const m = [...t.sports.sim.matches.values()].find((x) => x.state === 'upcoming');
    if (!m) throw new Error('no upcoming match');
    await setLimit(p, 'stake', '1000');
    const tooBig = await p.post('/Player/PlaceBet', oddsBet(m, 'back', '1500'));
    expect(tooBig.json()).toEqual({
      status: 1,
      data: null,
      ...stakeLimit('1,000.00', '1000.00'),
    });
    await setLimit(p, 'monthly', '400');
    // The runner with the longest lay price: laying 300 Coins risks more than 400.
    const prices = m.odds.runners.map((r) => r.lay[0] ?? 0);
    const longest = prices.indexOf(Math.max(...prices));
    const lay = oddsBet(m, 'lay', '300', longest);
    expect(Number(lay.Price)).toBeGreaterThan(2.34);
    expect((await p.post('/Player/PlaceBet', lay)).json()).toEqual({
      status: 1,
      data: null,
      message: 'You can lose 400.00 more Coins this month under your monthly loss limit',
      code: 'SAFER_LOSS_LIMIT_LEFT',
      values: { limit: 'monthly', left: '400.00' },
    });
    expect(await betCount(p)).toBe(0);
    const back = await p.post('/Player/PlaceBet', oddsBet(m, 'back', '300', longest));
    expect(back.json()).toMatchObject({ status: 0 });
    expect(await exposure(p)).toBe(30_000);
  });

  it('lets 20 bets sent at once at the edge of a limit take it to the limit and no further', async () => {
    const p = await newPlayer(t);
    await setLimit(p, 'daily', '1000');
    const replies = await Promise.all(Array.from({ length: 20 }, () => bet(p, '100')));
    const placed = replies.filter((r) => r.status === 0).length;
    expect(placed).toBe(10);
    for (const r of replies.filter((x) => x.status === 1))
      expect(r.message).toBe('You have reached your daily loss limit for today');
    expect(await exposure(p)).toBe(100_000);
    expect(await betCount(p)).toBe(10);
    const { balance } = (
      await t.db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [p.id])
    )[0] ?? { balance: 0 };
    expect(balance).toBe(10_000_000);
  });

  it('a raised limit refuses as the lower one until the player confirms it after 24 hours', async () => {
    const p = await newPlayer(t);
    await p.post('/SaferGambling/SetRealityCheck', { IntervalMinutes: 0 });
    await setLimit(p, 'stake', '100');
    await setLimit(p, 'stake', '1000');
    await expectRefusedBet(p, '200', stakeLimit('100.00', '100.00'));
    t.clock.advance(25 * 60 * MINUTE);
    try {
      await expectRefusedBet(p, '200', stakeLimit('100.00', '100.00'));
      expect(
        (await p.post('/SaferGambling/ConfirmPending', { Kind: 'stake' })).json(),
      ).toMatchObject({
        status: 0,
        message: 'Your stake limit is now 1,000.00 Coins',
        code: 'SAFER_LIMIT_NOW',
        values: { limit: 'stake', amount: '1000.00' },
      });
      expect((await bet(p, '200')).status).toBe(0);
    } finally {
      t.clock.set(NOON_IST);
    }
  });
});
