import type { AccountParts } from 'shared-api-types';
import type { SimMatch } from '../../../src/modules/sports/feed/sim-types';
import { GAP_LADDER } from '../../support/ladder-fixture';
import { oddsBet, sportsFixture } from '../../support/sports-helpers';

// The house re-quote after a tick as writes of the one write path (money/write-path.ts): one a
// market, each telling its players after its own commit.

const fx = sportsFixture({ resetEachTest: true });

const idOf = async (username: string) =>
  (await fx.t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!
    .id;

/** Two open match-odds markets (by match id) on the gap ladder: the house backs at 1.50. */
function twoMarkets(): [SimMatch, SimMatch] {
  const ms = [...fx.t.sports.sim.matches.values()]
    .filter((m) => m.state === 'inplay' || m.state === 'upcoming')
    .sort((a, b) => (a.matchId < b.matchId ? -1 : 1))
    .slice(0, 2);
  for (const m of ms) {
    m.odds.status = 'OPEN';
    Object.assign(m.odds.runners[0]!, structuredClone(GAP_LADDER));
  }
  return ms as [SimMatch, SimMatch];
}

it("a market's re-quote tells its fills' players after its commit, whatever a later market's does", async () => {
  const [first, second] = twoMarkets();
  const waiting = { Price: '1.55', Persistence: 'keep' };
  const a = await fx.demo.post('/Player/PlaceBet', {
    ...oddsBet(first, 'back', '100.00'),
    ...waiting,
  });
  expect(a.json().data.waiting).toBe('100.00');
  const b = await fx.demo2.post('/Player/PlaceBet', {
    ...oddsBet(second, 'back', '100.00'),
    ...waiting,
  });
  expect(b.json().data.waiting).toBe('100.00');
  await fx.t.db.query(
    `CREATE FUNCTION test_refuse() RETURNS trigger LANGUAGE plpgsql AS
       $$ BEGIN RAISE EXCEPTION 'the second market cannot be written'; END $$`,
  );
  await fx.t.db.query(
    `CREATE TRIGGER test_refuse BEFORE INSERT OR UPDATE ON sports_orders FOR EACH ROW
       WHEN (NEW.match_id = '${second.matchId}') EXECUTE FUNCTION test_refuse()`,
  );
  const demo = await idOf('demo');
  const told: AccountParts[] = [];
  const stop = fx.t.app.live.subscribe((ev) => {
    if (ev.topic === `account:${demo}`) told.push(ev.parts as AccountParts);
  });
  try {
    // the house now backs at 1.56 and 1.54: its new levels fill both waiting backs at 1.55
    for (const m of [first, second]) m.odds.runners[0]!.back = [156, 154, 140];
    await fx.t.sports.fillOrders();
  } finally {
    stop();
    await fx.t.db.query('DROP TRIGGER test_refuse ON sports_orders');
    await fx.t.db.query('DROP FUNCTION test_refuse()');
  }
  // the first market's re-quote committed: demo's back matched, and demo was told so, once
  const [order] = await fx.t.db.query<{ state: string }>(
    'SELECT state FROM sports_orders WHERE user_id = $1',
    [demo],
  );
  expect(order?.state).toBe('matched');
  expect(told).toEqual([
    expect.objectContaining({
      orders: [expect.objectContaining({ kind: 'matched', price: '1.55' })],
    }),
  ]);
});
