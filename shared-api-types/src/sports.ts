import type { Balance, PlacedBet } from './account';
import { Type, type Static } from '@sinclair/typebox';
import { IntegerOrString, RowIdString, StringEnum, StringOrNumber } from './schema-kit';

/** The four sports markets: match odds, bookmaker, toss and fancy sessions. */
export const SPORTS_MARKET_TYPES = ['odds', 'book', 'toss', 'session'] as const;
export type SportsMarketType = (typeof SPORTS_MARKET_TYPES)[number];

/** Back and lay on runner markets; yes and no on fancy sessions. */
export const BET_SIDES = ['back', 'lay', 'yes', 'no'] as const;
export type BetSide = (typeof BET_SIDES)[number];

/** One match of GetDashboard's data.sportMathes[0].mathes (docs/sports.md, match list item). */
export interface MatchListItem {
  back0: number;
  back1: number;
  back2: number;
  lay0: number;
  lay1: number;
  lay2: number;
  bookMakerStatus: string;
  competition: string;
  date: string;
  eventId: string;
  inPlay: boolean;
  mType: string;
  marketId: string;
  marketType: string;
  match: string;
  matchID: string;
  oddsStatus: string;
  sessionStatus: string;
  sport: string;
  sportID: number;
  team1: string;
  team2: string;
  tvurl: string;
  /** Added by the live engine (not in SPEC.md's item): T20, ODI or Test. */
  format?: string;
  /** In play: "BAN 87/3 (12.4)", with " · target 161" in a chase; '' before the start. */
  scoreLine?: string;
  /** The result once the match is over ("India won by 5 wickets"), else ''. */
  result?: string;
  /** scoreLine without the words: "BAN 87/3 (12.4)" ('' before the start). */
  scoreNow?: string;
  /** The chasing side's target, or null. */
  target?: number | null;
  /** The result as fields (null while the match goes on). */
  outcome?: MatchOutcomeInfo | null;
}

/**
 * A match's result as fields a client words in the player's language (the API's `result`
 * sentence is English): won by wickets, runs or an innings and runs; tied (a limited-overs tie is
 * decided on boundary count, `tiedBoundary`); drawn.
 */
export type MatchOutcomeInfo =
  | { kind: 'won'; team: string; by: 'wickets' | 'runs' | 'innings'; margin: number }
  | { kind: 'tied' }
  | { kind: 'tiedBoundary'; team: string }
  | { kind: 'drawn' };

/** POST /Sports/GetScore {MatchId} reply data: the live score (docs/sports.md). */
export interface MatchScore {
  matchId: string;
  /** Team 1 and team 2 (as in the match's name). */
  teams: [string, string];
  format: string;
  state: string;
  toss: string | null;
  innings: {
    team: string;
    runs: number;
    wickets: number;
    overs: string;
    runRate: string;
    extras: number;
    fours: number;
    sixes: number;
    closed: boolean;
  }[];
  battingTeam: string | null;
  overs: string | null;
  currentRunRate: string | null;
  target: number | null;
  runsNeeded: number | null;
  ballsLeft: number | null;
  requiredRunRate: string | null;
  /** The last 12 deliveries, oldest first: 0 1 2 3 4 6 W wd nb (nb4 = no-ball hit for four). */
  lastBalls: string[];
  status: string;
  scoreLine: string;
  result: string | null;
  /** The toss as fields (who won it, and chose to bat), null before it. */
  tossInfo: { team: string; bat: boolean } | null;
  /** The result as fields, null while the match goes on. */
  outcome: MatchOutcomeInfo | null;
}

/** POST /DashBoard/GetDashboard: 4 is cricket; other sports have no matches. */
export const DashboardRequestSchema = Type.Object({
  SportId: IntegerOrString({ pattern: '^[0-9]{1,4}$', minimum: 0, maximum: 9999 }),
});
export type DashboardRequest = Static<typeof DashboardRequestSchema>;

/** The four bet lists, GetActiveSession and GetCompletedSessionBets: a match by its id. */
export const SportsMatchRequestSchema = Type.Object({
  Id: Type.String({ pattern: '^[0-9]{1,20}$' }),
});
export type SportsMatchRequest = Static<typeof SportsMatchRequestSchema>;

