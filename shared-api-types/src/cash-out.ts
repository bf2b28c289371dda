import { Type, type Static } from '@sinclair/typebox';
import type { Balance } from './account';
import { StringEnum, StringOrNumber } from './schema-kit';
import { FEED_ID } from './sports';

/** The markets with cash out: match odds and the bookmaker. */
export const CASH_OUT_MARKETS = ['odds', 'book'] as const;

/**
 * POST /Player/CashOut (header Idempotency-Key): places the hedging bets of Percent of the
 * player's position on one market. Amount is the cash-out value (gross, Coins) the player was
 * shown: it is refused with "Cash out value changed" when the value on offer has fallen below it.
 */
export const CashOutRequestSchema = Type.Object({
  MatchId: Type.String({ pattern: '^[0-9]{1,20}$' }),
  EventId: Type.String(FEED_ID),
  MarketId: Type.String(FEED_ID),
  MarketType: StringEnum(CASH_OUT_MARKETS),
  Percent: Type.Unsafe<25 | 50 | 75 | 100>({ type: 'integer', enum: [25, 50, 75, 100] }),
  Amount: StringOrNumber({ maxLength: 20 }),
});
export type CashOutRequest = Static<typeof CashOutRequestSchema>;

/** One hedging bet placed by a cash out. */
export interface CashOutBet {
  betId: string;
  selectionId: string;
  side: 'back' | 'lay';
  /** Written like a bet list's rate ("1.51" | "45"). */
  matchedPrice: string;
  stake: string;
}

/** POST /Player/CashOut reply data. */
export interface CashedOut {
  bets: CashOutBet[];
  /** The value cashed, whoever wins (gross), and less the commission it bears. */
  amount: string;
  net: string;
  balance: Balance;
}
