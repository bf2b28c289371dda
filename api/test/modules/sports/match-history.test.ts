import type { MatchHistory, MatchScore, OverPoint } from 'shared-api-types';
import type { SimMatch } from '../../../src/modules/sports/feed/sim-types';
import { KEEP_FINISHED_TICKS } from '../../../src/modules/sports/feed/simulator';
import { inPlayMatch, oddsBet, sportsFixture, upcomingMatch } from '../../support/sports-helpers';

const fx = sportsFixture();

const control = (url: string, payload: object) =>
  fx.t.app.inject({ method: 'POST', url: `/__test/Sports/${url}`, payload });
const history = async (matchId: string): Promise<MatchHistory> => {
  const res = (await fx.demo.post('/Sports/GetMatchHistory', { MatchId: matchId })).json();
  expect(res.status).toBe(0);
  return res.data as MatchHistory;
};
const bowl = async (m: SimMatch, force?: string): Promise<MatchScore> =>
  (
    await control('Bowl', { MatchId: m.matchId, Balls: 1, ...(force ? { Force: force } : {}) })
  ).json().data as MatchScore;

/** Bowls until the over being bowled ends (at least one ball). */
async function bowlToOverEnd(m: SimMatch, first?: string): Promise<void> {
  await bowl(m, first);
  for (let n = 0; n < 40; n += 1) {
    const inn = m.cricket.innings[m.cricket.innings.length - 1]!;
    if (inn.closed || (inn.legal % 6 === 0 && m.cricket.balls.at(-1)?.k === 'ok')) return;
    await bowl(m);
  }
}

/** The odds market open with deep levels, so a bet at the best price matches whole. */
async function openDeep(m: SimMatch): Promise<void> {
  await control('SetMarketStatus', { MatchId: m.matchId, MarketType: 'odds', Status: 'OPEN' });
  for (const r of m.odds.runners) {
    r.backSize = [100000, 100000, 100000];
    r.laySize = [100000, 100000, 100000];
  }
}

const midChance = (m: SimMatch, i: number): number => {
  const r = m.odds.runners[i]!;
  return Math.round((20000 / (r.back[0] + r.lay[0])) * 10) / 10;
};
const lastOver = (h: MatchHistory): OverPoint => h.innings.at(-1)!.overs.at(-1)!;

describe('POST /Sports/GetMatchHistory', () => {
  it('draws each over from the ball record and each runner from the trades', async () => {
    await control('Control', { Frozen: true });
    const m = inPlayMatch(fx.t);
    await bowlToOverEnd(m);
    await openDeep(m);
    const back = oddsBet(m, 'back', '100.00');
    const lay = oddsBet(m, 'lay', '200.00');
    expect((await fx.demo.post('/Player/PlaceBet', back)).json().status).toBe(0);
    expect((await fx.demo2.post('/Player/PlaceBet', lay)).json().status).toBe(0);
    const traded = history(m.matchId);
    const h1 = await traded;
    // both trades are in the over that had just ended; demo sees demo2's only as a sum
    expect(lastOver(h1).runners[0]).toEqual({
      lastTraded: lay.Price,
      chance: Math.round(1000 / Number(lay.Price)) / 10,
      volume: '300.00',
    });
    expect(lastOver(h1).runners[1]).toMatchObject({ lastTraded: null, volume: '0.00' });
    expect(lastOver(h1).runners[1]!.chance).toBe(midChance(m, 1));
    expect(h1.matched).toBe('300.00');
    const runner0 = m.odds.runners[0]!.selectionId;
    const atPrice = [
      { price: back.Price, volume: '100.00' },
      { price: lay.Price, volume: '200.00' },
    ].sort((a, b) => Number(a.price) - Number(b.price));
    expect(h1.traded[0]).toEqual({ selectionId: runner0, prices: atPrice });
    expect(h1.traded[1]!.prices).toEqual([]);
    expect(JSON.stringify(h1)).not.toMatch(/betId|userId|demo/);

    // the next over has a wicket and no trade: the middle of the book at its end
    await bowlToOverEnd(m, 'W');
    const h2 = await history(m.matchId);
    const over = lastOver(h2);
    const score = (await fx.demo.post('/Sports/GetScore', { MatchId: m.matchId })).json()
      .data as MatchScore;
    const inn = score.innings.at(-1)!;
    expect(over.falls[0]).toMatchObject({ ball: `${over.over - 1}.1` });
    expect(over.falls[0]!.wicket).toBeGreaterThanOrEqual(1);
    expect([over.score, over.wickets, over.balls]).toEqual([inn.runs, inn.wickets, 6]);
    expect(over.runners[0]).toEqual({
      lastTraded: lay.Price,
      chance: midChance(m, 0),
      volume: '0.00',
    });
    // every innings: the overs' runs add up to the score, which each over carries
    for (const [k, s] of score.innings.entries()) {
      const overs = h2.innings[k]!.overs;
      let sum = 0;
      for (const o of overs) {
        sum += o.runs;
        expect(o.score).toBe(sum);
      }
      expect([sum, overs.at(-1)!.wickets, h2.innings[k]!.team]).toEqual([
        s.runs,
        s.wickets,
        s.team,
      ]);
      expect(overs.length).toBe(
        Math.ceil(Number(s.overs.split('.')[0]) + Number(s.overs.split('.')[1]) / 6),
      );
    }
    expect(h2.target).toBe(score.target);
    expect(h2.runners.map((r) => r.name)).toEqual(m.odds.runners.map((r) => r.name));
  });

  it('a finished match that left memory is drawn whole from the stored record', async () => {
    const m = inPlayMatch(fx.t);
    expect((await control('SettleMatch', { MatchId: m.matchId })).json().status).toBe(0);
    const live = await history(m.matchId);
    expect(live.result).toBe(m.cricket.result!.text);
    expect(live.target).not.toBeNull();
    const winner = m.cricket.result!.winner;
    if (winner !== null) expect(lastOver(live).runners[winner]!.chance).toBe(100);
    await control('Control', { Ticks: KEEP_FINISHED_TICKS });
    expect(fx.t.sports.sim.matches.has(m.matchId)).toBe(false);
    expect(await history(m.matchId)).toEqual({ ...live, state: 'completed' });
  });

  it('an upcoming match has no overs; pre-match trades are its start', async () => {
    const m = upcomingMatch(fx.t);
    const before = await history(m.matchId);
    expect(before).toMatchObject({ start: null, innings: [], target: null, matched: '0.00' });
    await openDeep(m);
    const back = oddsBet(m, 'back', '150.00', 1);
    expect((await fx.demo.post('/Player/PlaceBet', back)).json().status).toBe(0);
    const after = await history(m.matchId);
    expect(after.start!.runners[1]).toEqual({
      lastTraded: back.Price,
      chance: Math.round(1000 / Number(back.Price)) / 10,
      volume: '150.00',
    });
    expect(after.start!.runners[0]).toEqual({ lastTraded: null, chance: null, volume: '0.00' });
  });

  it('refuses an unknown match and a bad id', async () => {
    const res = await fx.demo.post('/Sports/GetMatchHistory', { MatchId: '999999' });
    expect(res.json()).toMatchObject({ status: 1, message: 'Unknown match', data: null });
    const bad = await fx.demo.post('/Sports/GetMatchHistory', { MatchId: 'x1' });
    expect(bad.statusCode).toBe(400);
    const anon = await fx.t.app.inject({
      method: 'POST',
      url: '/Sports/GetMatchHistory',
      payload: { MatchId: '1' },
    });
    expect(anon.statusCode).toBe(401);
  });
});