/** POST /Sports/GetScore {MatchId}. */
export const ScoreRequestSchema = Type.Object({
  MatchId: Type.String({ pattern: '^[0-9]{1,20}$' }),
});
export type ScoreRequest = Static<typeof ScoreRequestSchema>;

/** POST /Sports/GetMatchHistory {MatchId}: the match so far by over (docs/sports.md, "Match history"). */
export const MatchHistoryRequestSchema = ScoreRequestSchema;
export type MatchHistoryRequest = ScoreRequest;

/** A match-odds runner at one point of the match. */
export interface RunnerPoint {
  /** The last price it traded at so far ("1.85"), or null before its first trade. */
  lastTraded: string | null;
  /**
   * Its chance in % (one decimal): 100 / the last price it traded at in this over, else 100 / the
   * middle of the best back and lay at the over's end; null when neither is known (before the toss).
   */
  chance: number | null;
  /** Coins matched on it in this over (backer's stakes). */
  volume: string;
}

/** One over of an innings (the last one of an open innings may be in progress). */
export interface OverPoint {
  /** 1 for the first over. */
  over: number;
  /** Legal balls bowled in it (6 when it is complete). */
  balls: number;
  /** Runs scored in it, extras included. */
  runs: number;
  /** The innings' score and wickets at its end. */
  score: number;
  wickets: number;
  /** Each wicket that fell in it: the ball ("12.4": the 4th ball of the 13th over) and the score then. */
  falls: { ball: string; score: number; wicket: number }[];
  /** One per runner of `runners`, in that order. */
  runners: RunnerPoint[];
}

export interface MatchHistory {
  matchId: string;
  teams: [string, string];
  format: string;
  state: string;
  /** The match-odds runners (team 1, team 2, The Draw in a Test). */
  runners: { selectionId: string; name: string }[];
  /** Before the first ball (after the toss; pre-match trades): null before the toss without trades. */
  start: { runners: RunnerPoint[] } | null;
  innings: { team: string; closed: boolean; overs: OverPoint[] }[];
  /** Each runner's Coins traded at each price, lowest price first (a ladder's traded column). */
  traded: { selectionId: string; prices: { price: string; volume: string }[] }[];
  /** Runs the side batting last needs to win, once its innings started; else null. */
  target: number | null;
  /** Coins matched on the match odds in all. */
  matched: string;
  result: string | null;
}

/** POST /Sports/GetMarketDepth {MatchId, MarketType?, SelectionId}: one runner's whole ladder. */
export const MarketDepthRequestSchema = Type.Object({
  MatchId: Type.String({ pattern: '^[0-9]{1,20}$' }),
  MarketType: Type.Optional(StringEnum(['odds', 'toss'] as const)),
  SelectionId: Type.String({ pattern: '^[0-9]{1,30}$' }),
});
export type MarketDepthRequest = Static<typeof MarketDepthRequestSchema>;

/** One price of a runner's ladder (Coins, backer's stakes). */
export interface DepthLevel {
  /** Decimal odds ("1.55"). */
  price: string;
  /** Available to back here: the waiting lay orders (players' and the house's). */
  toBack: string;
  /** Available to lay here: the waiting back orders. */
  toLay: string;
  /** Matched here so far (each matched pair counted once, by its back side). */
  traded: string;
  /** The caller's own waiting back orders here (part of `toLay`). */
  myBack: string;
  /** The caller's own waiting lay orders here (part of `toBack`). */
  myLay: string;
}

export interface MarketDepth {
  matchId: string;
  marketType: 'odds' | 'toss';
  selectionId: string;
  /** The price of the runner's latest trade, null before its first. */
  lastTraded: string | null;
  /** Coins matched on the runner in all. */
  traded: string;
  /** Every price with something waiting or traded, lowest price first. */
  levels: DepthLevel[];
}

/** POST /Sports/GetBetDelay: how long an in-play bet waits before it is checked again (ms). */
export interface BetDelay {
  inPlayMs: number;
}

