import { fancyBetPl, payoff, runnerBetPl } from 'shared-maths';
import { settleRound } from '../../src/modules/casino/settle-round';
import { marketKey } from '../../src/modules/sports/market-key';
import { settleMarket } from '../../src/modules/sports/money-path/settle';
import { balanceOf, fancyBet, oddsBet, type Player } from '../support/sports-helpers';
import { sportsRaceBet, type SportsBody } from './race-bets';
import { raceFixture } from './race-harness';
import {
  balances,
  byKey,
  expectedRows,
  ledgerFor,
  rates,
  type LedgerRow,
} from './settlement-ledger';
import { cents, sum, type SportsBetTerms } from './worst-case';

jest.setTimeout(120_000);
const h = raceFixture();
beforeEach(async () => {
  await h.reset();
  await h.setBalance('demo', '50000.00');
  await h.setBalance('demo2', '50000.00');
});

const control = (url: string, payload: object) => h.t.app.inject({ method: 'POST', url, payload });

/** Each player's balance moved by exactly the sum of its expected ledger rows. */
async function expectMovedOnce(before: Map<number, number>, expected: readonly LedgerRow[]) {
  const after = await balances(h.t.db);
  for (const uid of new Set(expected.map((e) => e.user_id)))
    expect(after.get(uid)! - before.get(uid)!).toBe(
      sum(expected.filter((e) => e.user_id === uid).map((e) => e.amount)),
    );
}

