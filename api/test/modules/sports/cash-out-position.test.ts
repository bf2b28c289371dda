import type { SimMatch } from '../../../src/modules/sports/feed/sim-types';
import { exposureMismatches, runnerIdsOfMatches } from '../../support/exposure-check';
import {
  balanceOf,
  cashOutBody,
  NOT_HOUSE,
  oddsBet,
  sportsFixture,
} from '../../support/sports-helpers';

// Cash out and the position it levels (issue 43 faults 2 and 5).
const fx = sportsFixture({ resetEachTest: true });

/** An in-play match whose match odds have two runners: runner 0 backed at 2.00, laid at 2.02. */
function twoRunnerMatch(): SimMatch {
  const m = [...fx.t.sports.sim.matches.values()].find(
    (x) => x.state === 'inplay' && x.odds.runners.length === 2,
  );
  if (!m) throw new Error('no two-runner in-play match');
  m.odds.status = 'OPEN';
  setPrices(m, [200, 202], [196, 200]);
  return m;
}

/** One level a side per runner: [available to back, available to lay] (odds x100). */
function setPrices(m: SimMatch, ...prices: [number, number][]): void {
  m.odds.runners.forEach((r, i) => {
    const [back, lay] = prices[i] ?? [0, 0];
    r.back = [back, 0, 0];
    r.lay = [lay, 0, 0];
  });
}

const mismatches = () =>
  exposureMismatches(fx.t.db, runnerIdsOfMatches(fx.t.sports.sim.matches.values()));

describe('CashOut of the match odds and the exposure it stores', () => {
  it("a re-quote that fills the player's own waiting order is in the position and the stored exposure", async () => {
    const m = twoRunnerMatch();
    const back = (await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '500.00'))).json();
    expect(back).toMatchObject({ status: 0, data: { matched: '500.00' } });
    // a lay at 1.80 nobody takes (the house backs at 2.02): it waits
    const lay = { ...oddsBet(m, 'lay', '300.00'), Price: '1.80' };
    expect((await fx.demo.post('/Player/PlaceBet', lay)).json()).toMatchObject({
      status: 0,
      data: { waiting: '300.00' },
    });
    expect(await mismatches()).toEqual([]);
    // the engine moves: the house now backs runner 0 at 1.51, which crosses the waiting lay at
    // 1.80; the cash out's re-quote stores that first, and the lay fills at 1.80
    setPrices(m, [150, 151], [290, 300]);
    const res = (await fx.demo.post('/Player/CashOut', cashOutBody(m, 100, '-1000.00'))).json();
    expect(res).toMatchObject({ status: 0, message: 'Cashed out' });
    const filled = await fx.t.db.query<{ state: string; matched: number }>(
      `SELECT state, matched::int AS matched FROM sports_orders
        WHERE user_id = (SELECT id FROM users WHERE username = 'demo') AND side = 'lay'`,
    );
    expect(filled).toEqual([{ state: 'matched', matched: 30000 }]);
    // the stored exposure is the worst case of every bet (the filled lay's too) and order
    expect(await mismatches()).toEqual([]);
    // and the hedge levelled the position as it stood after the fill: nothing at risk
    expect((await balanceOf(fx.demo)).exposure).toBe('0.00');
  });
});

describe('a second cash out of a cashed-out position', () => {
  /** Everything a refused cash out must leave as it was: balances and the players' bets. */
  const snapshot = async () => ({
    balance: await balanceOf(fx.demo),
    bets: await fx.t.db.query(
      `SELECT id, selection_id, side, price, stake::bigint AS stake, status FROM sports_bets
        WHERE ${NOT_HOUSE} ORDER BY id`,
    ),
  });

  async function cashOutTwice(kind: 'odds' | 'book') {
    const first = (
      await fx.demo.post('/Player/CashOut', cashOutBody(m0(), 100, '-1000.00', kind))
    ).json();
    expect(first).toMatchObject({ status: 0, message: 'Cashed out' });
    const before = await snapshot();
    const second = (
      await fx.demo.post('/Player/CashOut', cashOutBody(m0(), 100, '-1000.00', kind))
    ).json();
    expect(second).toMatchObject({ status: 1, message: 'No position to cash out', data: null });
    expect(await snapshot()).toEqual(before);
    expect(await mismatches()).toEqual([]);
  }
  let m0: () => SimMatch = () => {
    throw new Error('no match');
  };

  it('match odds: the lay of the backed runner at 3.40 leaves cents, not a position', async () => {
    const m = twoRunnerMatch();
    m0 = () => m;
    const back = (await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '500.00'))).json();
    expect(back).toMatchObject({ status: 0, data: { matched: '500.00' } });
    setPrices(m, [330, 340], [140, 142]);
    await cashOutTwice('odds');
  });

  it('bookmaker: the lay of the backed runner at rate 310 leaves cents, not a position', async () => {
    const m = twoRunnerMatch();
    m0 = () => m;
    m.book.status = 'OPEN';
    m.book.runners.forEach((r, i) => ((r.back[0] = i ? 90 : 85), (r.lay[0] = i ? 95 : 88)));
    const back = (
      await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '500.00', 0, 'book'))
    ).json();
    expect(back).toMatchObject({ status: 0 });
    m.book.runners.forEach((r, i) => ((r.back[0] = i ? 20 : 300), (r.lay[0] = i ? 25 : 310)));
    await cashOutTwice('book');
  });
});
