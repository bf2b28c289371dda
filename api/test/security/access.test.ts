import type { LightMyRequestResponse } from 'fastify';
import { getOddsFeed } from '../../src/odds-feed';
import type { Simulator } from '../../src/modules/sports/feed/simulator';
import type { SimMatch } from '../../src/modules/sports/feed/sim-types';
import { fancyBet, oddsBet, player, type Player } from '../support/sports-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * demo and demo2 both logged in, both with open and settled bets on the SAME matches, casino
 * rounds and Idempotency-Keys (besides the seed's separate histories). Each player then calls
 * every call that takes an id with the other player's ids, found from the other's own lists:
 * no reply may hold a row of the other (checked by bet id, stake, name and id), and every
 * id-taking reply must equal the caller's own rows in the database (by count and stakes).
 */
process.env.BET_DELAY_MS = '0';
process.env.CASINO_ROUND_MS = String(24 * 3600 * 1000);

interface Who {
  username: string;
  name: string;
  id: number;
  p: Player;
  /** Stakes only this player bets in this test (Coins; no two of one add up to one of the other's). */
  stakes: string[];
}

interface Ids {
  matchIds: string[];
  roundIds: string[];
  casinoDays: string[];
  betIds: string[];
}

const TABLE = 'lucky7';
let t: TestApp;
let demo: Who;
let demo2: Who;
const calls = { made: 0, otherRows: 0 };

async function who(username: string, stakes: string[]): Promise<Who> {
  const rows = await t.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM users WHERE username = $1',
    [username],
  );
  return { username, name: rows[0]!.name, id: rows[0]!.id, p: await player(t, username), stakes };
}

function ok(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  const body = res.json<{ status: number; message: unknown; data: unknown }>();
  expect(body.status).toBe(0);
  return body;
}

async function bet(w: Who, url: string, body: object, key?: string): Promise<string> {
  const res = await w.p.post(url, body, key ? { 'idempotency-key': key } : {});
  return ok(res).data ? (res.json().data as { betId: string }).betId : '';
}

beforeAll(async () => {
  t = await createTestApp({ testControl: true, simSeed: 42 });
  demo = await who('demo', ['101.17', '103.29', '107.41', '109.53', '113.67']);
  demo2 = await who('demo2', ['211.19', '223.31', '227.43', '229.57', '233.71']);
  const live = [...(getOddsFeed() as Simulator).matches.values()].filter(
    (m: SimMatch) =>
      m.state === 'inplay' && m.odds.status === 'OPEN' && m.sessions[0]?.status === 'OPEN',
  );
  const [a, b] = live;
  if (!a || !b) throw new Error('need two open in-play matches');
  // Same match, market and Idempotency-Key for both: each must get a bet of their own.
  for (const w of [demo, demo2]) {
    await bet(w, '/Player/PlaceBet', oddsBet(a, 'back', w.stakes[0]!), 'shared-key-1');
    await bet(w, '/Player/PlaceBet', fancyBet(a, 'yes', w.stakes[1]!));
    await bet(w, '/Player/PlaceBet', oddsBet(b, 'back', w.stakes[0]!), 'shared-key-2');
    await bet(w, '/Player/PlaceBet', fancyBet(b, 'no', w.stakes[1]!));
  }
  ok(
    await t.app.inject({
      method: 'POST',
      url: '/__test/Sports/SettleMatch',
      payload: { MatchId: a.matchId },
    }),
  );
  // One casino round both bet on (settled), then an open one.
  for (const round of ['settled', 'open']) {
    const state = ok(await demo.p.post('/Casino/GetTableState', { TableCode: TABLE }));
    const roundId = (state.data as { roundId: string }).roundId;
    for (const w of [demo, demo2]) {
      const stake = w.stakes[round === 'settled' ? 2 : 3]!;
      const body = {
        TableCode: TABLE,
        RoundId: roundId,
        Market: 'Low/High',
        Selection: 'High Card',
        Rate: '2.00',
        Stake: stake,
      };
      await bet(w, '/Casino/PlaceBet', body, `shared-casino-key-${round}`);
    }
    if (round === 'settled')
      ok(
        await t.app.inject({
          method: 'POST',
          url: '/__test/Casino/NextRound',
          payload: { TableCode: TABLE },
        }),
      );
  }
}, 60_000);

afterAll(async () => {
  console.log(
    `Access isolation: ${calls.made} calls (both players, with the other's ids and on every list), ${calls.otherRows} rows of the other player returned`,
  );
  await t?.close();
});

