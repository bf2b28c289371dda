jest.setTimeout(60_000);
import { login, testAppFixture } from '../../support/test-app';
import { authed, currentRoundId, testRoute } from '../../support/casino-helpers';
import { CasinoEngine } from '../../../src/modules/casino/round-engine';
import {
  settleRound,
  spreadCommission,
  casinoCommission,
} from '../../../src/modules/casino/settle-round';

const t = testAppFixture({ testControl: true });

// Player A: AS KS QS (pure sequence), Player B: 2H 3D 5C - dealt alternately.
const A_WINS = ['AS', '2H', 'KS', '3D', 'QS', '5C'];
const t20Bet = (RoundId: string, Selection: string, Stake: string) => ({
  TableCode: 't20',
  RoundId,
  Market: 'Winner',
  Selection,
  Rate: '1.98',
  Stake,
});

async function balanceOf(username: string): Promise<number> {
  return (
    (
      await t.db.query<{ balance: number }>('SELECT balance FROM users WHERE username = $1', [
        username,
      ])
    )[0]?.balance ?? NaN
  );
}

describe('commission maths', () => {
  it('charges floor(max(0, pl) x bp / 10000) and spreads it exactly over the winning bets', () => {
    expect(casinoCommission(4800, 200)).toBe(96);
    expect(casinoCommission(-4800, 200)).toBe(0);
    expect(casinoCommission(149, 200)).toBe(2);
    expect(spreadCommission([9800, -5000], 96)).toEqual([96, 0]);
    const parts = spreadCommission([101, 103, -50, 100], 7);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(7);
    expect(parts[2]).toBe(0);
  });
});

describe('settlement', () => {
  it('settles a round once: balance, ledger rows, bets, exposure', async () => {
    const demo = await login(t.app, 'demo');
    const demo2 = await login(t.app, 'demo2');
    const roundId = await currentRoundId(t.app, demo.token, 't20');
    const before = await balanceOf('demo');
    const before2 = await balanceOf('demo2');
    expect(
      (
        await authed(t.app, demo.token)('/Casino/PlaceBet', t20Bet(roundId, 'Player A', '200.00'))
      ).json().status,
    ).toBe(0);
    expect(
      (
        await authed(t.app, demo.token)('/Casino/PlaceBet', t20Bet(roundId, 'Player B', '100.00'))
      ).json().status,
    ).toBe(0);
    expect(
      (
        await authed(t.app, demo2.token)('/Casino/PlaceBet', t20Bet(roundId, 'Player B', '100.00'))
      ).json().status,
    ).toBe(0);

    await testRoute(t.app, 'CloseRound', { TableCode: 't20', Cards: A_WINS });
    const engine = new CasinoEngine(t.db, { openMs: 20_000, dealMs: 0, resultMs: 0, tickMs: 0 });
    const outcomes = await Promise.all([
      settleRound({ db: t.db, live: t.app.live }, Number(roundId)),
      settleRound({ db: t.db, live: t.app.live }, Number(roundId)),
      engine.advance('t20'),
    ]);
    expect(outcomes.slice(0, 2).sort()).toEqual([false, true]);

    // demo: +196.00 - 100.00 = 96.00 won, 2% commission 1.92
    expect(await balanceOf('demo')).toBe(before + 9600 - 192);
    expect(await balanceOf('demo2')).toBe(before2 - 10000);
    const ledger = await t.db.query<{
      username: string;
      kind: string;
      amount: number;
      description: string;
    }>(
      `SELECT u.username, l.kind, l.amount, l.description FROM ledger l JOIN users u ON u.id = l.user_id
        WHERE l.ref_id = $1 ORDER BY l.id`,
      [`casino:t20:${roundId}`],
    );
    expect(ledger).toEqual([
      {
        username: 'demo',
        kind: 'settlement',
        amount: 9600,
        description: `Teen Patti T20 round ${roundId}`,
      },
      {
        username: 'demo',
        kind: 'commission',
        amount: -192,
        description: `Commission - Teen Patti T20 round ${roundId}`,
      },
      {
        username: 'demo2',
        kind: 'settlement',
        amount: -10000,
        description: `Teen Patti T20 round ${roundId}`,
      },
    ]);
    const bets = await t.db.query<{
      selection: string;
      status: string;
      result: string;
      pl: number;
      commission: number;
    }>(
      `SELECT selection, status, result, pl, commission FROM casino_bets WHERE round_id = $1 ORDER BY id`,
      [roundId],
    );
    expect(bets).toEqual([
      { selection: 'Player A', status: 'settled', result: 'Player A', pl: 19600, commission: 192 },
      { selection: 'Player B', status: 'settled', result: 'Player A', pl: -10000, commission: 0 },
      { selection: 'Player B', status: 'settled', result: 'Player A', pl: -10000, commission: 0 },
    ]);
    expect(
      await t.db.query('SELECT * FROM exposures WHERE market_key = $1', [`casino:t20:${roundId}`]),
    ).toEqual([]);

    // a second settle through the test route changes nothing
    await testRoute(t.app, 'SettleRound', { TableCode: 't20' });
    expect(await balanceOf('demo')).toBe(before + 9600 - 192);
    const state = (
      await authed(t.app, demo.token)('/Casino/GetTableState', { TableCode: 't20' })
    ).json().data;
    expect(state).toMatchObject({ roundId, status: 'result', winner: 'Player A' });
    expect(state.lastResults[0]).toEqual({ roundId, winner: 'Player A' });
    expect(state.bets.map((b: { pl: string }) => b.pl)).toEqual(['196.00', '-100.00']);
  });

  it('a tie voids Teen Patti bets: stake back, no ledger loss', async () => {
    const demo = await login(t.app, 'demo');
    const roundId = await currentRoundId(t.app, demo.token, 'oneday');
    const before = await balanceOf('demo');
    await authed(t.app, demo.token)('/Casino/PlaceBet', {
      ...t20Bet(roundId, 'Player A', '100.00'),
      TableCode: 'oneday',
      Rate: '1.96',
    });
    const settled = (
      await testRoute(t.app, 'SettleRound', {
        TableCode: 'oneday',
        Cards: ['AS', 'AH', '9D', '9C', '4C', '4D'],
      })
    ).json().data;
    expect(settled).toMatchObject({ roundId, status: 'result', winner: 'Tie' });
    expect(await balanceOf('demo')).toBe(before);
  });

  it('the timer closes, deals and settles on its own, then opens the next round', async () => {
    const engine = new CasinoEngine(t.db, { openMs: 1000, dealMs: 500, resultMs: 500, tickMs: 0 });
    const first = await engine.nextRound('lucky7B');
    const later = (ms: number) => new Date(first.opens_at.getTime() + ms);
    expect((await engine.advance('lucky7B', later(10))).status).toBe('open');
    // NextRound opened the round with the module's timing; judge against its own timestamps
    const closed = await engine.advance('lucky7B', new Date(first.closes_at.getTime() + 1));
    expect(closed.status).toBe('closed');
    expect(closed.hands?.[0]?.cards).toHaveLength(1);
    const result = await engine.advance('lucky7B', new Date(first.result_at.getTime() + 1));
    expect(result).toMatchObject({ id: first.id, status: 'result' });
    const next = await engine.advance('lucky7B', new Date(first.ends_at.getTime() + 1));
    expect(next.id).toBeGreaterThan(first.id);
    expect(next.status).toBe('open');
  });
});
