import { Type, type Static } from '@sinclair/typebox';
import { CASINO_TABLES } from './casino-tables';
import { StringEnum, StringOrNumber } from './schema-kit';

/** The ten live tables' codes in lobby order (the API's game registry holds one game per code). */
export const CASINO_TABLE_CODES: readonly string[] = CASINO_TABLES.map((t) => t.code);

const TableCode = StringEnum(CASINO_TABLE_CODES);

/** A casino round: betting open, closed (cards dealt), result shown. */
export type RoundStatus = 'open' | 'closed' | 'result';

/** A table in POST /Casino/GetTables {} (the ten tables with their live round). */
export interface TableSummary {
  tableCode: string;
  path: string;
  name: string;
  roundId: string;
  status: RoundStatus;
  secondsLeft: number;
  lastWinner: string | null;
}

export interface CasinoMarketView {
  market: string;
  selections: { name: string; rate: string }[];
}

/** One of the player's bets on the current round. */
export interface CasinoBetView {
  betId: string;
  market: string;
  selection: string;
  rate: string;
  stake: string;
  /** What the bet wins if the selection wins / loses if it does not. */
  possibleWin: string;
  possibleLoss: string;
  status: 'open' | 'settled' | 'void';
  pl: string | null;
}

export interface CasinoHand {
  label: string;
  cards: string[];
}

/** POST /Casino/GetTableState. */
export const TableStateRequestSchema = Type.Object({ TableCode });
export type TableStateRequest = Static<typeof TableStateRequestSchema>;

/** POST /Casino/GetTableState {TableCode} reply data. */
export interface TableState extends TableSummary {
  markets: CasinoMarketView[];
  /** Empty while betting is open: cards are dealt when it closes. */
  hands: CasinoHand[];
  winner: string | null;
  lastResults: { roundId: string; winner: string }[];
  bets: CasinoBetView[];
}

/** POST /Casino/PlaceBet (header Idempotency-Key). Rate and Stake are decimal text (or numbers). */
export const CasinoPlaceBetRequestSchema = Type.Object({
  TableCode,
  RoundId: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }),
  Market: Type.String({ minLength: 1, maxLength: 64 }),
  Selection: Type.String({ minLength: 1, maxLength: 64 }),
  Rate: StringOrNumber(),
  Stake: StringOrNumber(),
});
export type CasinoPlaceBetRequest = Static<typeof CasinoPlaceBetRequestSchema>;