/** The player's ids from their own lists (ledger, casino days, bet lists), as a client sees them. */
async function ownIds(w: Who): Promise<Ids> {
  const ledger = ok(await w.p.post('/AccountDetails/GetLedgerList', {})).data as {
    matchId: string;
    sportId: number;
    date: string;
  }[];
  const matchIds = ledger.filter((l) => l.sportId === 4).map((l) => l.matchId);
  const casinoDays = [...new Set(ledger.filter((l) => l.sportId === 5).map((l) => l.date))];
  const roundIds: string[] = [];
  for (const Date of casinoDays) {
    const list = ok(
      await w.p.post('/AccountDetails/GetLedgerCasinoMatchList', { Competition: '', Date }),
    ).data as { data: { ledgerCasinoMatchDatasLists: { matchId: string }[] } };
    roundIds.push(...list.data.ledgerCasinoMatchDatasLists.map((r) => r.matchId));
  }
  const open = await t.db.query<{ match_id: string }>(
    `SELECT DISTINCT match_id FROM sports_bets WHERE user_id = $1 AND status = 'open'`,
    [w.id],
  );
  matchIds.push(...open.map((r) => r.match_id));
  const state = ok(await w.p.post('/Casino/GetTableState', { TableCode: TABLE })).data as {
    roundId: string;
    bets: { betId: string }[];
  };
  roundIds.push(state.roundId);
  // Casino and sports bets are numbered apart: a bet id names its table's kind.
  const betIds = state.bets.map((b) => `casino:${b.betId}`);
  for (const Id of matchIds) {
    for (const list of ['Odds', 'Book', 'Toss', 'Session']) {
      const rows = ok(await w.p.post(`/Player/Get${list}BetList`, { Id })).data as {
        betId: string;
      }[];
      betIds.push(...rows.map((r) => `sports:${r.betId}`));
    }
  }
  expect(matchIds.length).toBeGreaterThan(2);
  expect(roundIds.length).toBeGreaterThan(2);
  expect(betIds.length).toBeGreaterThan(2);
  return { matchIds: [...new Set(matchIds)], roundIds: [...new Set(roundIds)], casinoDays, betIds };
}

async function column(sql: string, params: unknown[]): Promise<string[]> {
  const rows = await t.db.query<{ v: unknown }>(sql, params);
  return rows.map((r) => String(r.v));
}

const coins = (cents: string) => (Number(cents) / 100).toFixed(2);
const sorted = (xs: string[]) => [...xs].sort();

/**
 * Fails on anything of `other` in a reply to `viewer`: their bet ids (as betId), their stakes,
 * their username or name, or an id only they have in a match/round/description field.
 */
function leaks(
  value: unknown,
  viewer: Who,
  other: Who,
  otherOnly: Ids,
  otherBets: Set<string>,
  kind: 'casino' | 'sports',
): string[] {
  const found: string[] = [];
  const onlyIds = [...otherOnly.matchIds, ...otherOnly.roundIds];
  const walk = (v: unknown, key: string): void => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x, key));
    if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) walk(x, k);
      return;
    }
    const s = String(v);
    if (key === 'betId' && otherBets.has(`${kind}:${s}`)) found.push(`betId ${s}`);
    if (other.stakes.includes(s)) found.push(`${key} ${s} (the other's stake)`);
    if (s === other.username || s === other.name) found.push(`${key} ${s}`);
    if (
      /match|round|description|id$/i.test(key) &&
      onlyIds.some((id) => new RegExp(`(^|\\D)${id}(\\D|$)`).test(s))
    )
      found.push(`${key} ${s} (the other's id)`);
  };
  walk(value, '');
  return found;
}

