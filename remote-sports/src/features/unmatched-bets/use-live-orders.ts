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
 * Keeps the waiting orders live: the account topic's order events read them and the match's bets
 * again (a balance change alone does not); while the stream is down and orders wait, they are
 * read every second. Orders that leave are told in a short toast.
 */
export function useLiveOrders(matchId: string, orders: readonly UnmatchedBet[]): void {
  const kinds = useRef(new Map<string, string>());
  const latest = useRef(orders);
  latest.current = orders;
  useLiveOrPoll<UnmatchedBet[]>({
    topic: 'account',
    onParts: (state, changed) => {
      if (!changed.includes('orders')) return;
      const fills: string[] = [];
      for (const c of orderChanges((state as { orders?: unknown }).orders)) {
        if (c.matchId && c.matchId !== matchId) continue;
        kinds.current.set(c.betId, c.kind);
        const fill = partFillText(c, latest.current);
        if (fill) fills.push(fill);
      }
      if (fills.length) useSlipStore.getState().showSuccess(fills.join(' · '));
      void refreshUnmatched(matchId);
      // every change of an order (a fill, a bet matched whole, from another device too) is an
      // event: positions and lists move with it
      void refreshMatchBets(matchId);
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
