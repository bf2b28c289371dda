import { memo } from 'react';
import { PriceCell } from '../../components/price-cell';
import type { RunnerMarketType } from '../../lib/odds/feed-types';
import { toPrice } from '../../lib/odds/feed-price';
import { cellKey, useCell, useOddsStore, type BookField } from '../../lib/odds/odds-store';
import type { MatchIds, PickPrice } from './market-types';
import { usePriceLabel } from './price-label';

/** One price of one runner, live from the odds store; a tap hands the page a selection. */
export const RunnerCell = memo(function RunnerCell({
  ids,
  type,
  sid,
  side,
  level,
  blocked,
  onPick,
  mine,
}: {
  ids: MatchIds;
  type: RunnerMarketType;
  sid: string;
  side: 'back' | 'lay';
  level: 1 | 2 | 3;
  blocked: boolean;
  onPick: PickPrice;
  /** Prices (odds x100) where the player's own orders rest in this column, e.g. "140,156". */
  mine: string;
}) {
  const prefix = side === 'back' ? 'Back' : 'Lay';
  const price = useCell(cellKey(type, sid, `${prefix}Price${level}` as BookField));
  const size = useCell(cellKey(type, sid, `${prefix}Size${level}` as BookField));
  const open = (): void => {
    const { markets, runnerNames } = useOddsStore.getState();
    const market = markets[type];
    if (!market) return;
    onPick({
      matchId: ids.matchId,
      eventId: ids.eventId,
      marketId: market.marketId,
      marketType: type,
      selectionId: sid,
      runnerName: runnerNames[`${type}:${sid}`] ?? sid,
      side,
      price: toPrice(type, price),
      line: null,
      runnerIds: market.runnerIds,
    });
  };
  const name = useOddsStore((s) => s.runnerNames[`${type}:${sid}`] ?? sid);
  const label = usePriceLabel(side, name);
  return (
    <PriceCell
      side={side}
      price={price}
      size={type === 'book' ? undefined : size}
      disabled={blocked}
      mine={price > 0 && mine.split(',').includes(String(toPrice(type, price)))}
      label={label(price)}
      onClick={open}
      testId={`${type}-${sid}-${side}${level}`}
    />
  );
});
