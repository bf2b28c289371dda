import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { CLIENT_APPS, CLIENT_ERROR_KINDS } from 'shared-api-types';
import { formatDay } from 'shared-maths/calendar-day';
import { getOddsFeed } from '../../src/odds-feed';
import { GAMES, TABLE_CODES } from '../../src/modules/casino/games/registry';
import { CASINO_MATCH_NAME } from '../../src/modules/ledgers/ledger-lines';
import type { Simulator } from '../../src/modules/sports/feed/simulator';
import type { SimMatch } from '../../src/modules/sports/feed/sim-types';
import { cashOutBody } from '../support/sports-helpers';
import { extraFields, junkValue, nonObjectBody } from './fuzz-values';

/** What an accepted reply of the call may change in the caller's MoneyState. */
export type CallKind =
  'read' | 'login' | 'logout' | 'sportsBet' | 'cashOut' | 'casinoBet' | 'stakes' | 'password';

/** One API call and a generator of coherent, valid bodies for it (the fuzzer breaks them). */
export interface CallSpec {
  method: 'GET' | 'POST';
  url: string;
  kind: CallKind;
  /** Needs `Authorization: Bearer`. */
  auth: boolean;
  fields: readonly string[];
  valid: (ctx: FuzzContext) => fc.Arbitrary<Record<string, unknown>>;
  /** Takes the Idempotency-Key header. */
  idempotency?: boolean;
}

/** Live data the valid bodies are built from. */
export interface FuzzContext {
  sessionId: string;
  matches: SimMatch[];
  /** Current round id of every casino table. */
  rounds: Record<string, string>;
  /** Ids of the caller's settled history (seed). */
  settledMatchIds: string[];
  settledRoundIds: string[];
}

export async function fuzzContext(
  app: FastifyInstance,
  token: string,
  sessionId: string,
  userId: number,
): Promise<FuzzContext> {
  const sim = getOddsFeed() as Simulator;
  const tables = await app.inject({
    method: 'POST',
    url: '/Casino/GetTables',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });
  const rounds = Object.fromEntries(
    tables
      .json<{ data: { tableCode: string; roundId: string }[] }>()
      .data.map((t) => [t.tableCode, t.roundId]),
  );
  const settled = await app.db.query<{ match_id: string }>(
    `SELECT DISTINCT match_id FROM sports_bets WHERE user_id = $1 ORDER BY match_id LIMIT 20`,
    [userId],
  );
  const settledRounds = await app.db.query<{ round_id: string }>(
    `SELECT DISTINCT round_id FROM casino_bets WHERE user_id = $1 ORDER BY round_id LIMIT 20`,
    [userId],
  );
  return {
    sessionId,
    matches: [...sim.matches.values()],
    rounds,
    settledMatchIds: settled.map((r) => r.match_id),
    settledRoundIds: settledRounds.map((r) => r.round_id),
  };
}

const dayArb = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map(formatDay);
const dateField = fc.oneof(dayArb, fc.constant(''));
// Small enough that the balance lasts through the run's accidentally valid bets.
const amount = fc.oneof(
  fc.integer({ min: 100, max: 2000 }),
  fc.integer({ min: 100, max: 2000 }).map(String),
  fc.constantFrom('100.50', '250.00', '1000'),
);

function sportsBetArb(matches: SimMatch[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.constantFrom(...matches),
      fc.constantFrom('odds', 'book', 'toss', 'session'),
      fc.nat(),
      fc.boolean(),
      amount,
    )
    .map(([m, kind, pick, first, Stake]) => {
      const base = { MatchId: m.matchId, EventId: m.eventId, Stake };
      if (kind === 'session') {
        const s = m.sessions[pick % Math.max(1, m.sessions.length)];
        const Side = first ? 'yes' : 'no';
        return {
          ...base,
          MarketId: m.marketId,
          MarketType: 'session',
          SelectionId: s?.selectionId ?? '1',
          Side,
          Price: String((first ? s?.yesRate : s?.noRate) ?? 100),
          Line: (first ? s?.yesLine : s?.noLine) ?? 10,
        };
      }
      const mk = m[kind as 'odds' | 'book' | 'toss'];
      const r = mk.runners[pick % mk.runners.length];
      const p = (first ? r?.back[0] : r?.lay[0]) ?? 0;
      return {
        ...base,
        MarketId: mk.marketId,
        MarketType: kind,
        SelectionId: r?.selectionId ?? '1',
        Side: first ? 'back' : 'lay',
        Price: kind === 'book' ? String(p) : (p / 100).toFixed(2),
      };
    });
}

