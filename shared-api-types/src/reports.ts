import { Type, type Static } from '@sinclair/typebox';
import type { MessageReply } from './envelope';
import { IntegerOrString } from './schema-kit';

const DateText = Type.Optional(Type.String({ maxLength: 20 }));
const Choice = Type.Optional(IntegerOrString({ maxLength: 4 }));

/** FromDate / ToDate as MM/DD/YYYY, both inclusive; empty or missing leaves that end open. */
export const ReportDatesRequestSchema = Type.Object({ FromDate: DateText, ToDate: DateText });
export type ReportDatesRequest = Static<typeof ReportDatesRequestSchema>;

/**
 * POST /User/GetMyCommision: the dates, and optionally the player's IANA zone (an addition to the
 * spec's payload): with it the days are the player's days, without it UTC days.
 */
export const CommissionRequestSchema = Type.Object({
  ...ReportDatesRequestSchema.properties,
  TimeZone: Type.Optional(Type.String({ maxLength: 64 })),
});
export type CommissionRequest = Static<typeof CommissionRequestSchema>;

/** POST /AccountDetails/GetUserProfitLoss. Market: 'All' or a casino table code. */
export const ProfitLossRequestSchema = Type.Object({
  ...ReportDatesRequestSchema.properties,
  Market: Type.Optional(Type.String({ maxLength: 40 })),
});
export type ProfitLossRequest = Static<typeof ProfitLossRequestSchema>;

/** POST /User/UserLiveBetHistory. Action is always 2. */
export const LiveBetHistoryRequestSchema = Type.Object({
  ...ReportDatesRequestSchema.properties,
  GameType: Type.Optional(Type.String({ maxLength: 40 })),
  Status: Choice,
  Action: Choice,
});
export type LiveBetHistoryRequest = Static<typeof LiveBetHistoryRequestSchema>;

/** Action of /User/UserBetHistory: 1 All, 4 Cricket (odds/book/toss), 3 Fancy (session). */
export type BetHistoryAction = 1 | 3 | 4;

/** POST /User/UserBetHistory. */
export const BetHistoryRequestSchema = Type.Object({
  ...ReportDatesRequestSchema.properties,
  Status: Choice,
  Action: Choice,
  searchData: Type.Optional(Type.String({ maxLength: 100 })),
});
export type BetHistoryRequest = Static<typeof BetHistoryRequestSchema>;

/**
 * What a report row is about, for the client to word in the player's language with the names
 * kept: a sports market (its match's teams, or '' where the report cannot read them, then the
 * match id; `market` is a session's own name, '' for odds, book and toss, worded by their type)
 * or a casino round (the table's name and code, the round).
 */
export type ReportSubject =
  | {
      kind: 'sports';
      matchId: string;
      team1: string;
      team2: string;
      marketType: 'odds' | 'book' | 'toss' | 'session';
      market: string;
    }
  | { kind: 'casino'; tableCode: string; table: string; round: string };

/** A row of myUserBetHistoryDataLists (docs/reports.md, Calls). */
export interface BetHistoryRow {
  client: string;
  /** The server's English sentence; a player reads `about`, worded by the client. */
  description: string;
  about: ReportSubject;
  selection: string;
  type: string;
  odds: string;
  dateCreation: string;
  pl: string;
  liability: string;
  betType: string;
  status: string;
}

/** A row of myLiveBetHistoryDataLists: a bet-history row with the stake (`stack`). */
export interface LiveBetHistoryRow extends BetHistoryRow {
  stack: string;
}

/** A row of message.myCommisionDataLists (docs/reports.md, Calls). */
export interface CommissionRow {
  date: string;
  mComm: string;
  sComm: string;
  cComm: string;
  tComm: string;
  name: string;
}

/** A row of data.userProfitLossDataLists (docs/reports.md, Calls). */
export interface ProfitLossRow {
  /** The server's English sentence; a player reads `about`, worded by the client. */
  description: string;
  about: ReportSubject;
  market: string;
  profitLoss: string;
  commission: string;
  date: string;
}

export interface ProfitLossData {
  userProfitLossDataLists: ProfitLossRow[];
}

export type CommissionReply = MessageReply<{ myCommisionDataLists: CommissionRow[] }>;
export type BetHistoryReply = MessageReply<{ myUserBetHistoryDataLists: BetHistoryRow[] }>;
export type LiveBetHistoryReply = MessageReply<{ myLiveBetHistoryDataLists: LiveBetHistoryRow[] }>;

/** A line of POST /User/GetStatement: one ledger entry with the balance after it. */
export interface StatementRow {
  date: string;
  /** The server's English sentence; a player reads `kind` and `subject` in their language. */
  description: string;
  kind: LedgerKind;
  /** What a settlement or commission is about (the match and market, the casino round); '' else. */
  subject: string;
  /** The same, for the client to word (names kept); null for a deposit or an adjustment. */
  about: ReportSubject | null;
  credit: string;
  debit: string;
  balance: string;
}

/** The ledger's kinds of entry. */
export type LedgerKind = 'deposit' | 'settlement' | 'commission' | 'adjust';

export interface StatementData {
  rows: StatementRow[];
  openingBalance: string;
  closingBalance: string;
}
