import type { UnmatchedBet } from 'shared-api-types';
import { formatCoins } from 'shared-auth';
import { t } from '../../i18n/texts';

/** "Lay India at 1.40" (a toss order says so). */
export const orderText = (
  o: Pick<UnmatchedBet, 'side' | 'selectionName' | 'price' | 'marketType'>,
) =>
  t('orders.order', {
    side: t(`side.${o.side}`),
    runner: o.marketType === 'toss' ? `${o.selectionName} (${t('orders.toss')})` : o.selectionName,
    price: o.price,
  });

/**
 * An order change on the account topic's `orders` part (issue 26): read loosely, as the API may
 * add fields. `kind` is what happened (matched, lapsed, cancelled...).
 */
export interface OrderChange {
  kind: string;
  betId: string;
  matchId?: string;
  remaining?: string;
  fill?: { size: string; price: string } | null;
}

export function orderChanges(orders: unknown): OrderChange[] {
  if (!Array.isArray(orders)) return [];
  return orders.filter(
    (o): o is OrderChange =>
      typeof o === 'object' &&
      o !== null &&
      typeof (o as OrderChange).kind === 'string' &&
      typeof (o as OrderChange).betId === 'string',
  );
}

/**
 * The short toasts for the orders that left the list between two reads, except those the player
 * cancelled or changed from the panel (`own`, told by the panel itself). What happened comes from
 * the account topic's order events when they came (`kinds`), else: a `lapse` order gone when the
 * match is in play lapsed; otherwise it is only known to be no longer waiting.
 */
export function leftTexts(
  before: readonly UnmatchedBet[],
  after: readonly UnmatchedBet[],
  own: ReadonlySet<string>,
  kinds: ReadonlyMap<string, string>,
  inPlay: boolean,
): string[] {
  const still = new Set(after.map((o) => o.betId));
  return before
    .filter((o) => !still.has(o.betId) && !own.has(o.betId))
    .map((o) => {
      const kind = kinds.get(o.betId) ?? (inPlay && o.persistence === 'lapse' ? 'lapsed' : '');
      const values = { order: orderText(o), amount: formatCoins(o.remaining) };
      if (kind === 'lapsed') return t('orders.lapsed', values);
      if (kind === 'cancelled') return t('orders.cancelled', values);
      if (kind === 'matched') return t('orders.filled', values);
      return t('orders.left', values);
    });
}

/**
 * "Matched 300.00 at 1.60 of Lay India at 1.60": a fill of a waiting order that still waits in
 * part (one that left the list is told by `leftTexts`); null for any other change.
 */
export function partFillText(change: OrderChange, orders: readonly UnmatchedBet[]): string | null {
  const order = orders.find((o) => o.betId === change.betId);
  if (change.kind !== 'matched' || !change.fill || !order || change.remaining === '0.00')
    return null;
  return t('orders.partFilled', {
    amount: formatCoins(change.fill.size),
    price: change.fill.price,
    order: orderText(order),
  });
}