async function probe(viewer: Who, other: Who): Promise<void> {
  const mine = await ownIds(viewer);
  const theirs = await ownIds(other);
  const otherOnly: Ids = {
    matchIds: theirs.matchIds.filter((id) => !mine.matchIds.includes(id)),
    roundIds: theirs.roundIds.filter((id) => !mine.roundIds.includes(id)),
    casinoDays: [],
    betIds: theirs.betIds,
  };
  const otherBets = new Set(theirs.betIds);
  const ask = async (url: string, body: object) => {
    const reply = ok(await viewer.p.post(url, body));
    calls.made += 1;
    const kind = url.startsWith('/Casino/') ? 'casino' : 'sports';
    const found = leaks(reply, viewer, other, otherOnly, otherBets, kind);
    calls.otherRows += found.length;
    expect({ url, body, found }).toEqual({ url, body, found: [] });
    return reply;
  };
  const stakesOf = (sql: string, params: unknown[]) =>
    column(sql, params).then((c) => sorted(c.map(coins)));

  for (const Id of theirs.matchIds) {
    for (const [list, kind] of [
      ['Odds', 'odds'],
      ['Book', 'book'],
      ['Toss', 'toss'],
      ['Session', 'session'],
    ]) {
      const rows = (await ask(`/Player/Get${list}BetList`, { Id })).data as { betId: string }[];
      const own = await column(
        'SELECT id AS v FROM sports_bets WHERE user_id = $1 AND match_id = $2 AND market_type = $3',
        [viewer.id, Id, kind],
      );
      expect(sorted(rows.map((r) => r.betId))).toEqual(sorted(own));
    }
    const active = (await ask('/Player/GetActiveSession', { Id })).data as { bets: number }[];
    const openFancy = await column(
      `SELECT count(*)::int AS v FROM sports_bets WHERE user_id = $1 AND match_id = $2 AND market_type = 'session' AND status = 'open'`,
      [viewer.id, Id],
    );
    expect(active.reduce((n, s) => n + s.bets, 0)).toBe(Number(openFancy[0]));
    const completed = (await ask('/Player/GetCompletedSessionBets', { Id })).data as {
      sessionBets: { amount: string }[];
    };
    expect(sorted(completed.sessionBets.map((b) => b.amount))).toEqual(
      await stakesOf(
        `SELECT stake AS v FROM sports_bets WHERE user_id = $1 AND match_id = $2 AND market_type = 'session' AND status = 'settled'`,
        [viewer.id, Id],
      ),
    );
    const details = (await ask('/AccountDetails/GetLedgerMatchDetails', { MatchId: Id })).data as {
      data: { bookBetsDataList: { amount: string }[]; sessionBetsDataList: { amount: string }[] };
    };
    expect(
      sorted(
        [...details.data.bookBetsDataList, ...details.data.sessionBetsDataList].map(
          (b) => b.amount,
        ),
      ),
    ).toEqual(
      await stakesOf(
        `SELECT stake AS v FROM sports_bets WHERE user_id = $1 AND match_id = $2 AND status = 'settled'`,
        [viewer.id, Id],
      ),
    );
  }
  for (const MatchId of theirs.roundIds) {
    const details = (await ask('/AccountDetails/GetCasinoMatchDetails', { MatchId })).data as {
      data: { casinoBetsDataLists: { amount: string }[] };
    };
    expect(sorted(details.data.casinoBetsDataLists.map((b) => b.amount))).toEqual(
      await stakesOf(
        `SELECT stake AS v FROM casino_bets WHERE user_id = $1 AND round_id = $2 AND status = 'settled'`,
        [viewer.id, MatchId],
      ),
    );
  }
  const viewerRounds = new Set(
    await column('SELECT round_id AS v FROM casino_bets WHERE user_id = $1', [viewer.id]),
  );
  for (const Date of theirs.casinoDays) {
    const list = (await ask('/AccountDetails/GetLedgerCasinoMatchList', { Competition: '', Date }))
      .data as {
      data: { ledgerCasinoMatchDatasLists: { matchId: string }[] };
    };
    for (const r of list.data.ledgerCasinoMatchDatasLists)
      expect(viewerRounds.has(r.matchId)).toBe(true);
  }
  const state = (await ask('/Casino/GetTableState', { TableCode: TABLE })).data as {
    bets: { stake: string }[];
  };
  expect(state.bets.map((b) => b.stake)).toEqual([viewer.stakes[3]]);

  // Calls without an id: every list of the caller, searched for the other's names and ids.
  const searches = ['', other.username, other.name, ...theirs.matchIds.slice(0, 3)];
  for (const searchData of searches)
    for (const Status of [0, 1])
      for (const Action of [1, 3, 4])
        await ask('/User/UserBetHistory', { Status, Action, searchData });
  for (const Status of [0, 1])
    await ask('/User/UserLiveBetHistory', { Status, Action: 2, GameType: 'All Game' });
  for (const url of [
    '/AccountDetails/GetLedgerList',
    '/User/GetStatement',
    '/User/GetMyCommision',
    '/AccountDetails/GetUserProfitLoss',
    '/User/GetProfile',
    '/User/GetStakeSettings',
    '/Casino/GetTables',
  ])
    await ask(url, {});
  await ask('/User/GetBalance', { sessionId: viewer.p.sessionId });
  const foreign = await viewer.p.post('/User/GetBalance', { sessionId: other.p.sessionId });
  expect(foreign.json()).toEqual({
    status: 1,
    message: 'Session is no longer valid',
    code: 'SESSION_INVALID',
    data: null,
  });
}

it('the same Idempotency-Key gives each player a bet of their own', async () => {
  for (const [table, key] of [
    ['sports_bets', 'shared-key-1'],
    ['casino_bets', 'shared-casino-key-settled'],
  ]) {
    const rows = await t.db.query<{ user_id: number; stake: number }>(
      `SELECT user_id, stake FROM ${table} WHERE idempotency_key = $1 ORDER BY user_id`,
      [key],
    );
    expect(rows.map((r) => [r.user_id, coins(String(r.stake))])).toEqual(
      expect.arrayContaining([
        [demo.id, expect.stringMatching(/^10[0-9]\./)],
        [demo2.id, expect.stringMatching(/^2[0-9][0-9]\./)],
      ]),
    );
  }
});

it("the leak check sees the other's rows when they are there", async () => {
  const theirs = await ownIds(demo2);
  const list = ok(await demo2.p.post('/Player/GetOddsBetList', { Id: theirs.matchIds.at(-1) }));
  const otherOnly = { ...theirs, casinoDays: [] };
  expect(
    leaks(list, demo, demo2, otherOnly, new Set(theirs.betIds), 'sports').length,
  ).toBeGreaterThan(0);
});

it("demo, with demo2's ids, sees only its own rows", async () => {
  await probe(demo, demo2);
}, 60_000);

it("demo2, with demo's ids, sees only its own rows", async () => {
  await probe(demo2, demo);
}, 60_000);
