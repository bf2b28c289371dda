jest.setTimeout(60_000);
import { login, testAppFixture } from '../../support/test-app';
import { authed, currentRoundId, testRoute } from '../../support/casino-helpers';
import type { CasinoMatchList, OkReply } from 'shared-api-types';
import { formatDay } from 'shared-maths/calendar-day';
import { ledgerTotals } from '../../support/ledger-helpers';

const t = testAppFixture({ testControl: true });
let demo: ReturnType<typeof authed>;
let demo2: ReturnType<typeof authed>;
let roundId = '';
/** The UTC day of the round settled in beforeAll: "today" for the casino ledger lines. */
let today = '';

/** A settled cricket match for demo, written the way the sports module settles (rows + ledger). */
async function insertSettledMatch(): Promise<void> {
  const [user] = await t.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'demo'`);
  const bets: [string, string, string, number, number | null, number, string, number, number][] = [
    ['odds', 'India', 'back', 150, null, 20000, 'India', 10000, 200],
    ['book', 'Australia', 'lay', 45, null, 10000, 'India', 10000, 200],
    ['session', '10 Over Runs', 'yes', 100, 80, 10000, '72', -10000, 0],
  ];
  for (const [type, sel, side, price, line, stake, result, pl, comm] of bets) {
    await t.db.query(
      `INSERT INTO sports_bets (user_id, match_id, event_id, market_id, market_type, selection_id, selection_name, side, price, line,
         stake, win_amount, loss_amount, status, result, pl, commission, settled_at)
       VALUES ($1, 'led-m1', 'e1', 'mk1', $2, $3, $3, $4, $5, $6, $7, $7, $7, 'settled', $8, $9, $10, now())`,
      [user?.id, type, sel, side, price, line, stake, result, pl, comm],
    );
  }
  for (const [kind, amount, desc] of [
    ['settlement', 10000, 'India v Australia - Match Odds'],
    ['commission', -400, 'Commission - India v Australia'],
  ] as const) {
    await t.db.query(
      `INSERT INTO ledger (user_id, kind, amount, balance_after, description, ref_type, ref_id)
       VALUES ($1, $2, $3, 0, $4, 'sports_market', 'sports:led-m1:odds:mk1')`,
      [user?.id, kind, amount, desc],
    );
  }
}

beforeAll(async () => {
  const a = await login(t.app, 'demo');
  demo = authed(t.app, a.token);
  demo2 = authed(t.app, (await login(t.app, 'demo2')).token);
  await insertSettledMatch();
  roundId = await currentRoundId(t.app, a.token, 't20');
  await demo('/Casino/PlaceBet', {
    TableCode: 't20',
    RoundId: roundId,
    Market: 'Winner',
    Selection: 'Player A',
    Rate: '1.98',
    Stake: '200.00',
  });
  await demo('/Casino/PlaceBet', {
    TableCode: 't20',
    RoundId: roundId,
    Market: 'Winner',
    Selection: 'Player B',
    Rate: '1.98',
    Stake: '100.00',
  });
  await testRoute(t.app, 'SettleRound', {
    TableCode: 't20',
    Cards: ['AS', '2H', 'KS', '3D', 'QS', '5C'],
  });
  // The day the round was settled on (not the file's start: the run may cross a UTC midnight).
  const [settled] = await t.db.query<{ at: Date }>(
    'SELECT MAX(settled_at) AS at FROM casino_bets WHERE round_id = $1',
    [roundId],
  );
  today = formatDay(new Date(settled!.at));
});

/** The player's casino ledger lines of today (`Competition`: Casino, or a table's name). */
const casinoDay = async (player: typeof demo, Competition: string) =>
  (await player('/AccountDetails/GetLedgerCasinoMatchList', { Competition, Date: today })).json<
    OkReply<{ data: CasinoMatchList }>
  >().data.data.ledgerCasinoMatchDatasLists;

describe('ledger list', () => {
  it("has the settled match (sport 4) and today's casino line (sport 5)", async () => {
    const lines = (await demo('/AccountDetails/GetLedgerList')).json().data as Record<
      string,
      unknown
    >[];
    expect(lines).toContainEqual(
      expect.objectContaining({
        matchId: 'led-m1',
        sportId: 4,
        matchName: 'India v Australia',
        team1: 'India',
        team2: 'Australia',
        won: '96.00',
        lost: '0.00',
      }),
    );
    expect(lines[0]).toMatchObject({
      sportId: 5,
      date: today,
      matchName: 'Casino',
      team1: '',
      team2: '',
    });
  });
});

describe("the casino's days are the player's days (TimeZone)", () => {
  // a round settled at 20:00 UTC on 10 Jan 2025: 01:30 on 11 Jan in India
  const round = '909090';
  const at = '2025-01-10T20:00:00.000Z';
  beforeAll(async () => {
    const [user] = await t.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'demo'`);
    await t.db.query(
      `INSERT INTO casino_bets (user_id, table_code, round_id, market, selection, rate, stake, win_amount, loss_amount,
         status, result, pl, commission, created_at, settled_at)
       VALUES ($1, 't20', $2, 'Winner', 'Player A', 198, 10000, 9800, 10000, 'settled', 'Player A', 9800, 0, $3, $3)`,
      [user?.id, round, at],
    );
    await t.db.query(
      `INSERT INTO ledger (user_id, created_at, kind, amount, balance_after, description, ref_type, ref_id)
       VALUES ($1, $2, 'settlement', 9800, 0, $3, 'casino_round', $4)`,
      [user?.id, at, `Teen Patti T20 round ${round}`, `casino:t20:${round}`],
    );
  });
  const casinoLines = async (body?: object) =>
    ((await demo('/AccountDetails/GetLedgerList', body)).json().data as Record<string, unknown>[])
      .filter((l) => l.sportId === 5 && l.won === '98.00')
      .map((l) => [l.date, l.matchId]);
  const rounds = async (Date: string, TimeZone?: string) =>
    (
      await demo('/AccountDetails/GetLedgerCasinoMatchList', {
        Competition: 'Casino',
        Date,
        TimeZone,
      })
    )
      .json<OkReply<{ data: CasinoMatchList }>>()
      .data.data.ledgerCasinoMatchDatasLists.map((r) => r.matchId);

  it('the list puts the round on the day of the zone the client names, else the UTC day', async () => {
    expect(await casinoLines({ TimeZone: 'Asia/Kolkata' })).toEqual([
      ['01/11/2025', 'casino-01112025'],
    ]);
    expect(await casinoLines()).toEqual([['01/10/2025', 'casino-01102025']]);
  });

  it("a day's rounds are that day's in the zone", async () => {
    expect(await rounds('01/11/2025', 'Asia/Kolkata')).toEqual([round]);
    expect(await rounds('01/10/2025', 'Asia/Kolkata')).toEqual([]);
    expect(await rounds('01/10/2025')).toEqual([round]);
  });

  it('an unknown zone is a 400 naming TimeZone', async () => {
    const res = await demo('/AccountDetails/GetLedgerList', { TimeZone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('TimeZone');
  });
});

