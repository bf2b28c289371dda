jest.setTimeout(60_000);
import { whilePlayerLocked } from '../../support/held-player-lock';
import type { AccountParts } from 'shared-api-types';
import { login, testAppFixture } from '../../support/test-app';
import { authed, currentRoundId, testRoute } from '../../support/casino-helpers';
import { TEST_DATABASE_URL } from '../../support/test-db';

// A casino round's settlement as a write of the one write path (money/write-path.ts).

// Another transaction holds a player's lock: PostgreSQL only (PGlite has one connection).
const onPostgres = TEST_DATABASE_URL ? it : it.skip;

const t = testAppFixture({ testControl: true });

// Player A: AS KS QS (pure sequence), Player B: 2H 3D 5C - dealt alternately.
const A_WINS = ['AS', '2H', 'KS', '3D', 'QS', '5C'];

const idOf = async (username: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!.id;

/** demo and demo2 each back Player A with 100.00 on the open t20 round, then it closes. */
async function betAndClose(): Promise<string> {
  await testRoute(t.app, 'NextRound', { TableCode: 't20' });
  const demo = await login(t.app, 'demo');
  const demo2 = await login(t.app, 'demo2');
  const roundId = await currentRoundId(t.app, demo.token, 't20');
  for (const p of [demo, demo2]) {
    const bet = { TableCode: 't20', RoundId: roundId, Market: 'Winner', Selection: 'Player A' };
    const placed = await authed(t.app, p.token)('/Casino/PlaceBet', {
      ...bet,
      Rate: '1.98',
      Stake: '100.00',
    });
    expect(placed.json()).toEqual(expect.objectContaining({ status: 0 }));
  }
  await testRoute(t.app, 'CloseRound', { TableCode: 't20', Cards: A_WINS });
  return roundId;
}

const roundStatus = async (roundId: string) =>
  (
    await t.db.query<{ status: string }>('SELECT status FROM casino_rounds WHERE id = $1', [
      roundId,
    ])
  )[0]?.status;

describe("a casino round's settlement through the one write path", () => {
  onPostgres('locks every player it pays before it writes any of theirs', async () => {
    const roundId = await betAndClose();
    const ids = [await idOf('demo'), await idOf('demo2')].sort((a, b) => a - b);
    const [first, last] = ids as [number, number];
    const settle = () => testRoute(t.app, 'SettleRound', { TableCode: 't20' });
    await whilePlayerLocked(t.db.url!, last, settle, async (holder, settled) => {
      expect(settled).toBe(false);
      // the first player's bet is not written yet: it waits for the last player's lock
      const bets = await holder.query(
        `SELECT id FROM casino_bets WHERE user_id = $1 AND round_id = $2 FOR UPDATE NOWAIT`,
        [first, roundId],
      );
      expect(bets.rows).toHaveLength(1);
    });
    expect(await roundStatus(roundId)).toBe('result');
  });

  it('tells each player once, in one account event: the balance, the round settled', async () => {
    const roundId = await betAndClose();
    const ids = [await idOf('demo'), await idOf('demo2')];
    const told = new Map<number, AccountParts[]>();
    const stop = t.app.live.subscribe((ev) => {
      if (!ev.topic.startsWith('account:')) return;
      const id = Number(ev.topic.slice('account:'.length));
      told.set(id, [...(told.get(id) ?? []), ev.parts as AccountParts]);
    });
    try {
      await testRoute(t.app, 'SettleRound', { TableCode: 't20' });
      await new Promise((res) => setTimeout(res, 200));
    } finally {
      stop();
    }
    expect(await roundStatus(roundId)).toBe('result');
    for (const id of ids)
      expect(told.get(id)).toEqual([
        expect.objectContaining({
          settled: expect.objectContaining({ marketId: `casino:t20:${roundId}` }),
        }),
      ]);
  });
});
