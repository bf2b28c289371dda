import type { UnmatchedBet } from 'shared-api-types';
import { formatCoins } from 'shared-auth';
import { useTexts } from '../../i18n/texts';

/** Under a runner's name: the player's own orders waiting on it, each at its price. */
export function YourOrders({ orders }: { orders: readonly UnmatchedBet[] }) {
  const t = useTexts();
  return (
    <span className="runner-row__orders">
      {orders.map((o) => (
        <span
          key={o.betId}
          className={`runner-row__order runner-row__order--${o.side}`}
          data-testid={`ladder-order-${o.betId}`}
        >
          {t('ladder.yourOrderShort', {
            side: t(`side.${o.side}`),
            amount: formatCoins(o.remaining),
            price: o.price,
          })}
        </span>
      ))}
    </span>
  );
}
