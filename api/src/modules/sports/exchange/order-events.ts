import type { AccountParts, OrderEvent, OrderEventKind } from 'shared-api-types';
import { formatPrice } from 'shared-maths';
import { formatCents } from 'shared-maths/money';
import { averagePrice, type Level } from 'shared-maths/order-book';
import type { Fill } from './book/book-types';
import type { OrderRow } from '../money-path/order-rows';

/** An order's stored identity and its totals after the change. */
export type EventOrder = Pick<
  OrderRow,
  | 'id'
  | 'user_id'
  | 'match_id'
  | 'market_type'
  | 'market_id'
  | 'selection_id'
  | 'side'
  | 'price'
  | 'size'
  | 'matched'
  | 'remaining'
>;

/** One order's change as the `account` topic's `orders` part says it (docs/api.md). */
export function orderEvent(
  kind: OrderEventKind,
  o: EventOrder,
  fill: { size: number; price: number } | null = null,
): OrderEvent {
  return {
    kind,
    betId: o.id,
    matchId: o.match_id,
    marketType: o.market_type,
    marketId: o.market_id,
    selectionId: o.selection_id,
    side: o.side,
    price: formatPrice(o.market_type, o.price),
    size: formatCents(o.size),
    matched: formatCents(o.matched),
    remaining: formatCents(o.remaining),
    fill: fill
      ? { size: formatCents(fill.size), price: formatPrice(o.market_type, fill.price) }
      : null,
    at: new Date().toISOString(),
  };
}

/** The order events of one commit, per player, sent after it (write path `notify`). */
export class OrderEvents {
  private readonly byPlayer = new Map<number, OrderEvent[]>();

  add(kind: OrderEventKind, o: EventOrder, fill: { size: number; price: number } | null = null) {
    const list = this.byPlayer.get(o.user_id) ?? [];
    list.push(orderEvent(kind, o, fill));
    this.byPlayer.set(o.user_id, list);
  }

  /**
   * A new order matched whole at once (nothing of it waits): told as a maker's fill is, `o.id`
   * its first matched bet, `parts` its fills (the event's fill: their size at their average).
   */
  matchedWhole(o: Omit<EventOrder, 'size' | 'matched' | 'remaining'>, parts: readonly Level[]) {
    const size = parts.reduce((sum, p) => sum + p.size, 0);
    if (size === 0) return;
    const whole = { ...o, size, matched: size, remaining: 0 };
    this.add('matched', whole, { size, price: averagePrice(parts) });
  }

  /**
   * The 'matched' events of the resting orders `fills` took from: each maker's fills summed, told
   * with its totals after (`after`: its row so, or null for the house's orders).
   */
  makersMatched(fills: readonly Fill[], after: (makerId: string) => EventOrder | null) {
    const filled = new Map<string, number>();
    for (const f of fills) filled.set(f.makerId, (filled.get(f.makerId) ?? 0) + f.size);
    for (const [makerId, size] of filled) {
      const o = after(makerId);
      if (o) this.add('matched', o, { size, price: o.price });
    }
  }

  /** Takes in the events of a committed transaction (one attempt's own OrderEvents). */
  addAll(other: OrderEvents): void {
    for (const [id, orders] of other.byPlayer)
      this.byPlayer.set(id, [...(this.byPlayer.get(id) ?? []), ...orders]);
  }

  /** The matches whose books these events changed. */
  get matchIds(): string[] {
    return [...new Set([...this.byPlayer.values()].flat().map((e) => e.matchId))];
  }

  get players(): number[] {
    return [...this.byPlayer.keys()];
  }

  parts(): Map<number, AccountParts> {
    return new Map([...this.byPlayer].map(([id, orders]) => [id, { orders }]));
  }
}