function casinoBetArb(rounds: Record<string, string>): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(fc.constantFrom(...GAMES), fc.nat(), fc.nat(), amount).map(([g, i, j, Stake]) => {
    const market = g.markets[i % g.markets.length]!;
    const sel = market.selections[j % market.selections.length]!;
    return {
      TableCode: g.code,
      RoundId: rounds[g.code] ?? '1',
      Market: market.market,
      Selection: sel.name,
      Rate: (sel.rate / 100).toFixed(2),
      Stake,
    };
  });
}

type Valid = CallSpec['valid'];
const none: Valid = () => fc.constant({});
const matchIds = (ctx: FuzzContext) =>
  fc.constantFrom(...ctx.matches.map((m) => m.matchId), ...ctx.settledMatchIds);
const roundIds = (ctx: FuzzContext) =>
  fc.constantFrom(...Object.values(ctx.rounds), ...ctx.settledRoundIds);
const dates: Valid = () => fc.record({ FromDate: dateField, ToDate: dateField });

function post(url: string, fields: string[], valid: Valid, kind: CallKind = 'read'): CallSpec {
  return { method: 'POST', url, kind, auth: true, fields, valid };
}

const BET_LISTS = [
  '/Player/GetOddsBetList',
  '/Player/GetBookBetList',
  '/Player/GetTossBetList',
  '/Player/GetSessionBetList',
  '/Player/GetActiveSession',
  '/Player/GetCompletedSessionBets',
];

