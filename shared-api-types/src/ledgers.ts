import { Type, type Static } from '@sinclair/typebox';
import { StringOrNumber } from './schema-kit';

/** A line of POST /AccountDetails/GetLedgerList: one per settled match (sport 4) or casino day (5). */
export interface LedgerLine {
  matchId: string;
  sportId: 4 | 5;
  date: string;
  description: string;
  matchName: string;
  /** A match's teams, for the client to word the line (an addition; '' for a casino day or unknown). */
  team1: string;
  team2: string;
  won: string;
  lost: string;
  /** Running total of the lines up to and including this one. */
  balance: string;
}

/**
 * POST /AccountDetails/GetLedgerList: the player's IANA zone, optional (the spec sends no body):
 * with it a casino line is a day in that zone, without it a UTC day.
 */
export interface LedgerListRequest {
  TimeZone?: string;
}

/** POST /AccountDetails/GetLedgerMatchDetails and GetCasinoMatchDetails. */
export const LedgerMatchRequestSchema = Type.Object({ MatchId: StringOrNumber() });
export type LedgerMatchRequest = Static<typeof LedgerMatchRequestSchema>;

export interface LedgerBookBet {
  team: string;
  winner: string;
  date: string;
  rate: string;
  amount: string;
  type: string;
  pl: string;
}

export interface LedgerSessionBet {
  match: string;
  date: string;
  rate: string;
  line: string;
  resultScore: string;
  amount: string;
  betType: string;
  pl: string;
}

/** data.data of GetLedgerMatchDetails (sport id 4). */
export interface LedgerMatchDetails {
  bookBetsDataList: LedgerBookBet[];
  sessionBetsDataList: LedgerSessionBet[];
  matchPM: string;
  sessionPlusMinus: string;
  totalCommission: string;
  mobileCharge: string;
  netPlusMinus: string;
}

export interface LedgerCasinoBet {
  date: string;
  matchID: string;
  type: string;
  betPlaced: string;
  amount: string;
  rate: string;
  result: string;
  mode: string;
  winLoss: string;
  pl: string;
}

/** data.data of GetCasinoMatchDetails (sport id 5). */
export interface CasinoMatchDetails {
  casinoBetsDataLists: LedgerCasinoBet[];
  matchProfitLoss: string;
  totalCommission: string;
  mobileCharge: string;
  netPlusMinus: string;
}

/** POST /AccountDetails/GetLedgerCasinoMatchList. */
export const CasinoMatchListRequestSchema = Type.Object({
  Competition: Type.String({ maxLength: 100 }),
  Date: Type.String({ maxLength: 20 }),
  /** The player's IANA zone (an addition to the spec's payload): Date is a day there; without it a UTC day. */
  TimeZone: Type.Optional(Type.String({ maxLength: 64 })),
});
export type CasinoMatchListRequest = Static<typeof CasinoMatchListRequestSchema>;

export interface CasinoMatchRow {
  matchId: string;
  description: string;
  wonBy: string;
  won: string;
  lost: string;
}

/** data.data of GetLedgerCasinoMatchList. */
export interface CasinoMatchList {
  ledgerCasinoMatchDatasLists: CasinoMatchRow[];
}