describe('sport 4 details', () => {
  it('GetLedgerMatchDetails: tables and boxes from the settled bets', async () => {
    const body = (
      await demo('/AccountDetails/GetLedgerMatchDetails', { MatchId: 'led-m1' })
    ).json();
    const d = body.data.data;
    expect(d.bookBetsDataList).toHaveLength(2);
    expect(d.sessionBetsDataList).toEqual([
      expect.objectContaining({
        match: '10 Over Runs',
        line: '80',
        resultScore: '72',
        betType: 'Yes',
        pl: '-100.00',
      }),
    ]);
    expect(ledgerTotals(d)).toEqual(['200.00', '-100.00', '4.00', '0.00', '96.00']);
  });
});

describe('sport 5 details', () => {
  it("GetLedgerCasinoMatchList lists today's round; GetCasinoMatchDetails its bets with totals", async () => {
    expect(await casinoDay(demo, 'Casino')).toContainEqual({
      matchId: roundId,
      description: `Teen Patti T20 round ${roundId}`,
      wonBy: 'Player A',
      won: '94.08',
      lost: '0.00',
    });
    expect((await casinoDay(demo, 'Andar Bahar 2')).some((r) => r.matchId === roundId)).toBe(false);
    const d = (await demo('/AccountDetails/GetCasinoMatchDetails', { MatchId: roundId })).json()
      .data.data;
    expect(
      d.casinoBetsDataLists.map((b: Record<string, string>) => [
        b.matchID,
        b.type,
        b.betPlaced,
        b.amount,
        b.rate,
        b.result,
        b.winLoss,
        b.pl,
      ]),
    ).toEqual([
      [
        roundId,
        'Teen Patti T20 - Winner',
        'Player A',
        '200.00',
        '1.98',
        'Player A',
        'Won',
        '196.00',
      ],
      [
        roundId,
        'Teen Patti T20 - Winner',
        'Player B',
        '100.00',
        '1.98',
        'Player A',
        'Lost',
        '-100.00',
      ],
    ]);
    expect([d.matchProfitLoss, d.totalCommission, d.mobileCharge, d.netPlusMinus]).toEqual([
      '96.00',
      '1.92',
      '0.00',
      '94.08',
    ]);
  });
});

describe('isolation and bad input', () => {
  it('another player never sees these rows', async () => {
    const lines = (await demo2('/AccountDetails/GetLedgerList')).json().data as {
      matchId: string;
    }[];
    expect(lines.some((l) => l.matchId === 'led-m1')).toBe(false);
    expect(
      (await demo2('/AccountDetails/GetLedgerMatchDetails', { MatchId: 'led-m1' })).json().data.data
        .bookBetsDataList,
    ).toEqual([]);
    const casino = (
      await demo2('/AccountDetails/GetCasinoMatchDetails', { MatchId: roundId })
    ).json().data.data;
    expect(casino.casinoBetsDataLists).toEqual([]);
    expect(casino.netPlusMinus).toBe('0.00');
    expect((await casinoDay(demo2, 'Casino')).some((r) => r.matchId === roundId)).toBe(false);
  });

  it('bad MatchId, Date or Competition: 400 with a sentence', async () => {
    const cases: [string, object, RegExp][] = [
      ['/AccountDetails/GetLedgerMatchDetails', { MatchId: 'a b' }, /MatchId must be a match id/],
      ['/AccountDetails/GetLedgerMatchDetails', {}, /MatchId is required/],
      ['/AccountDetails/GetCasinoMatchDetails', { MatchId: 'x1' }, /casino round number/],
      [
        '/AccountDetails/GetLedgerCasinoMatchList',
        { Competition: 'Casino', Date: '02/30/2026' },
        /MM\/DD\/YYYY/,
      ],
      [
        '/AccountDetails/GetLedgerCasinoMatchList',
        { Competition: 'Poker', Date: today },
        /Competition/,
      ],
    ];
    for (const [url, body, message] of cases) {
      const res = await demo(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/AccountDetails/GetLedgerList', payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});
