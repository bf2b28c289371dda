import type { FeedEvent } from 'shared-api-types';
import { ladderFixture } from '../../support/ladder-fixture';

const { fx, match, at } = ladderFixture({
  back: [150, 149, 0],
  backSize: [5000, 2000, 0],
  lay: [160, 161, 162],
  laySize: [5000, 5000, 5000],
});
beforeEach(async () => {
  fx.t.sports.sim.touch(match());
  await fx.t.sports.fillOrders();
});

/** Runner 0 of match odds as the book odds host serves it, after the tick's refresh. */
async function shown(): Promise<FeedEvent> {
  await fx.t.sports.fillOrders();
  const reply = JSON.parse(fx.t.sports.sim.bookOdds(match().eventId, match().marketId));
  return reply.market[0].events[0];
}
const dashboardBack0 = async () =>
  (await fx.demo.post('/DashBoard/GetDashboard', { SportId: 4 }))
    .json()
    .data.sportMathes[0].mathes.find((x: { matchID: string }) => x.matchID === match().matchId)
    .back0;

describe('the feed shows the book', () => {
  it("a player's waiting lay is the best back; a missing level is 0 with size 0", async () => {
    expect(await shown()).toMatchObject({
      BackPrice1: 1.5,
      BackSize1: 5000,
      BackPrice2: 1.49,
      BackSize2: 2000,
      BackPrice3: 0,
      BackSize3: 0,
      LayPrice1: 1.6,
      LastPriceTraded: 0,
      TotalMatched: 0,
    });
    expect(await dashboardBack0()).toBe(1.5);
    await at(fx.demo, 'lay', '100.00', '1.55');
    await at(fx.demo2, 'lay', '250.50', '1.55');
    expect(await shown()).toMatchObject({
      BackPrice1: 1.55,
      BackSize1: 350.5,
      BackPrice2: 1.5,
      BackSize2: 5000,
      BackPrice3: 1.49,
      BackSize3: 2000,
    });
    // GetDashboard's cached reply follows the book.
    expect(await dashboardBack0()).toBe(1.55);
  });

  it('a trade sets the last traded price and volume; used-up house sizes are not shown', async () => {
    await at(fx.demo, 'lay', '100.00', '1.55');
    await at(fx.demo2, 'back', '100.00', '1.55');
    expect(await shown()).toMatchObject({
      BackPrice1: 1.5,
      LastPriceTraded: 1.55,
      TotalMatched: 100,
    });
    // 4,900 of the house's 5,000 at 1.50 taken: 100 left until the engine re-quotes.
    await at(fx.demo2, 'back', '4900.00', '1.50');
    expect(await shown()).toMatchObject({
      BackPrice1: 1.5,
      BackSize1: 100,
      BackPrice2: 1.49,
      LastPriceTraded: 1.5,
      TotalMatched: 5000,
    });
    await at(fx.demo, 'back', '100.00', '1.50');
    expect(await shown()).toMatchObject({ BackPrice1: 1.49, BackSize1: 2000, BackPrice2: 0 });
    // A re-quote offers the engine's levels in full again.
    match().odds.runners[0]!.backSize = [6000, 2000, 0];
    fx.t.sports.sim.touch(match());
    expect(await shown()).toMatchObject({ BackPrice1: 1.5, BackSize1: 6000 });
  });
});

describe('the feed follows an order at once, not at the next tick', () => {
  /** Runner 0 of match odds as the odds host serves it now (no tick, no fill job). */
  const now = (): FeedEvent =>
    JSON.parse(fx.t.sports.sim.bookOdds(match().eventId, match().marketId)).market[0].events[0];

  it('an order that takes a level: the odds host, GetDashboard and the stream show the new size when PlaceBet answers', async () => {
    const sim = fx.t.sports.sim;
    const published: FeedEvent[] = [];
    const onTouch = sim.onTouch;
    sim.onTouch = (touched, book, session) => {
      if (touched.matchId === match().matchId) published.push(book.market[0]!.events[0]!);
      onTouch?.(touched, book, session);
    };
    try {
      expect(now()).toMatchObject({ BackPrice1: 1.5, BackSize1: 5000 });
      expect(await dashboardBack0()).toBe(1.5);
      // 1,000 of the house's 5,000 at 1.50 taken
      expect((await at(fx.demo2, 'back', '1000.00', '1.50')).json().status).toBe(0);
      expect(now()).toMatchObject({ BackPrice1: 1.5, BackSize1: 4000, LastPriceTraded: 1.5 });
      expect(published.at(-1)).toMatchObject({ BackPrice1: 1.5, BackSize1: 4000 });
      // a waiting lay at a better price: the best back at once, on the dashboard too
      expect((await at(fx.demo, 'lay', '100.00', '1.55')).json().status).toBe(0);
      expect(now()).toMatchObject({ BackPrice1: 1.55, BackSize1: 100, BackPrice2: 1.5 });
      expect(await dashboardBack0()).toBe(1.55);
      expect(published.at(-1)).toMatchObject({ BackPrice1: 1.55, BackSize1: 100 });
    } finally {
      sim.onTouch = onTouch;
    }
  });
});
