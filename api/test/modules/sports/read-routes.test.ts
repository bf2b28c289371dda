import { gunzipSync } from 'node:zlib';
import { buildOddsHost } from '../../../src/odds-hosts';
import { fancyBet, inPlayMatch, oddsBet, sportsFixture } from '../../support/sports-helpers';

const fx = sportsFixture();

const SCORE_FIELDS = ['format', 'scoreLine', 'result', 'scoreNow', 'target', 'outcome'];
const FIELDS = [
  'back0',
  'back1',
  'back2',
  'lay0',
  'lay1',
  'lay2',
  'bookMakerStatus',
  'competition',
  'date',
  'eventId',
  'inPlay',
  'mType',
  'marketId',
  'marketType',
  'match',
  'matchID',
  'oddsStatus',
  'sessionStatus',
  'sport',
  'sportID',
  'team1',
  'team2',
  'tvurl',
];

describe('sports reads', () => {
  it('GetDashboard lists every match with every field of the match list item', async () => {
    const res = await fx.demo.post('/DashBoard/GetDashboard', { SportId: 4 });
    const mathes = res.json().data.sportMathes[0].mathes;
    expect(mathes).toHaveLength(10);
    // every spec field, plus the live engine's score fields
    for (const item of mathes)
      expect(Object.keys(item).sort()).toEqual([...FIELDS, ...SCORE_FIELDS].sort());
    expect(mathes.filter((x: { inPlay: boolean }) => x.inPlay).length).toBeGreaterThan(0);
    expect(mathes.filter((x: { inPlay: boolean }) => !x.inPlay).length).toBeGreaterThan(0);
    expect((await fx.demo.post('/DashBoard/GetDashboard', {})).statusCode).toBe(400);
    expect(
      (
        await fx.t.app.inject({
          method: 'POST',
          url: '/DashBoard/GetDashboard',
          payload: { SportId: 4 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('bet lists hold the caller’s own bets only', async () => {
    const m = inPlayMatch(fx.t);
    expect(
      (await fx.demo.post('/Player/PlaceBet', oddsBet(m, 'back', '100.00'))).json().status,
    ).toBe(0);
    expect(
      (await fx.demo.post('/Player/PlaceBet', fancyBet(m, 'no', '100.00'))).json().status,
    ).toBe(0);
    expect(
      (await fx.demo2.post('/Player/PlaceBet', oddsBet(m, 'lay', '100.00'))).json().status,
    ).toBe(0);
    const mine = (await fx.demo.post('/Player/GetOddsBetList', { Id: m.matchId })).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      side: 'back',
      type: 'Back',
      amount: '100.00',
      runnerName: m.odds.runners[0]!.name,
      status: 'open',
    });
    const theirs = (await fx.demo2.post('/Player/GetOddsBetList', { Id: m.matchId })).json().data;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].side).toBe('lay');
    expect(
      (await fx.demo.post('/Player/GetSessionBetList', { Id: m.matchId })).json().data,
    ).toHaveLength(1);
    expect(
      (await fx.demo2.post('/Player/GetSessionBetList', { Id: m.matchId })).json().data,
    ).toHaveLength(0);
    expect((await fx.demo.post('/Player/GetBookBetList', { Id: m.matchId })).json().data).toEqual(
      [],
    );
    expect((await fx.demo.post('/Player/GetTossBetList', { Id: m.matchId })).json().data).toEqual(
      [],
    );
    const active = (await fx.demo.post('/Player/GetActiveSession', { Id: m.matchId })).json().data;
    expect(active).toEqual([
      {
        selectionId: m.sessions[0]!.selectionId,
        runnerName: m.sessions[0]!.name,
        bets: 1,
        exposure: '100.00',
      },
    ]);
    expect((await fx.demo.post('/Player/GetOddsBetList', { Id: 'x' })).statusCode).toBe(400);
  });

  it('completed fancy bets after settlement, with a total', async () => {
    const m = inPlayMatch(fx.t);
    const s = m.sessions[1]!;
    s.yesLine = 60;
    s.yesRate = 100;
    expect(
      (await fx.demo.post('/Player/PlaceBet', fancyBet(m, 'yes', '100.00', 1))).json().status,
    ).toBe(0);
    expect(
      (await fx.demo.post('/Player/GetCompletedSessionBets', { Id: m.matchId })).json().data,
    ).toEqual({ sessionBets: [], total: '0.00' });
    await fx.t.app.inject({
      method: 'POST',
      url: '/__test/Sports/SettleMatch',
      payload: {
        MatchId: m.matchId,
        Scores: { [s.selectionId]: 58, [m.sessions[0]!.selectionId]: 0 },
      },
    });
    const data = (await fx.demo.post('/Player/GetCompletedSessionBets', { Id: m.matchId })).json()
      .data;
    // the earlier NO bet on session 0 (score 0) won 100; this YES 60 (score 58) lost 100
    expect(data.sessionBets).toContainEqual({
      match: s.name,
      date: expect.any(String),
      rate: '100',
      line: 60,
      resultScore: '58',
      amount: '100.00',
      betType: 'Yes',
      pl: '-100.00',
    });
    expect(
      data.sessionBets.find((b: { match: string }) => b.match === m.sessions[0]!.name),
    ).toMatchObject({ betType: 'No', resultScore: '0', pl: '100.00' });
    expect(data.total).toBe('0.00');
    expect(
      (await fx.demo2.post('/Player/GetCompletedSessionBets', { Id: m.matchId })).json().data
        .sessionBets,
    ).toEqual([]);
  });

  it('both odds hosts serve the feed JSON; unknown book markets are an empty list', async () => {
    const m = inPlayMatch(fx.t);
    const book = await buildOddsHost('book', fx.t.config);
    const session = await buildOddsHost('session', fx.t.config);
    const url = `/MatchOdds/GetOddslite/4/${m.eventId}/${m.marketId}`;
    const b = await book.inject({ method: 'GET', url });
    expect(b.headers['content-type']).toMatch(/application\/json/);
    const markets = b.json().market;
    expect(markets.map((x: { marketType: string }) => x.marketType)).toEqual([
      'odds',
      'book',
      'toss',
    ]);
    expect(Object.keys(markets[0].events[0])).toEqual(
      expect.arrayContaining([
        'SelectionId',
        'RunnerName',
        'BackPrice1',
        'BackPrice3',
        'BackSize1',
        'LayPrice1',
        'LayPrice3',
        'LaySize3',
        'status',
      ]),
    );
    const fancy = (await session.inject({ method: 'GET', url })).json().market[0].events;
    expect(fancy.length).toBeGreaterThanOrEqual(4);
    expect(fancy[0]).toMatchObject({
      SelectionId: m.sessions[0]!.selectionId,
      LayPrice1: m.sessions[0]!.noLine,
      BackPrice1: m.sessions[0]!.yesLine,
    });
    expect(
      (await book.inject({ method: 'GET', url: '/MatchOdds/GetOddslite/4/1/2' })).json(),
    ).toEqual({ market: [{ events: [] }] });
    await book.close();
    await session.close();
  });

  it('GetDashboard answers from a reply built once per change, and shows a change at once', async () => {
    const dashboard = async () =>
      (await fx.demo.post('/DashBoard/GetDashboard', { SportId: 4 })).body;
    const first = await dashboard();
    expect(await dashboard()).toBe(first);
    const m = inPlayMatch(fx.t);
    const before = JSON.parse(first).data.sportMathes[0].mathes.find(
      (x: { matchID: string }) => x.matchID === m.matchId,
    );
    fx.t.sports.sim.bowlNow(m, 6);
    const after = JSON.parse(await dashboard()).data.sportMathes[0].mathes.find(
      (x: { matchID: string }) => x.matchID === m.matchId,
    );
    expect(after.scoreLine).not.toBe(before.scoreLine);
    // another sport has no matches and is not served the cricket list
    const other = JSON.parse((await fx.demo.post('/DashBoard/GetDashboard', { SportId: 1 })).body);
    expect(other.data.sportMathes).toEqual([{ sportID: 1, sportName: '', mathes: [] }]);
  });

  it('GetDashboard is gzipped for a client that accepts it (the same JSON), plain otherwise', async () => {
    const ask = (acceptEncoding?: string) =>
      fx.demo.post(
        '/DashBoard/GetDashboard',
        { SportId: 4 },
        acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      );
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await ask('gzip, deflate, br, zstd');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    for (const refused of ['gzip;q=0, identity', 'br', 'identity'])
      expect((await ask(refused)).headers['content-encoding']).toBeUndefined();
  });
});
