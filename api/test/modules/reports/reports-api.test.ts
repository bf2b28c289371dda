import { formatDay, parseDay } from 'shared-maths/calendar-day';
import { login, testAppFixture } from '../../support/test-app';
import {
  daysAgo,
  insertCasinoBet,
  insertSportsBet,
  post,
  userId,
} from '../../support/report-helpers';
import type {
  BetHistoryReply,
  CommissionRow,
  LiveBetHistoryReply,
  OkReply,
  ProfitLossData,
  StatementRow,
} from 'shared-api-types';

jest.setTimeout(60_000);

const t = testAppFixture();
let demo: string;
let demo2: string;
let demoId: number;
// One instant for the whole file: its days stay the same when the run crosses a UTC midnight.
const fileNow = new Date();
const today = formatDay(fileNow);
const todayBounds = parseDay(today)!;
const all = { FromDate: '', ToDate: '' };

beforeAll(async () => {
  demo = (await login(t.app, 'demo')).token;
  demo2 = (await login(t.app, 'demo2')).token;
  demoId = await userId(t.db, 'demo');
  // A minute ago, but on today's date even just after midnight.
  const now = new Date(Math.max(fileNow.getTime() - 60_000, todayBounds.start.getTime()));
  await insertSportsBet(t.db, demoId, {
    marketType: 'odds',
    status: 'settled',
    pl: 5000,
    commission: 100,
    at: now,
    selection: 'Zetaland',
  });
  await insertSportsBet(t.db, demoId, {
    marketType: 'session',
    status: 'settled',
    pl: 3000,
    commission: 90,
    at: now,
    matchId: 'fresh-2',
  });
  await insertSportsBet(t.db, demoId, {
    marketType: 'toss',
    status: 'open',
    at: now,
    selection: 'Openland',
  });
  await insertCasinoBet(t.db, demoId, {
    table: 't20',
    status: 'settled',
    pl: 9800,
    commission: 196,
    at: now,
    round: 'r-fresh-1',
  });
  await insertCasinoBet(t.db, demoId, {
    table: 'lucky7B',
    status: 'open',
    at: now,
    round: 'r-fresh-2',
  });
});

