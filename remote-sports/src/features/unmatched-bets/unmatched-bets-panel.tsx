import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { newIdempotencyKey } from 'shared-auth';
import { Spinner } from 'shared-ui';
import { refusalShown, useTexts } from '../../i18n/texts';
import { afterBetPlaced } from '../../lib/bets/bet-request';
import { useSlipStore } from '../../lib/bets/slip-store';
import { cancelBets } from '../../lib/orders/api/orders';
import { UNMATCHED_ANCHOR as PANEL_ID, useUnmatched } from '../../lib/orders/unmatched-query';
import { OrderRow } from './order-row';
import { ownWrites, useLiveOrders } from './use-live-orders';
import './unmatched-bets.css';

/**
 * "Unmatched bets" on the match page: the player's waiting orders (match odds and toss), each
 * with its matched and waiting parts, Edit (price, smaller stake) and Cancel, and Cancel all.
 * A list, not a table: at 360 px each order is a card with thumb-sized buttons.
 */
export function UnmatchedBetsPanel({ matchId }: { matchId: string }) {
  const t = useTexts();
  const orders = useUnmatched(matchId);
  useLiveOrders(matchId, orders);
  const ids = orders.map((o) => o.betId).join(',');
  const key = useMemo(newIdempotencyKey, [ids]);
  // "#unmatched-bets" (the header's waiting count, an order under a runner): scroll here once shown
  const { hash, key: visit } = useLocation();
  const shown = orders.length > 0;
  useEffect(() => {
    if (shown && hash === `#${PANEL_ID}`)
      document.getElementById(PANEL_ID)?.scrollIntoView({ block: 'start' });
  }, [shown, hash, visit]);
  const done = (leaving: string[], toast: string): void => {
    for (const id of leaving) ownWrites.add(id);
    useSlipStore.getState().showSuccess(toast);
    afterBetPlaced(matchId);
  };
  const cancellingAll = useMutation({
    mutationFn: async () => {
      const types = [...new Set(orders.map((o) => o.marketType))];
      return Promise.all(types.map((type) => cancelBets(matchId, type, `${key}-${type}`)));
    },
  });
  const refusal = cancellingAll.data?.find((o) => !o.ok);
  const cancelAll = async (): Promise<void> => {
    const outcomes = await cancellingAll.mutateAsync();
    if (outcomes.every((o) => o.ok))
      done(
        orders.map((o) => o.betId),
        t('orders.cancelledAll', { count: orders.length }),
      );
  };
  if (orders.length === 0) return null;
  return (
    <section
      id={PANEL_ID}
      className="orders"
      aria-labelledby="orders-title"
      data-testid="unmatched-bets"
    >
      <header className="orders__head">
        <h2 id="orders-title">
          {t('orders.title')} <span className="orders__count">{orders.length}</span>
        </h2>
        <button
          type="button"
          className="secondary"
          disabled={cancellingAll.isPending}
          onClick={() => void cancelAll()}
        >
          {cancellingAll.isPending ? <Spinner /> : t('orders.cancelAll')}
        </button>
      </header>
      {refusal && !refusal.ok && (
        <p role="alert" className="orders__error">
          {refusalShown(t, refusal.message)}
        </p>
      )}
      <ul className="orders__list">
        {orders.map((o) => (
          <OrderRow key={o.betId} order={o} onDone={done} />
        ))}
      </ul>
    </section>
  );
}
