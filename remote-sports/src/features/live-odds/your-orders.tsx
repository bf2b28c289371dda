import type { UnmatchedBet } from 'shared-api-types';
import { formatCoins } from 'shared-auth';
import { useTexts } from '../../i18n/texts';
import { UNMATCHED_ANCHOR } from '../../lib/orders/unmatched-query';

/**
 * Under a runner's name: the player's own orders waiting on it, each at its price, each a link to
 * the "Unmatched bets" panel further down (edit, cancel).
 */
export function YourOrders({ orders }: { orders: readonly UnmatchedBet[] }) {
  const t = useTexts();
  return (
    <span className="runner-row__orders">
      {orders.map((o) => (
        <a
          key={o.betId}
          href={`#${UNMATCHED_ANCHOR}`}
          className={`runner-row__order runner-row__order--${o.side}`}
          data-testid={`ladder-order-${o.betId}`}
        >
          {t('ladder.yourOrderShort', {
            side: t(`side.${o.side}`),
            amount: formatCoins(o.remaining),
            price: o.price,
          })}
        </a>
      ))}
    </span>
  );
}