describe('POST /User/GetMyCommision', () => {
  it('sums commission per day by kind, under message, for the caller only', async () => {
    const res = await post(t.app, demo, '/User/GetMyCommision', { FromDate: today, ToDate: today });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      status: number;
      message: { myCommisionDataLists: CommissionRow[] };
      data: null;
    }>();
    expect(body.status).toBe(0);
    expect(body.data).toBeNull();
    const row = body.message.myCommisionDataLists.find((r) => r.date === today)!;
    const [sums] = await t.db.query<{ m: number; s: number; c: number }>(
      `SELECT (SELECT COALESCE(SUM(commission),0) FROM sports_bets WHERE user_id=$1 AND market_type<>'session' AND settled_at >= $2 AND settled_at < $3)::bigint AS m,
              (SELECT COALESCE(SUM(commission),0) FROM sports_bets WHERE user_id=$1 AND market_type='session' AND settled_at >= $2 AND settled_at < $3)::bigint AS s,
              (SELECT COALESCE(SUM(commission),0) FROM casino_bets WHERE user_id=$1 AND settled_at >= $2 AND settled_at < $3)::bigint AS c`,
      [demoId, todayBounds.start.toISOString(), todayBounds.end.toISOString()],
    );
    const coins = (c: number) => (c / 100).toFixed(2);
    expect(row).toEqual({
      date: today,
      mComm: coins(sums!.m),
      sComm: coins(sums!.s),
      cComm: coins(sums!.c),
      tComm: coins(sums!.m + sums!.s + sums!.c),
      name: 'Demo Player',
    });
    expect(Number(row.mComm)).toBeGreaterThanOrEqual(1);
  });

  it('empty dates mean all time; the seeded history spans many days', async () => {
    const list = (await post(t.app, demo, '/User/GetMyCommision', all)).json<{
      message: { myCommisionDataLists: CommissionRow[] };
    }>().message.myCommisionDataLists;
    expect(list.length).toBeGreaterThan(3);
    const total = list.reduce((s, r) => s + Math.round(Number(r.tComm) * 100), 0);
    const [db] = await t.db.query<{ n: number }>(
      'SELECT ((SELECT SUM(commission) FROM sports_bets WHERE user_id=$1) + (SELECT SUM(commission) FROM casino_bets WHERE user_id=$1))::bigint AS n',
      [demoId],
    );
    expect(total).toBe(Number(db!.n));
  });

  it("counts the player's days when the client names its zone (TimeZone), else UTC days", async () => {
    // 20:00 UTC on 1 March 2001 is already 01:30 on 2 March in India
    const demo2Id = await userId(t.db, 'demo2');
    await insertSportsBet(t.db, demo2Id, {
      marketType: 'odds',
      status: 'settled',
      commission: 100,
      at: new Date('2001-03-01T20:00:00Z'),
      matchId: 'zone-day',
    });
    const list = async (payload: object) => {
      const res = await post(t.app, demo2, '/User/GetMyCommision', payload);
      expect(res.statusCode).toBe(200);
      return res.json<{ message: { myCommisionDataLists: CommissionRow[] } }>().message
        .myCommisionDataLists;
    };
    const utcDay = { FromDate: '03/01/2001', ToDate: '03/01/2001' };
    const indianDay = { FromDate: '03/02/2001', ToDate: '03/02/2001' };
    expect((await list(utcDay)).map((r) => [r.date, r.tComm])).toEqual([['03/01/2001', '1.00']]);
    expect(await list(indianDay)).toEqual([]);
    const kolkata = { TimeZone: 'Asia/Kolkata' };
    expect((await list({ ...indianDay, ...kolkata })).map((r) => [r.date, r.tComm])).toEqual([
      ['03/02/2001', '1.00'],
    ]);
    expect(await list({ ...utcDay, ...kolkata })).toEqual([]);
    expect((await list({ ...all, ...kolkata })).map((r) => r.date)).toContain('03/02/2001');
    const bad = await post(t.app, demo2, '/User/GetMyCommision', { ...all, TimeZone: 'Mars/Base' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      status: 1,
      message: expect.stringContaining('TimeZone'),
      code: 'INPUT_INVALID',
      values: { field: 'TimeZone' },
    });
  });

  it('a range before any bet is empty', async () => {
    const res = await post(t.app, demo, '/User/GetMyCommision', {
      FromDate: '01/01/2001',
      ToDate: '01/31/2001',
    });
    expect(res.json()).toEqual({ status: 0, message: { myCommisionDataLists: [] }, data: null });
  });
});

const plList = async (token: string, payload: object) =>
  (await post(t.app, token, '/AccountDetails/GetUserProfitLoss', payload)).json<
    OkReply<ProfitLossData>
  >().data.userProfitLossDataLists;