describe('settlement run twice at once pays once', () => {
  it('sports: SettleMatch twice at once, and settleMarket twice at once', async () => {
    const [m, m2] = h.openMatches().filter((x) => x.state === 'inplay');
    if (!m || !m2) throw new Error('need two in-play matches');
    const [s0, s1] = m.sessions;
    const a = m.odds.runners[0]!;
    // Deep levels: each match-odds bet is matched whole at the best price (the P/L below is
    // computed from its terms), none waits in the book.
    for (const r of [...m.odds.runners, ...m2.odds.runners]) {
      r.backSize = [100000, 100000, 100000];
      r.laySize = [100000, 100000, 100000];
    }
    const placed: [Player, SportsBetTerms][] = [];
    const bodies: [Player, SportsBody][] = [
      [h.demo, oddsBet(m, 'back', '200.00', 0) as SportsBody],
      [h.demo, oddsBet(m, 'lay', '100.00', 1) as SportsBody],
      [h.demo, oddsBet(m, 'back', '100.00', 0, 'book') as SportsBody],
      [h.demo, fancyBet(m, 'yes', '100.00', 0) as SportsBody],
      [h.demo, fancyBet(m, 'no', '100.00', 1) as SportsBody],
      [h.demo2, oddsBet(m, 'back', '100.00', 1) as SportsBody],
      [h.demo2, fancyBet(m, 'no', '150.00', 0) as SportsBody],
    ];
    for (const [p, body] of bodies) {
      const bet = sportsRaceBet(body);
      expect((await p.post(bet.url, bet.body)).json()).toMatchObject({ status: 0 });
      placed.push([p, bet.terms as SportsBetTerms]);
    }
    const before = await balances(h.t.db);
    const scores = { [s0!.selectionId]: s0!.yesLine + 3, [s1!.selectionId]: s1!.noLine - 2 };
    const payload = { MatchId: m.matchId, WinnerSelectionId: a.selectionId, Scores: scores };
    const twice = await Promise.all([
      control('/__test/Sports/SettleMatch', payload),
      control('/__test/Sports/SettleMatch', payload),
    ]);
    expect(twice.map((r) => r.json().status).sort()).toEqual([0, 1]);
    expect(twice.find((r) => r.json().status === 1)!.json().message).toBe('Match already settled');

    // Per player and market: pl from the bet terms (shared-maths), commission at its rate.
    const bookWinner = m.book.runners.find((r) => r.name === a.name)!.selectionId;
    const betPl = (tm: SportsBetTerms) => {
      const po = payoff(tm);
      if (tm.kind === 'session')
        return fancyBetPl(
          { ...po, side: tm.side === 'yes' ? 'yes' : 'no', line: tm.line ?? 0 },
          scores[tm.selectionId] ?? 0,
        );
      const winner = tm.kind === 'book' ? bookWinner : a.selectionId;
      return runnerBetPl({ ...po, side: tm.side, selectionId: tm.selectionId }, winner);
    };
    const expected: LedgerRow[] = [];
    for (const [p, name] of [
      [h.demo, 'demo'],
      [h.demo2, 'demo2'],
    ] as const) {
      const uid = await h.userId(name);
      const r = await rates(h.t.db, uid);
      const mine = placed.filter(([q]) => q === p).map(([, terms]) => terms);
      for (const key of new Set(mine.map((tm) => tm.marketKey))) {
        const terms = mine.filter((tm) => tm.marketKey === key);
        const bp = terms[0]!.kind === 'session' ? r.s : r.m;
        expected.push(...expectedRows(uid, key, sum(terms.map(betPl)), bp));
      }
    }
    // The house is the other side of every match-odds fill: it settles the players' P/L negated
    // (the market sums to zero before commission) and pays no commission.
    const odds = placed.map(([, tm]) => tm).filter((tm) => tm.kind === 'odds');
    expected.push({
      user_id: await h.userId('__house'),
      kind: 'settlement',
      amount: -sum(odds.map(betPl)),
      ref_id: odds[0]!.marketKey,
    });
    const ledger = await ledgerFor(h.t.db, [...new Set(expected.map((e) => e.ref_id))]);
    expect(ledger).toEqual(byKey(expected));
    await expectMovedOnce(before, expected);
    expect((await balanceOf(h.demo)).exposure).toBe('0.00');

    // The database guard alone (two API processes settling one market): applied once.
    const bet = sportsRaceBet(oddsBet(m2, 'back', '300.00', 0) as SportsBody);
    expect((await h.demo.post(bet.url, bet.body)).json().status).toBe(0);
    const winner = m2.odds.runners[1]!;
    const result = {
      kind: 'odds' as const,
      matchId: m2.matchId,
      marketId: m2.odds.marketId,
      winnerId: winner.selectionId,
      winnerName: winner.name,
    };
    const deps = { db: h.t.db, live: h.t.app.live };
    const applied = await Promise.all([settleMarket(deps, result), settleMarket(deps, result)]);
    expect(applied.sort()).toEqual([false, true]);
    const key2 = marketKey(m2.matchId, 'odds', m2.odds.marketId);
    expect(await ledgerFor(h.t.db, [key2])).toEqual(
      byKey([
        { user_id: await h.userId('demo'), kind: 'settlement', amount: -30_000, ref_id: key2 },
        { user_id: await h.userId('__house'), kind: 'settlement', amount: 30_000, ref_id: key2 },
      ]),
    );
    await h.expectNoMoneyProblems();
    console.log(
      `settle twice: sports SettleMatch x2 at once -> 1 settled, 1 "Match already settled", ` +
        `${ledger.length} ledger rows as expected, balances moved once; settleMarket x2 at once -> ` +
        `applied ${applied.filter(Boolean).length}`,
    );
  });

  it('casino: SettleRound twice at once, and settleRound twice at once', async () => {
    const uids = [await h.userId('demo'), await h.userId('demo2')];
    const bets: [Player, string, string][] = [
      [h.demo, 'Dragon', '100.00'],
      [h.demo, 'Tiger', '200.00'],
      [h.demo2, 'Tie', '100.00'],
      [h.demo2, 'Dragon', '300.00'],
    ];
    const rate = (selection: string) => (selection === 'Tie' ? 1100 : 198);
    const [table] = await h.casinoTables(['dt2020']);
    const roundId = table!.roundId;
    for (const [p, Selection, Stake] of bets) {
      const body = {
        TableCode: 'dt2020',
        RoundId: roundId,
        Market: 'Winner',
        Selection,
        Rate: (rate(Selection) / 100).toFixed(2),
        Stake,
      };
      expect((await p.post('/Casino/PlaceBet', body)).json().status).toBe(0);
    }
    const before = await balances(h.t.db);
    const twice = await Promise.all([
      control('/__test/Casino/SettleRound', { TableCode: 'dt2020' }),
      control('/__test/Casino/SettleRound', { TableCode: 'dt2020' }),
    ]);
    for (const r of twice)
      expect(r.json()).toMatchObject({ status: 0, data: { roundId, status: 'result' } });

    // Per player: each bet wins stake x (rate - 1) rounded down, or loses its stake (half on a tie).
    const key = `casino:dt2020:${roundId}`;
    const [round] = await h.t.db.query<{ outcomes: Record<string, string> }>(
      'SELECT outcomes FROM casino_rounds WHERE id = $1',
      [Number(roundId)],
    );
    const betPl = ([, selection, stake]: [Player, string, string]) => {
      const outcome = round!.outcomes[`Winner|${selection}`];
      const c = cents(stake);
      if (outcome === 'win') return Math.floor((c * (rate(selection) - 100)) / 100);
      // A tie: Dragon and Tiger bets lose half their stake.
      if (outcome === 'half') return -Math.floor(c / 2);
      return outcome === 'void' ? 0 : -c;
    };
    const expected: LedgerRow[] = [];
    for (const [i, p] of [h.demo, h.demo2].entries()) {
      const pl = sum(bets.filter(([q]) => q === p).map(betPl));
      expected.push(...expectedRows(uids[i]!, key, pl, (await rates(h.t.db, uids[i]!)).c));
    }
    const ledger = await ledgerFor(h.t.db, [key]);
    expect(ledger).toEqual(byKey(expected));
    await expectMovedOnce(before, expected);

    // The database guard alone: a closed round settled by two callers at once.
    const next = (await control('/__test/Casino/NextRound', { TableCode: 'dt2020' })).json().data;
    const body = {
      TableCode: 'dt2020',
      RoundId: next.roundId,
      Market: 'Winner',
      Selection: 'Tiger',
      Rate: '1.98',
      Stake: '100.00',
    };
    expect((await h.demo.post('/Casino/PlaceBet', body)).json().status).toBe(0);
    await control('/__test/Casino/CloseRound', { TableCode: 'dt2020' });
    const applied = await Promise.all([
      settleRound({ db: h.t.db, live: h.t.app.live }, Number(next.roundId)),
      settleRound({ db: h.t.db, live: h.t.app.live }, Number(next.roundId)),
    ]);
    expect(applied.sort()).toEqual([false, true]);
    const once = await ledgerFor(h.t.db, [`casino:dt2020:${next.roundId}`]);
    expect(once.filter((r) => r.kind === 'settlement')).toHaveLength(1);
    await h.expectNoMoneyProblems();
    console.log(
      `settle twice: casino SettleRound x2 at once -> ${ledger.length} ledger rows as expected, ` +
        `balances moved once; settleRound x2 at once -> applied ${applied.filter(Boolean).length}`,
    );
  });
});
