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
export interface CasinoPlaceBetRequest {
  TableCode: string;
  RoundId: string;
  Market: string;
  Selection: string;
  Rate: string | number;
  Stake: string | number;
}