describe('POST /AccountDetails/GetUserProfitLoss', () => {
  it('All lists sports markets and casino rounds; a fresh settlement is there', async () => {
    const list = await plList(demo, { ...all, Market: 'All' });
    expect(list.some((r) => r.market === 'Match Odds')).toBe(true);
    expect(
      list.some(
        (r) =>
          r.market === 't20' &&
          r.description === 'Teen Patti T20 round r-fresh-1' &&
          r.profitLoss === '98.00' &&
          r.commission === '1.96',
      ),
    ).toBe(true);
    expect(
      list.some((r) => r.description === 'Match fresh-2 - Fancy' && r.profitLoss === '30.00'),
    ).toBe(true);
  });

  it('a table market is compared case-insensitively and excludes sports', async () => {
    const list = await plList(demo, { ...all, Market: 'T20' });
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.market === 't20')).toBe(true);
    const oneday = await plList(demo, { ...all, Market: 'ONEDAY' });
    expect(oneday.every((r) => r.market === 'oneday')).toBe(true);
  });

  it('the date range narrows by settlement day', async () => {
    const list = await plList(demo, { FromDate: today, ToDate: today, Market: 'All' });
    expect(list.every((r) => r.date.startsWith(today))).toBe(true);
    const old = await plList(demo, {
      FromDate: formatDay(daysAgo(40, 12, fileNow)),
      ToDate: formatDay(daysAgo(30, 12, fileNow)),
      Market: 'All',
    });
    expect(old).toEqual([]);
  });

  it('a day is a UTC day whatever the server zone (run with TZ=Asia/Kolkata)', async () => {
    // 23:00 UTC yesterday is already today in Kolkata.
    const lateYesterday = daysAgo(1, 23, fileNow);
    await insertCasinoBet(t.db, demoId, {
      table: 'dt2020',
      status: 'settled',
      pl: 700,
      at: lateYesterday,
      round: 'utc-day-round',
    });
    const yesterday = formatDay(lateYesterday);
    const onDay = async (day: string) =>
      (await plList(demo, { FromDate: day, ToDate: day, Market: 'dt2020' })).filter(
        (r) => r.profitLoss === '7.00',
      );
    expect(await onDay(yesterday)).toEqual([
      expect.objectContaining({ date: `${yesterday} 23:00:00` }),
    ]);
    expect(await onDay(today)).toEqual([]);
  });

  it('an unknown market is a 400', async () => {
    const res = await post(t.app, demo, '/AccountDetails/GetUserProfitLoss', {
      ...all,
      Market: 'poker',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(1);
  });
});

const liveList = async (token: string, payload: object) =>
  (await post(t.app, token, '/User/UserLiveBetHistory', payload)).json<LiveBetHistoryReply>()
    .message.myLiveBetHistoryDataLists;

