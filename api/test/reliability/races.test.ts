import type { LightMyRequestResponse } from 'fastify';
import { settleMarket } from '../../src/modules/sports/money-path/settle';
import { balanceOf, oddsBet } from '../support/sports-helpers';
import {
  casinoRaceBet,
  lcg,
  randomCasinoBody,
  randomSportsBody,
  sportsRaceBet,
  type RaceBet,
  type SportsBody,
} from './race-bets';
import { accepted, raceFixture, refusalProblem } from './race-harness';
import { raceRound, type RaceRound } from './race-round';
import { sum } from './worst-case';

jest.setTimeout(120_000);
const h = raceFixture();
beforeEach(async () => h.reset());

describe('races: one player, many requests at once', () => {
  it('100 concurrent bets (sports + casino) on a small balance never overdraw', async () => {
    // The tighter the balance, the more bets race at its edge; casino bets queue on the
    // player's row lock, so a sports-heavy round races harder.
    const plan: [string, number][] = [
      ['1000.00', 6],
      ['2000.00', 6],
      ['4000.00', 6],
      ['1000.00', 9],
    ];
    const rounds: RaceRound[] = [];
    for (const [i, [balance, sportsIn10]] of plan.entries()) {
      await h.reset();
      rounds.push(await raceRound(h, balance, 20_240_801 + i, sportsIn10));
    }
    const each = rounds.map(
      (r) =>
        `${r.sports} sports + ${100 - r.sports} casino on ${r.balance}: ${r.accepted} accepted, ` +
        `${r.refused} refused, exposure ${r.exposure}, available ${r.available}, lowest polled ${r.lowest}`,
    );
    console.log(
      `races: ${rounds.length} x 100 concurrent bets, exposure = accepted worst cases, ` +
        `${sum(rounds.map((r) => r.polls))} balance polls never below 0, refusals ` +
        `"${[...new Set(rounds.flatMap((r) => r.messages))].join('", "')}"; ${each.join('; ')}`,
    );
  });

  it('two tabs sending one bet with one Idempotency-Key at once make one bet, same reply', async () => {
    await h.setBalance('demo', '100000.00');
    const matches = h.openMatches();
    const tables = await h.casinoTables(['t20', 'dt2020']);
    const rnd = lcg(7);
    const bets = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? sportsRaceBet(randomSportsBody(matches, rnd, '100.00'))
        : casinoRaceBet(randomCasinoBody(tables, rnd, '100.00')),
    );
    const send = (b: RaceBet, i: number) =>
      h.demo.post(b.url, b.body, { 'idempotency-key': `two-tabs-${i}` });
    const replies = await Promise.all(bets.flatMap((b, i) => [send(b, i), send(b, i)]));
    for (const [i, bet] of bets.entries()) {
      const [a, b] = [replies[2 * i]!, replies[2 * i + 1]!];
      expect(accepted(a)).toBe(true);
      expect(b.json()).toEqual(a.json());
      const rows = await h.t.db.query<{ id: number }>(
        `SELECT id FROM ${bet.url === '/Player/PlaceBet' ? 'sports_bets' : 'casino_bets'}
          WHERE idempotency_key = $1`,
        [`two-tabs-${i}`],
      );
      expect(rows.map((r) => String(r.id))).toEqual([a.json().data.betId]);
    }
    await h.expectNoMoneyProblems();
    console.log(
      `races: ${bets.length} bets each sent by two tabs at once with one Idempotency-Key -> ` +
        `${bets.length} bet rows, both replies identical`,
    );
  });

  it('a bet that passed the price check after its market settled is refused', async () => {
    // The window of the race below, held open: the database has settled the market while the
    // feed (in memory) still shows it open, as between a bet's price check and its commit.
    const m = h.openMatches().find((x) => x.state === 'upcoming')!;
    const winner = m.toss.runners[0]!;
    await settleMarket(
      { db: h.t.db, live: h.t.app.live },
      {
        kind: 'toss',
        matchId: m.matchId,
        marketId: m.toss.marketId,
        winnerId: winner.selectionId,
        winnerName: winner.name,
      },
    );
    const bet = sportsRaceBet(oddsBet(m, 'back', '100.00', 0, 'toss') as SportsBody);
    const res = await h.demo.post(bet.url, bet.body);
    expect(res.json()).toEqual({
      status: 1,
      message: 'Market is closed',
      data: null,
      code: 'MARKET_CLOSED',
    });
    expect(await h.t.db.query('SELECT 1 FROM sports_bets')).toEqual([]);
  });

  it('a bet racing its market’s settlement is settled with it or refused, never left open', async () => {
    await h.setBalance('demo', '100000.00');
    const rnd = lcg(99);
    let placed = 0;
    const refusals = new Set<string>();
    // Upcoming matches (the in-play ones stay for other tests): 16 bets of every kind on each;
    // its SettleMatch goes out as the 1st, 4th, 8th or 12th reply comes back, while the other
    // bets are between their price check and their commit.
    const upcoming = h.openMatches().filter((m) => m.state === 'upcoming');
    for (const [i, m] of upcoming.slice(0, 4).entries()) {
      const bets = Array.from({ length: 16 }, () =>
        sportsRaceBet(randomSportsBody([m], rnd, '100.00')),
      );
      let answered = 0;
      let settle: Promise<LightMyRequestResponse> | null = null;
      const replies = await Promise.all(
        bets.map(async (b) => {
          const res = await h.demo.post(b.url, b.body);
          answered += 1;
          if (answered === [1, 4, 8, 12][i])
            settle = h.t.app.inject({
              method: 'POST',
              url: '/__test/Sports/SettleMatch',
              payload: { MatchId: m.matchId },
            });
          return res;
        }),
      );
      expect(settle).not.toBeNull();
      expect((await settle!).json().status).toBe(0);
      const refused = replies.filter((r) => !accepted(r));
      expect(refused.map(refusalProblem).filter(Boolean)).toEqual([]);
      placed += replies.length - refused.length;
      for (const r of refused) refusals.add(r.json().message);
    }
    await h.expectNoMoneyProblems();
    // (the house's bets on the matches still playing stay open: only these matches settled)
    const settled = upcoming.slice(0, 4).map((m) => m.matchId);
    expect(
      await h.t.db.query(
        `SELECT 1 FROM sports_bets WHERE status = 'open' AND match_id = ANY($1::text[])`,
        [settled],
      ),
    ).toEqual([]);
    expect((await balanceOf(h.demo)).exposure).toBe('0.00');
    console.log(
      `races: 64 bets sent with their match's settlement -> ${placed} placed and settled with it, ` +
        `${64 - placed} refused${refusals.size ? ` (${[...refusals].join(', ')})` : ''}, 0 left open`,
    );
  });
});