/** POST /DashBoard/GetDashboard {SportId} reply data. */
export interface DashboardData {
  sportMathes: { sportID: number; sportName: string; mathes: MatchListItem[] }[];
}

/** One of the player's bets (GetOddsBetList / GetBookBetList / GetTossBetList / GetSessionBetList). */
export interface BetListItem {
  betId: string;
  matchId: string;
  marketId: string;
  marketType: SportsMarketType;
  selectionId: string;
  runnerName: string;
  side: BetSide;
  /** Back / Lay / Yes / No */
  type: string;
  rate: string;
  line: number | null;
  amount: string;
  win: string;
  liability: string;
  status: 'open' | 'settled' | 'void';
  result: string | null;
  pl: string | null;
  date: string;
}

/** GetActiveSession: the caller's fancy sessions with open bets on the match, with their bets count. */
export interface ActiveSession {
  selectionId: string;
  runnerName: string;
  bets: number;
  exposure: string;
}

/** A settled fancy bet of GetCompletedSessionBets (docs/sports.md, Calls). */
export interface CompletedSessionBet {
  match: string;
  date: string;
  rate: string;
  line: number | null;
  resultScore: string;
  amount: string;
  betType: string;
  pl: string;
}

/** POST /Player/GetCompletedSessionBets {Id} reply data. */
export interface CompletedSessionBets {
  sessionBets: CompletedSessionBet[];
  total: string;
}

export const FEED_ID = { pattern: '^[0-9.\\-]{1,40}$' } as const;

/** An unmatched order's fate when the match goes in play: `lapse` (cancelled, default) or `keep`. */
export const ORDER_PERSISTENCE = ['lapse', 'keep'] as const;
export type OrderPersistence = (typeof ORDER_PERSISTENCE)[number];

/** POST /Player/PlaceBet (header Idempotency-Key). Price and Stake are decimal text (or numbers). */
export const SportsPlaceBetRequestSchema = Type.Object({
  MatchId: Type.String({ pattern: '^[0-9]{1,20}$' }),
  EventId: Type.String(FEED_ID),
  MarketId: Type.String(FEED_ID),
  MarketType: StringEnum(SPORTS_MARKET_TYPES),
  SelectionId: Type.String({ pattern: '^[0-9]{1,30}$' }),
  Side: StringEnum(BET_SIDES),
  Price: StringOrNumber({ maxLength: 12 }),
  /** The fancy session's line (required for MarketType session, ignored otherwise). */
  Line: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  Stake: StringOrNumber({ maxLength: 20 }),
  /** Match odds / toss: what happens to the unmatched part when the match goes in play. */
  Persistence: Type.Optional(StringEnum(ORDER_PERSISTENCE)),
});
export type SportsPlaceBetRequest = Static<typeof SportsPlaceBetRequestSchema>;

/**
 * POST /Player/PlaceBet reply data: the bet is matched at the best live price, never worse for
 * the player than asked. matchedPrice is written like a bet list's rate ("2.02" | "45" | "100").
 */
export interface SportsPlacedBet extends PlacedBet {
  matchedPrice: string;
  /** Fancy: the run line matched; null for odds, bookmaker and toss. */
  matchedLine: number | null;
  /** Coins matched now (match odds / toss: at the resting prices, matchedPrice their average). */
  matched: string;
  /** Coins waiting unmatched at the asked price ("0.00" when all matched). */
  waiting: string;
  /** The waiting order's id (GetUnmatchedBets, CancelBet), null when nothing waits. */
  orderId: string | null;
}

/** POST /Player/GetUnmatchedBets {Id: matchId}: the caller's waiting orders of the match. */
export interface UnmatchedBet {
  betId: string;
  marketType: 'odds' | 'toss';
  marketId: string;
  selectionId: string;
  selectionName: string;
  side: 'back' | 'lay';
  price: string;
  size: string;
  matched: string;
  remaining: string;
  persistence: OrderPersistence;
  placedAt: string;
}

/** POST /Player/CancelBet (header Idempotency-Key): one waiting order. */
export const CancelBetRequestSchema = Type.Object({
  BetId: RowIdString(),
});
export type CancelBetRequest = Static<typeof CancelBetRequestSchema>;