describe('POST /User/UserLiveBetHistory', () => {
  it('Status 0 lists open casino bets, Status 1 the settled ones', async () => {
    const open = await liveList(demo, { ...all, GameType: 'All Game', Status: 0, Action: 2 });
    expect(open).toEqual([
      expect.objectContaining({
        client: 'demo',
        description: 'Lucky 7 B round r-fresh-2',
        stack: '100.00',
        status: 'Open',
        odds: '1.98',
      }),
    ]);
    const settled = await liveList(demo, { ...all, GameType: '', Status: '1', Action: 2 });
    expect(settled.length).toBeGreaterThan(10);
    expect(settled.every((r) => r.status === 'Settled')).toBe(true);
  });

  it('GameType narrows to one table', async () => {
    const rows = await liveList(demo, { ...all, GameType: 't20', Status: 1, Action: 2 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.description.startsWith('Teen Patti T20'))).toBe(true);
    expect(
      await liveList(demo, { ...all, GameType: 'lucky7B', Status: 0, Action: 2 }),
    ).toHaveLength(1);
    expect(await liveList(demo, { ...all, GameType: 't20', Status: 0, Action: 2 })).toHaveLength(0);
  });

  it.each([
    [{ Status: 2 }, 'Status'],
    [{ Action: 1 }, 'Action'],
    [{ GameType: 'roulette' }, 'GameType'],
  ])('bad %p is a 400 naming %s', async (bad, field) => {
    const res = await post(t.app, demo, '/User/UserLiveBetHistory', {
      ...all,
      GameType: 'All Game',
      Status: 0,
      Action: 2,
      ...bad,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(field);
  });
});

const histList = async (token: string, payload: object) =>
  (await post(t.app, token, '/User/UserBetHistory', payload)).json<BetHistoryReply>().message
    .myUserBetHistoryDataLists;

describe('POST /User/UserBetHistory', () => {
  it('Action 1 all, 4 cricket (odds/book/toss), 3 fancy', async () => {
    const allBets = await histList(demo, { ...all, Status: 1, Action: 1 });
    const cricket = await histList(demo, { ...all, Status: 1, Action: 4 });
    const fancy = await histList(demo, { ...all, Status: 1, Action: 3 });
    expect(fancy.length).toBeGreaterThan(0);
    expect(cricket.length + fancy.length).toBe(allBets.length);
    expect(fancy.every((r) => r.betType === 'Fancy')).toBe(true);
    expect(cricket.every((r) => ['Match Odds', 'Bookmaker', 'Toss'].includes(r.betType))).toBe(
      true,
    );
    expect(allBets[0]).not.toHaveProperty('stack');
  });

  it('Status 0 lists the open bet; searchData filters', async () => {
    const open = await histList(demo, { ...all, Status: 0, Action: 1 });
    expect(open).toEqual([
      expect.objectContaining({
        selection: 'Openland',
        status: 'Open',
        betType: 'Toss',
        type: 'Back',
      }),
    ]);
    const found = await histList(demo, { ...all, Status: 1, Action: 1, searchData: 'zetaLAND' });
    expect(found.map((r) => r.selection)).toEqual(['Zetaland']);
  });

  it('Action 2 is a 400', async () => {
    const res = await post(t.app, demo, '/User/UserBetHistory', { ...all, Status: 0, Action: 2 });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /User/GetStatement', () => {
  it('lists every ledger row with the running balance; closing equals the balance', async () => {
    const res = await post(t.app, demo, '/User/GetStatement', all);
    const data = res.json<{
      data: {
        rows: StatementRow[];
        openingBalance: string;
        closingBalance: string;
      };
    }>().data;
    expect(data.rows[0]).toMatchObject({
      description: 'Opening balance',
      kind: 'deposit',
      subject: '',
    });
    // a settlement's subject is its description; a commission's is what it was charged on
    const settled = data.rows.filter((r) => r.kind === 'settlement');
    const charged = data.rows.filter((r) => r.kind === 'commission');
    expect(settled.length).toBeGreaterThan(0);
    expect(charged.length).toBeGreaterThan(0);
    for (const r of settled) expect(r.subject).toBe(r.description);
    for (const r of charged) expect(`Commission - ${r.subject}`).toBe(r.description);
    expect(data.openingBalance).toBe('0.00');
    expect(data.closingBalance).toBe('100000.00');
    let running = 0;
    for (const r of data.rows) {
      running += Math.round(Number(r.credit) * 100) - Math.round(Number(r.debit) * 100);
      expect(Math.round(Number(r.balance) * 100)).toBe(running);
    }
  });

  it('a later range starts from the balance before it', async () => {
    const data = (
      await post(t.app, demo, '/User/GetStatement', {
        FromDate: formatDay(daysAgo(5, 12, fileNow)),
        ToDate: today,
      })
    ).json<{ data: { openingBalance: string; rows: unknown[] } }>().data;
    expect(Number(data.openingBalance)).toBeGreaterThan(0);
    expect(data.rows.length).toBeGreaterThan(0);
  });
});

describe('what a row is about (about): for the client to word, names kept', () => {
  it('a match the sports tables hold: its teams and a session by its name', async () => {
    const [m] = await t.db.query<{
      match_id: string;
      team1: string;
      team2: string;
      id: string;
      name: string;
    }>(
      `SELECT s.match_id, s.team1, s.team2, k.market_id AS id, k.name FROM sports_matches s
         JOIN sports_markets k ON k.match_id = s.match_id AND k.market_type = 'session' LIMIT 1`,
    );
    expect(m).toBeDefined();
    const at = new Date(Math.max(fileNow.getTime() - 60_000, todayBounds.start.getTime()));
    const bet = { marketType: 'session', matchId: m!.match_id, marketId: m!.id, at } as const;
    await insertSportsBet(t.db, demoId, { ...bet, status: 'settled', pl: 1234 });
    const about = {
      kind: 'sports',
      matchId: m!.match_id,
      team1: m!.team1,
      team2: m!.team2,
      marketType: 'session',
      market: m!.name,
    };
    const pl = await plList(demo, { ...all, Market: 'All' });
    expect(pl.filter((r) => r.profitLoss === '12.34').map((r) => r.about)).toEqual([about]);
    const bets = await histList(demo, { ...all, Status: 1, Action: 3 });
    expect(
      bets
        .filter((r) => r.about.kind === 'sports' && r.about.matchId === m!.match_id)
        .map((r) => r.about),
    ).toEqual([about]);
  });

  it('a match they do not hold: the teams of its settlement, else none (the match id)', async () => {
    const pl = await plList(demo, { ...all, Market: 'All' });
    expect(pl.find((r) => r.description === 'Match fresh-2 - Fancy')?.about).toEqual({
      kind: 'sports',
      matchId: 'fresh-2',
      team1: '',
      team2: '',
      marketType: 'session',
      market: '',
    });
    const seeded = pl.find((r) => r.description.startsWith('India v Australia - Match Odds'));
    expect(seeded?.about).toMatchObject({
      team1: 'India',
      team2: 'Australia',
      marketType: 'odds',
      market: '',
    });
  });

  it('a casino round: the table (name and code) and the round, in all three reports', async () => {
    const about = { kind: 'casino', tableCode: 't20', table: 'Teen Patti T20', round: 'r-fresh-1' };
    const pl = await plList(demo, { ...all, Market: 't20' });
    expect(pl.find((r) => r.description === 'Teen Patti T20 round r-fresh-1')?.about).toEqual(
      about,
    );
    const live = await liveList(demo, { ...all, GameType: 'lucky7B', Status: 0, Action: 2 });
    expect(live.map((r) => r.about)).toEqual([
      { ...about, tableCode: 'lucky7B', table: 'Lucky 7 B', round: 'r-fresh-2' },
    ]);
    const rows = (await post(t.app, demo, '/User/GetStatement', all)).json<{
      data: { rows: StatementRow[] };
    }>().data.rows;
    expect(rows[0]!.about).toBeNull();
    expect(rows.filter((r) => r.kind !== 'deposit').every((r) => r.about !== null)).toBe(true);
    const casino = rows.find((r) => r.kind === 'commission' && r.about?.kind === 'casino');
    expect(casino?.description).toBe(
      `Commission - ${casino?.about?.kind === 'casino' ? `${casino.about.table} round ${casino.about.round}` : ''}`,
    );
  });
});

describe('isolation and bad input', () => {
  it("demo2 never sees demo's bets", async () => {
    expect(await liveList(demo2, { ...all, GameType: 'All Game', Status: 0, Action: 2 })).toEqual(
      [],
    );
    expect(await histList(demo2, { ...all, Status: 1, Action: 1, searchData: 'Zetaland' })).toEqual(
      [],
    );
    const pl = await plList(demo2, { ...all, Market: 'All' });
    expect(pl.length).toBeGreaterThan(0);
    expect(pl.some((r) => r.description.includes('fresh'))).toBe(false);
    const stmt = (await post(t.app, demo2, '/User/GetStatement', all)).json<{
      data: { closingBalance: string };
    }>().data;
    expect(stmt.closingBalance).toBe('25000.00');
  });

  it.each(['13/01/2024', '2024-01-01', '02/30/2024', '1/2/2024', 'yesterday'])(
    'FromDate %s is a 400 on every report',
    async (bad) => {
      for (const url of [
        '/User/GetMyCommision',
        '/AccountDetails/GetUserProfitLoss',
        '/User/UserLiveBetHistory',
        '/User/UserBetHistory',
        '/User/GetStatement',
      ]) {
        const res = await post(t.app, demo, url, {
          FromDate: bad,
          ToDate: '',
          Status: 0,
          Action: url.includes('Live') ? 2 : 1,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          status: 1,
          message: expect.stringContaining('FromDate'),
          code: 'INPUT_INVALID',
          values: { field: expect.stringMatching(/^(FromDate|ToDate)$/) },
        });
      }
    },
  );

  it('FromDate after ToDate is a 400; no token is a 401', async () => {
    const res = await post(t.app, demo, '/User/GetMyCommision', {
      FromDate: today,
      ToDate: '01/01/2020',
    });
    expect(res.statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'POST', url: '/User/GetMyCommision', payload: all });
    expect(anon.statusCode).toBe(401);
  });
});