/** Every API call (not /__test/): the fuzz tests check this list against the app's routes. */
export const FUZZ_CALLS: readonly CallSpec[] = [
  {
    method: 'POST',
    url: '/Authenticate/Login',
    kind: 'login',
    auth: false,
    fields: ['UserName', 'Password', 'IpAddress'],
    valid: () =>
      fc.record({
        UserName: fc.constantFrom('demo', 'demo2', 'nobody'),
        Password: fc.constantFrom('demo1234', 'wrong-pass'),
        IpAddress: fc.constant('0.0.0.0'),
      }),
  },
  { method: 'GET', url: '/User/Logout', kind: 'logout', auth: true, fields: [], valid: none },
  // The live stream's WebSocket (its messages are fuzzed over a socket: stream-fuzz.test.ts).
  { method: 'GET', url: '/Stream', kind: 'read', auth: false, fields: [], valid: none },
  post('/User/GetBalance', ['sessionId'], (ctx) => fc.constant({ sessionId: ctx.sessionId })),
  post('/User/GetProfile', [], none),
  post('/User/GetStakeSettings', [], none),
  post(
    '/User/SaveStakeSettings',
    ['QuickStakes'],
    () =>
      fc.record({
        QuickStakes: fc.uniqueArray(fc.integer({ min: 100, max: 200_000 }), {
          minLength: 1,
          maxLength: 8,
        }),
      }),
    'stakes',
  ),
  post(
    '/User/SaveOneClick',
    ['Enabled', 'Stake'],
    () =>
      fc.record({
        Enabled: fc.boolean(),
        Stake: fc.oneof(fc.integer({ min: 100, max: 200_000 }), fc.constantFrom('500', '1000.00')),
      }),
    'stakes',
  ),
  post(
    '/User/ChangePassword',
    ['OldPassword', 'NewPassword', 'ConfirmPassword'],
    () =>
      fc
        .tuple(fc.constantFrom('not-the-old-1', 'Demo1234'), fc.constantFrom('newpass123', 'x'))
        .map(([OldPassword, n]) => ({ OldPassword, NewPassword: n, ConfirmPassword: n })),
    'password',
  ),
  post('/User/SaveLanguage', ['Language'], () =>
    fc.record({ Language: fc.constantFrom('en', 'hi') }),
  ),
  // The order book's calls: a cancel may release a reservation (exposure) like a cash out.
  post('/Player/GetUnmatchedBets', ['Id'], (ctx) => fc.record({ Id: matchIds(ctx) })),
  {
    ...post('/Player/CancelBet', ['BetId'], () => fc.record({ BetId: fc.constantFrom('1', '99') })),
    kind: 'cashOut',
    idempotency: true,
  },
  {
    ...post('/Player/CancelBets', ['Id', 'MarketType'], (ctx) =>
      fc.record({ Id: matchIds(ctx), MarketType: fc.constantFrom('odds', 'toss') }),
    ),
    kind: 'cashOut',
    idempotency: true,
  },
  {
    ...post('/Player/UpdateBet', ['BetId', 'Price', 'Stake'], () =>
      fc.record({
        BetId: fc.constantFrom('1', '99'),
        Price: fc.constantFrom('1.55', '2.00', '3.05'),
        Stake: fc.constantFrom('100.00', '250.50'),
      }),
    ),
    kind: 'cashOut',
    idempotency: true,
  },
  // Safer gambling: nothing here moves money. A break would lock the fuzzed player out of the
  // rest of the file, so its valid bodies are ones the rules refuse (a wrong password).
  post('/SaferGambling/GetLimits', [], none),
  post('/SaferGambling/GetRealityCheck', [], none),
  post('/SaferGambling/GetActivity', [], none),
  post('/SaferGambling/GetStatus', [], none),
  post('/SaferGambling/SetLimit', ['Kind', 'Amount'], () =>
    fc.record({
      Kind: fc.constantFrom('daily', 'weekly', 'monthly', 'stake'),
      Amount: fc.constantFrom('100000.00', '50000', null),
    }),
  ),
  post('/SaferGambling/CancelPending', ['Kind'], () =>
    fc.record({ Kind: fc.constantFrom('daily', 'weekly', 'monthly', 'stake') }),
  ),
  post('/SaferGambling/ConfirmPending', ['Kind'], () =>
    fc.record({ Kind: fc.constantFrom('daily', 'weekly', 'monthly', 'stake', 'time') }),
  ),
  // A whole day's time limit: a shorter one would end the fuzzed player's sessions.
  post('/SaferGambling/SetTimeLimit', ['Minutes'], () =>
    fc.record({ Minutes: fc.constantFrom(1440, null) }),
  ),
  post('/SaferGambling/AnswerLimitPrompt', ['Answer', 'Kind', 'Amount'], () =>
    fc.record({
      Answer: fc.constantFrom('Set', 'Reviewed'),
      Kind: fc.constantFrom('daily', 'weekly', 'monthly'),
      Amount: fc.constantFrom('100000', '50000'),
    }),
  ),
  { ...post('/SaferGambling/GetHelp', [], none), auth: false },
  // Behind the operator's key, not a player's token: the fuzzer's requests carry none.
  {
    ...post('/Operator/SaferRecord', ['UserName'], () =>
      fc.record({ UserName: fc.constantFrom('demo', 'nobody') }),
    ),
    auth: false,
  },
  // Another API process's calls to a market's owner, only on the hand-over listener: on the
  // public port a 404 whatever the body, and no money moves (a settlement would).
  {
    ...post(
      '/Internal/SettleMarket',
      ['Kind', 'MatchId', 'MarketId', 'WinnerId', 'WinnerName'],
      (ctx) =>
        fc.constantFrom(...ctx.matches).chain((m) =>
          fc.constantFrom(...m.odds.runners).map((r) => ({
            Kind: 'odds',
            MatchId: m.matchId,
            MarketId: m.odds.marketId,
            WinnerId: r.selectionId,
            WinnerName: r.name,
          })),
        ),
    ),
    auth: false,
  },
  {
    ...post('/Internal/LapseInPlay', ['MatchId', 'MarketId'], (ctx) =>
      fc
        .constantFrom(...ctx.matches)
        .map((m) => ({ MatchId: m.matchId, MarketId: m.odds.marketId })),
    ),
    auth: false,
  },
  post('/SaferGambling/SetRealityCheck', ['IntervalMinutes'], () =>
    fc.record({ IntervalMinutes: fc.constant(0) }),
  ),
  post('/SaferGambling/AnswerRealityCheck', ['Answer'], () =>
    fc.record({ Answer: fc.constant('Continue') }),
  ),
  post('/SaferGambling/TakeBreak', ['Kind', 'Period', 'Password'], () =>
    fc.record({
      Kind: fc.constant('SelfExclusion'),
      Period: fc.constantFrom('6m', '1y'),
      Password: fc.constant('not-the-password-1'),
    }),
  ),
  // A casino break: nothing of the player's is cancelled (a sports one would end waiting orders).
  post('/SaferGambling/TakeProductBreak', ['Product', 'Period'], () =>
    fc.record({
      Product: fc.constant('Casino'),
      Period: fc.constantFrom('24h', '48h', '7d', '2w', '6w'),
    }),
  ),
  post('/User/GetStatement', ['FromDate', 'ToDate'], dates),
  post('/User/GetMyCommision', ['FromDate', 'ToDate'], dates),
  post('/User/UserLiveBetHistory', ['FromDate', 'ToDate', 'GameType', 'Status', 'Action'], () =>
    fc.record({
      FromDate: dateField,
      ToDate: dateField,
      GameType: fc.constantFrom('All Game', '', ...TABLE_CODES),
      Status: fc.constantFrom(0, 1, '0', '1'),
      Action: fc.constantFrom(2, '2'),
    }),
  ),
  post('/User/UserBetHistory', ['FromDate', 'ToDate', 'Status', 'Action', 'searchData'], () =>
    fc.record({
      FromDate: dateField,
      ToDate: dateField,
      Status: fc.constantFrom(0, 1, '0', '1'),
      Action: fc.constantFrom(1, 3, 4, '1'),
      searchData: fc.string({ maxLength: 20 }),
    }),
  ),
  post('/AccountDetails/GetUserProfitLoss', ['FromDate', 'ToDate', 'Market'], () =>
    fc.record({
      FromDate: dateField,
      ToDate: dateField,
      Market: fc.constantFrom('All', '', ...TABLE_CODES),
    }),
  ),
  post('/AccountDetails/GetLedgerList', [], none),
  post('/AccountDetails/GetLedgerMatchDetails', ['MatchId'], (ctx) =>
    fc.record({ MatchId: matchIds(ctx) }),
  ),
  post('/AccountDetails/GetCasinoMatchDetails', ['MatchId'], (ctx) =>
    fc.record({ MatchId: roundIds(ctx) }),
  ),
  post('/AccountDetails/GetLedgerCasinoMatchList', ['Competition', 'Date'], () =>
    fc.record({
      Competition: fc.constantFrom('', CASINO_MATCH_NAME, ...GAMES.map((g) => g.name)),
      Date: dayArb,
    }),
  ),
  post('/DashBoard/GetDashboard', ['SportId'], () =>
    fc.record({ SportId: fc.constantFrom(4, '4', 1) }),
  ),
  ...BET_LISTS.map((url) => post(url, ['Id'], (ctx) => fc.record({ Id: matchIds(ctx) }))),
  post('/Sports/GetScore', ['MatchId'], (ctx) => fc.record({ MatchId: matchIds(ctx) })),
  post('/Sports/GetMatchHistory', ['MatchId'], (ctx) => fc.record({ MatchId: matchIds(ctx) })),
  post('/Sports/GetMarketDepth', ['MatchId', 'MarketType', 'SelectionId'], (ctx) =>
    fc
      .tuple(fc.constantFrom(...ctx.matches), fc.constantFrom('odds', 'toss'), fc.nat())
      .map(([m, kind, pick]) => {
        const runners = m[kind as 'odds' | 'toss'].runners;
        const r = runners[pick % runners.length];
        return { MatchId: m.matchId, MarketType: kind, SelectionId: r?.selectionId ?? '1' };
      }),
  ),
  post('/Sports/GetBetDelay', [], none),
  {
    ...post(
      '/Player/PlaceBet',
      [
        'MatchId',
        'EventId',
        'MarketId',
        'MarketType',
        'SelectionId',
        'Side',
        'Price',
        'Line',
        'Stake',
      ],
      (ctx) => sportsBetArb(ctx.matches),
      'sportsBet',
    ),
    idempotency: true,
  },
  {
    ...post(
      '/Player/CashOut',
      ['MatchId', 'EventId', 'MarketId', 'MarketType', 'Percent', 'Amount'],
      (ctx) =>
        fc
          .tuple(
            fc.constantFrom(...ctx.matches),
            fc.constantFrom('odds' as const, 'book' as const),
            fc.constantFrom(25, 50, 75, 100),
            fc.oneof(amount, fc.constantFrom('-100000', '-0.01', '0')),
          )
          .map(([m, kind, Percent, Amount]) => cashOutBody(m, Percent, Amount, kind)),
      'cashOut',
    ),
    idempotency: true,
  },
  post('/Casino/GetTables', [], none),
  post('/Casino/GetTableState', ['TableCode'], () =>
    fc.record({ TableCode: fc.constantFrom(...TABLE_CODES) }),
  ),
  {
    ...post(
      '/Casino/PlaceBet',
      ['TableCode', 'RoundId', 'Market', 'Selection', 'Rate', 'Stake'],
      (ctx) => casinoBetArb(ctx.rounds),
      'casinoBet',
    ),
    idempotency: true,
  },
  {
    method: 'POST',
    url: '/Client/ReportErrors',
    kind: 'read',
    auth: false,
    fields: ['errors'],
    valid: () =>
      fc.record({
        errors: fc.array(
          fc.record({
            kind: fc.constantFrom(...CLIENT_ERROR_KINDS),
            app: fc.constantFrom(...CLIENT_APPS),
            version: fc.constantFrom('1.0.0-3ed4f605ee', 'unknown'),
            hostVersion: fc.constant('1.0.0+a000254'),
            message: fc.string({ maxLength: 100 }),
            page: fc.constantFrom('/matches', '/games/aaa'),
            count: fc.integer({ min: 1, max: 5 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
  },
];

const OMIT = Symbol('omit');
const KEEP = Symbol('keep');

/**
 * Bodies for one call: a valid body with one or two fields broken (wrong value or missing),
 * every field independently valid / wrong / missing, either with extra members, or no object.
 */
export function bodyArb(spec: CallSpec, ctx: FuzzContext): fc.Arbitrary<unknown> {
  const valid = spec.valid(ctx);
  const extras = extraFields(spec.fields);
  const breakValue = fc.oneof(
    { weight: 1, arbitrary: fc.constant(OMIT) },
    { weight: 4, arbitrary: junkValue },
  );
  const apply = (body: Record<string, unknown>, keys: readonly string[], values: unknown[]) => {
    const out = { ...body };
    keys.forEach((k, i) => {
      if (values[i] === OMIT) delete out[k];
      else out[k] = values[i];
    });
    return out;
  };
  const withExtras = (body: fc.Arbitrary<Record<string, unknown>>) =>
    fc.tuple(body, fc.option(extras, { freq: 3 })).map(([b, e]) => (e ? { ...b, ...e } : b));
  const objects: fc.Arbitrary<Record<string, unknown>>[] = [withExtras(valid)];
  if (spec.fields.length > 0) {
    const oneOrTwo = fc
      .tuple(
        valid,
        fc.subarray([...spec.fields], { minLength: 1, maxLength: Math.min(2, spec.fields.length) }),
        fc.array(breakValue, { minLength: 2, maxLength: 2 }),
      )
      .map(([b, keys, values]) => apply(b, keys, values));
    const keepOrBreak = fc.oneof(fc.constant(KEEP), fc.constant(KEEP), breakValue);
    const each = fc
      .tuple(
        valid,
        fc.array(keepOrBreak, { minLength: spec.fields.length, maxLength: spec.fields.length }),
      )
      .map(([b, values]) =>
        apply(
          b,
          spec.fields.filter((_, i) => values[i] !== KEEP),
          values.filter((v) => v !== KEEP),
        ),
      );
    objects.push(withExtras(oneOrTwo), withExtras(oneOrTwo), withExtras(each));
  }
  return fc.oneof(
    { weight: 8, arbitrary: fc.oneof(...objects) },
    { weight: 1, arbitrary: nonObjectBody },
  );
}

/** Idempotency-Key header values: none, well-formed, or junk (printable, as HTTP allows). */
export const idempotencyHeader: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.string({ unit: 'grapheme-ascii', maxLength: 120 }),
      fc.constantFrom('', ' ', 'a'.repeat(101), 'short', 'key with spaces', '../../x', 'k:1.2'),
    ),
  },
);
