import { memo } from 'react';
import type { UnmatchedBet } from 'shared-api-types';
import { formatCents } from 'shared-maths/money';
import type { RunnerMarketType } from '../../lib/odds/feed-types';
import { useOddsStore } from '../../lib/odds/odds-store';
import type { MatchIds, PickPrice, SelectRunner } from './market-types';
import { RunnerCell } from './runner-cell';
import { YourOrders } from './your-orders';

/** A runner: its name (a button to its ladder when the page asks), position, orders and prices. */
export const RunnerRow = memo(function RunnerRow({
  ids,
  type,
  sid,
  levels,
  blocked,
  position,
  onPick,
  orders,
  onRunnerSelect,
}: {
  ids: MatchIds;
  type: RunnerMarketType;
  sid: string;
  levels: (1 | 2 | 3)[];
  blocked: boolean;
  position: number | null;
  onPick: PickPrice;
  orders: readonly UnmatchedBet[];
  onRunnerSelect?: SelectRunner;
}) {
  const name = useOddsStore((s) => s.runnerNames[`${type}:${sid}`] ?? sid);
  // a waiting lay rests in "available to back" (the back column), a waiting back in the lay one
  const restingIn = (side: 'back' | 'lay'): string =>
    orders
      .filter((o) => o.side !== side)
      .map((o) => String(Math.round(Number(o.price) * 100)))
      .join(',');
  // back levels 3 2 1, then lay 1 2 3: the best prices meet in the middle
  const columns = [
    { side: 'back', mine: restingIn('back'), order: [...levels].reverse() },
    { side: 'lay', mine: restingIn('lay'), order: levels },
  ] as const;
  const row = { ids, type, sid, blocked, onPick }; // the same for every cell of the row
  return (
    <div className="runner-row" data-testid={`runner-${type}-${sid}`}>
      <div className="runner-row__name">
        {onRunnerSelect ? (
          <button
            type="button"
            className="runner-row__pick"
            translate="no"
            aria-haspopup="dialog"
            onClick={() => onRunnerSelect(type, sid, name)}
            data-testid={`runner-pick-${type}-${sid}`}
          >
            {name}
          </button>
        ) : (
          <bdi translate="no">{name}</bdi>
        )}
        {position !== null && (
          <span
            className={position < 0 ? 'amount-neg' : 'amount-pos'}
            data-testid={`position-${type}-${sid}`}
          >
            {formatCents(position)}
          </span>
        )}
        {orders.length > 0 && <YourOrders orders={orders} />}
      </div>
      <div className="runner-row__cells">
        {columns.flatMap(({ side, mine, order }) =>
          order.map((l) => (
            <RunnerCell key={`${side}${l}`} {...row} side={side} level={l} mine={mine} />
          )),
        )}
      </div>
    </div>
  );
});
