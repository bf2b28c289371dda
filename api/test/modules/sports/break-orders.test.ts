jest.setTimeout(120_000);
import {
  breakState,
  countOf,
  newPlayer,
  saferFixture,
  type TestPlayer,
  waitingBack,
} from '../../support/safer-helpers';
import { inPlayMatch, resetSports, upcomingMatch } from '../../support/sports-helpers';

// A time-out or self-exclusion and the cancellation of every waiting order: one transaction
// (issue 43 fault 3).
const t = saferFixture();

beforeEach(async () => {
  t.clock.set(new Date()); // the session starts now: no reminder is due
  await resetSports(t);
  upcomingMatch(t).odds.status = 'OPEN';
});

const seen = async (p: TestPlayer) => ({
  ...(await breakState(t.db, p.id)),
  sessions: await countOf(
    t.db,
    'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
    p.id,
  ),
});

describe('a break cancels the waiting orders in its own transaction', () => {
  it('a failure while cancelling the second market leaves neither the break nor any cancel', async () => {
    const p = await newPlayer(t);
    await waitingBack(p, inPlayMatch(t));
    const second = await waitingBack(p, upcomingMatch(t));
    const before = await seen(p);
    expect(before).toMatchObject({ breaks: 0, waiting: 2, exposure: 20_000 });
    expect(before.sessions).toBeGreaterThan(0);
    await t.db.query(`CREATE FUNCTION test_fail_cancel() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.state = 'cancelled' AND OLD.id = ${Number(second)} THEN
          RAISE EXCEPTION 'test: the cancel fails';
        END IF;
        RETURN NEW;
      END $$`);
    await t.db.query(`CREATE TRIGGER test_fail_cancel BEFORE UPDATE ON sports_orders
      FOR EACH ROW EXECUTE FUNCTION test_fail_cancel()`);
    try {
      const res = await p.post('/SaferGambling/TakeBreak', { Kind: 'TimeOut', Period: '24h' });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.query('DROP TRIGGER test_fail_cancel ON sports_orders');
      await t.db.query('DROP FUNCTION test_fail_cancel()');
    }
    expect(await seen(p)).toEqual(before);
    // again without the failure: the break, every order cancelled, nothing reserved
    const done = (
      await p.post('/SaferGambling/TakeBreak', { Kind: 'TimeOut', Period: '24h' })
    ).json();
    expect(done).toMatchObject({ status: 0 });
    expect(await seen(p)).toEqual({ breaks: 1, waiting: 0, exposure: 0, sessions: 0 });
  });

  it('a self-exclusion leaves no waiting order of the player on any market, and tells the account topic', async () => {
    const p = await newPlayer(t);
    const ids = [await waitingBack(p, inPlayMatch(t)), await waitingBack(p, upcomingMatch(t))];
    const told: unknown[] = [];
    const stop = t.app.live.subscribe((ev) => {
      if (ev.topic === `account:${p.id}`) told.push(ev.parts);
    });
    const res = await p.post('/SaferGambling/TakeBreak', {
      Kind: 'SelfExclusion',
      Period: '6m',
      Password: 'demo1234',
    });
    stop();
    expect(res.json()).toMatchObject({ status: 0 });
    expect(await seen(p)).toEqual({ breaks: 1, waiting: 0, exposure: 0, sessions: 0 });
    const orders = told.flatMap(
      (x) => (x as { orders?: { betId: string; kind: string }[] }).orders ?? [],
    );
    expect(orders.map((o) => [o.betId, o.kind]).sort()).toEqual(
      ids.map((id) => [id, 'cancelled']).sort(),
    );
  });
});