/** POST /Player/CancelBets (header Idempotency-Key): every waiting order of a match's market. */
export const CancelBetsRequestSchema = Type.Object({
  Id: Type.String({ pattern: '^[0-9]{1,20}$' }),
  MarketType: Type.Optional(StringEnum(['odds', 'toss'] as const)),
});
export type CancelBetsRequest = Static<typeof CancelBetsRequestSchema>;

/**
 * POST /Player/UpdateBet (header Idempotency-Key): changes a waiting order. `Price` (a ladder
 * price): cancel and replace, the remainder queues anew at that price (it loses its place and
 * may match at once). `Stake` (Coins): the new unmatched stake, smaller than what waits now (it
 * keeps its place). Both: the smaller stake at the new price. At least one is required.
 */
export const UpdateBetRequestSchema = Type.Object({
  BetId: RowIdString(),
  Price: Type.Optional(StringOrNumber({ maxLength: 12 })),
  Stake: Type.Optional(StringOrNumber({ maxLength: 20 })),
});
export type UpdateBetRequest = Static<typeof UpdateBetRequestSchema>;

/** UpdateBet reply data. */
export interface UpdatedBet {
  /** The order that holds the remainder now: the same id for a smaller stake, a new one for a new price. */
  betId: string;
  /** The order it replaced (a new price), else null. */
  replacedId: string | null;
  /** Coins matched at once at the new price (at the resting prices), and their average price. */
  matched: string;
  matchedPrice: string;
  /** Coins still waiting ("0.00": all matched). */
  waiting: string;
  balance: Balance;
}

/** What happened to a waiting order, as the `account` stream topic's `orders` part says it. */
export const ORDER_EVENT_KINDS = ['placed', 'matched', 'cancelled', 'lapsed', 'updated'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/**
 * One order's change (docs/api.md, "Order events"): sent after the change committed, to the
 * order's player only. `matched` and `remaining` are the order's totals after it (Coins), so the
 * latest event of an order is its state; `fill` is what this event matched (kind `matched`).
 */
export interface OrderEvent {
  kind: OrderEventKind;
  betId: string;
  matchId: string;
  marketType: 'odds' | 'toss';
  marketId: string;
  selectionId: string;
  side: 'back' | 'lay';
  price: string;
  size: string;
  matched: string;
  remaining: string;
  fill: { size: string; price: string } | null;
  at: string;
}

/** CancelBet / CancelBets reply data: the Coins released and the balance after. */
export interface CancelledBets {
  cancelled: number;
  released: string;
  balance: Balance;
}

/** The odds hosts' replies (GET {host}/MatchOdds/GetOddslite/4/{eventId}/{marketId}). */
export type FeedStatus = 'OPEN' | 'SUSPENDED' | 'BALL RUNNING' | 'CLOSED';
export type RunnerMarketType = 'odds' | 'book' | 'toss';

export interface FeedEvent {
  SelectionId: string;
  RunnerName: string;
  BackPrice1: number;
  BackPrice2?: number;
  BackPrice3?: number;
  BackSize1: number;
  BackSize2?: number;
  BackSize3?: number;
  LayPrice1: number;
  LayPrice2?: number;
  LayPrice3?: number;
  LaySize1: number;
  LaySize2?: number;
  LaySize3?: number;
  status: FeedStatus;
  /**
   * Added by the exchange (not in SPEC.md's event; match odds and toss): the price of the
   * runner's latest matched pair (decimal odds, 0 when none) and the backer's stake matched on it
   * (Coins). Back/Lay Price/Size 1-3 are the book: the best three prices of what can be taken.
   */
  LastPriceTraded?: number;
  TotalMatched?: number;
}

export interface FeedMarket {
  marketId?: string;
  marketName?: string;
  marketType?: RunnerMarketType | 'session';
  status?: FeedStatus;
  inPlay?: boolean;
  events: FeedEvent[];
}

export interface FeedReply {
  eventId?: string;
  matchState?: 'upcoming' | 'inplay' | 'completed';
  market: FeedMarket[];
}
