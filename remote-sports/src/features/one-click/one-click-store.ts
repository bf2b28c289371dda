import { create } from 'zustand';
import { newIdempotencyKey, useStakeSettings } from 'shared-auth';
import { tryParseCents } from 'shared-maths/money';
import type { BetRefusal } from '../../lib/bets/api/bet-write';
import { placeBet } from '../../lib/bets/api/place-bet';
import { afterBetPlaced, betRequest, matchedText } from '../../lib/bets/bet-request';
import type { SlipSelection } from '../../lib/bets/slip-store';

/** One one-click bet: what was tapped, at which price and line, its stake and its own key. */
export interface OneClickBet {
  selection: SlipSelection;
  price: number;
  line: number | null;
  stakeCents: number;
  key: string;
  sentAt: number;
}

export type OneClickResult = { ok: true; text: string } | BetRefusal;

interface OneClickState {
  bet: OneClickBet | null;
  pending: boolean;
  result: OneClickResult | null;
  /** A tap that came while a bet was pending: it placed nothing. */
  ignoredTap: boolean;
  /** A tap on a price: places the one-click stake at once (one bet per tap, its own key). */
  tap: (selection: SlipSelection) => void;
  /** The refused bet again at a new price (a new key), or unchanged after a lost reply (same key). */
  retry: (price: number, line: number | null) => void;
  dismiss: () => void;
}

export const useOneClick = create<OneClickState>()((set, get) => {
  const send = async (bet: OneClickBet): Promise<void> => {
    set({ bet, pending: true, result: null, ignoredTap: false });
    const outcome = await placeBet(
      betRequest(bet.selection, bet.price, bet.line, bet.stakeCents),
      bet.key,
    );
    set({
      pending: false,
      result: outcome.ok ? { ok: true, text: matchedText(outcome) } : outcome,
    });
    if (outcome.ok) afterBetPlaced(bet.selection.matchId);
  };
  return {
    bet: null,
    pending: false,
    result: null,
    ignoredTap: false,
    tap: (selection) => {
      // checked synchronously: the second click of a double tap finds the first one pending
      if (get().pending) return set({ ignoredTap: true });
      const stakeCents = tryParseCents(useStakeSettings.getState().settings.oneClickStake) ?? 0;
      void send({
        selection,
        price: selection.price,
        line: selection.line,
        stakeCents,
        key: newIdempotencyKey(),
        sentAt: Date.now(),
      });
    },
    retry: (price, line) => {
      const { bet, pending, result } = get();
      if (!bet || pending) return;
      const unconfirmed = result?.ok === false && result.code === 'BET_UNCONFIRMED';
      const same = unconfirmed && price === bet.price && line === bet.line;
      void send({
        ...bet,
        price,
        line,
        key: same ? bet.key : newIdempotencyKey(),
        sentAt: Date.now(),
      });
    },
    dismiss: () => set({ result: null, bet: null, ignoredTap: false }),
  };
});
