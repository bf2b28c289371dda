import type { SimMatch } from '../../../src/modules/sports/feed/sim-types';
import { exposureMismatches, runnerIdsOfMatches } from '../../support/exposure-check';
import { balanceOf, cashOutBody, oddsBet, sportsFixture } from '../../support/sports-helpers';

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
