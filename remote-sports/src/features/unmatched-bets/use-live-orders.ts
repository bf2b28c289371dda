import { useEffect, useRef } from 'react';
import type { UnmatchedBet } from 'shared-api-types';
import { queryClient, useLiveOrPoll } from 'shared-auth';
import { getUnmatchedBets } from '../../lib/orders/api/orders';
import { refreshUnmatched, unmatchedQuery } from '../../lib/orders/unmatched-query';
import { refreshMatchBets } from '../../lib/bets/bets-query';
import { useSlipStore } from '../../lib/bets/slip-store';
import { useOddsStore } from '../../lib/odds/odds-store';
import { leftTexts, orderChanges, partFillText } from './order-text';

/** The orders the panel itself cancelled or changed (it tells those itself). */
export const ownWrites = new Set<string>();

/**
 * Keeps the waiting orders live: the account topic's changes (order events, or a new balance,
 * which a fill or a lapse also moves) read them again (and an order event the match's bets); while the stream is down and orders wait,
 * they are read every second. Orders that leave are told in a short toast.
 */
export function useLiveOrders(matchId: string, orders: readonly UnmatchedBet[]): void {
  const kinds = useRef(new Map<string, string>());
  const latest = useRef(orders);
  latest.current = orders;
  useLiveOrPoll<UnmatchedBet[]>({
    topic: 'account',
    onParts: (state, changed) => {
      if (changed.includes('orders')) {
        const fills: string[] = [];
        for (const c of orderChanges((state as { orders?: unknown }).orders)) {
          if (c.matchId && c.matchId !== matchId) continue;
          kinds.current.set(c.betId, c.kind);
          const fill = partFillText(c, latest.current);
          if (fill) fills.push(fill);
        }
        if (fills.length) useSlipStore.getState().showSuccess(fills.join(' · '));
      }
      if (changed.includes('orders') || changed.includes('balance')) {
        void refreshUnmatched(matchId);
        // a fill (of this tab's order, or a bet from another device) moves positions and lists
        void refreshMatchBets(matchId);
      }
    },
    snapshotKey: orders.length ? matchId : null,
    fetchSnapshot: () => getUnmatchedBets(matchId),
    onSnapshot: (list) => queryClient.setQueryData(unmatchedQuery(matchId).queryKey, list),
    whileLive: 'none',
  });

  const before = useRef(orders);
  useEffect(() => {
    const inPlay = useOddsStore.getState().matchState === 'inplay';
    const texts = leftTexts(before.current, orders, ownWrites, kinds.current, inPlay);
    const still = new Set(orders.map((o) => o.betId));
    for (const o of before.current) if (!still.has(o.betId)) ownWrites.delete(o.betId);
    before.current = orders;
    if (texts.length) useSlipStore.getState().showSuccess(texts.join(' · '));
  }, [orders]);
}
