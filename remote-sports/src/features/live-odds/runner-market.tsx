import { memo, type ReactNode } from 'react';
import type { UnmatchedBet } from 'shared-api-types';
import { PriceCell } from '../../components/price-cell';
import { formatCents } from 'shared-maths/money';
import { positionsOf } from '../../lib/bets/bet-maths';
import { useMatchBets } from '../../lib/bets/bets-query';
import type { FeedStatus, RunnerMarketType } from '../../lib/odds/feed-types';
import { toPrice } from '../../lib/odds/feed-price';
import { cellKey, useCell, useOddsStore, type BookField } from '../../lib/odds/odds-store';
import type { SlipSelection } from '../../lib/bets/slip-store';
import { useTexts } from '../../i18n/texts';
import { useUnmatched } from '../../lib/orders/unmatched-query';
import { YourOrders } from './your-orders';

export interface MatchIds {
  matchId: string;
  eventId: string;
  marketId: string;
}

/** What a tap on a price does: the page decides (slip or one-click). */
export type PickPrice = (selection: SlipSelection) => void;

/** What a tap on a runner's name does (the page opens its ladder). */
export type SelectRunner = (type: RunnerMarketType, selectionId: string, name: string) => void;

const Cell = memo(function Cell({
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
  const t = useTexts();
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
  return (
    <PriceCell
      side={side}
      price={price}
      size={type === 'odds' ? size : undefined}
      disabled={blocked}
      mine={price > 0 && mine.split(',').includes(String(toPrice(type, price)))}
      label={
        price === 0
          ? t('ladder.noPrice', { side: t(`side.${side}`), runner: name })
          : t('ladder.price', { side: t(`side.${side}`), runner: name, price })
      }
      onClick={open}
      testId={`${type}-${sid}-${side}${level}`}
    />
  );
});

const RunnerRow = memo(function RunnerRow({
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
  const inBack = restingIn('back');
  const inLay = restingIn('lay');
  return (
    <div className="runner-row" data-testid={`runner-${type}-${sid}`}>
      <div className="runner-row__name">
        {onRunnerSelect ? (
          <button
            type="button"
            className="runner-row__pick"
            aria-haspopup="dialog"
            onClick={() => onRunnerSelect(type, sid, name)}
            data-testid={`runner-pick-${type}-${sid}`}
          >
            {name}
          </button>
        ) : (
          name
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
        {[...levels].reverse().map((l) => (
          <Cell
            key={`b${l}`}
            ids={ids}
            type={type}
            sid={sid}
            side="back"
            level={l}
            blocked={blocked}
            onPick={onPick}
            mine={inBack}
          />
        ))}
        {levels.map((l) => (
          <Cell
            key={`l${l}`}
            ids={ids}
            type={type}
            sid={sid}
            side="lay"
            level={l}
            blocked={blocked}
            onPick={onPick}
            mine={inLay}
          />
        ))}
      </div>
    </div>
  );
});

const NO_ORDERS: UnmatchedBet[] = [];
/** The player's waiting orders on one runner (the same empty list when none: rows stay memo). */
function ordersOf(
  orders: readonly UnmatchedBet[],
  marketId: string,
  sid: string,
): readonly UnmatchedBet[] {
  const mine = orders.filter((o) => o.marketId === marketId && o.selectionId === sid);
  return mine.length ? mine : NO_ORDERS;
}

/** A market not open is covered by its status ("status.SUSPENDED" in the texts). */
export const overlayKey = (status: FeedStatus) =>
  status === 'OPEN' ? null : (`status.${status}` as const);

/**
 * Match odds (3 levels), bookmaker or toss (1 level), with the player's position per runner;
 * `headExtra` (the page's cash-out bar) is drawn in the header.
 */
export function RunnerMarket({
  ids,
  type,
  onPick,
  headExtra,
  onRunnerSelect,
}: {
  ids: MatchIds;
  type: RunnerMarketType;
  onPick: PickPrice;
  headExtra?: ReactNode;
  onRunnerSelect?: SelectRunner;
}) {
  const t = useTexts();
  const market = useOddsStore((s) => s.markets[type]);
  const bets = useMatchBets(ids.matchId, (b) => b.lists[type]);
  const orders = useUnmatched(ids.matchId);
  if (!market || market.runnerIds.length === 0) return null;
  const hasBets = bets.some((b) => b.status === 'open' && b.marketId === market.marketId);
  const positions = hasBets
    ? positionsOf(
        bets.filter((b) => b.marketId === market.marketId),
        market.runnerIds,
      )
    : null;
  const overlay = overlayKey(market.status);
  const levels: (1 | 2 | 3)[] = type === 'odds' ? [1, 2, 3] : [1];
  return (
    <section
      className={`market market--${type}`}
      aria-label={market.name}
      data-testid={`market-${type}`}
    >
      <header className="market__head">
        <h2>{market.name}</h2>
        {headExtra}
        <span className="market__cols">
          <b>{t('side.back')}</b>
          <b>{t('side.lay')}</b>
        </span>
      </header>
      <div className="market__body">
        {market.runnerIds.map((sid) => (
          <RunnerRow
            key={sid}
            ids={ids}
            type={type}
            sid={sid}
            levels={levels}
            blocked={Boolean(overlay)}
            position={positions ? (positions[sid] ?? 0) : null}
            onPick={onPick}
            orders={ordersOf(orders, market.marketId, sid)}
            onRunnerSelect={onRunnerSelect}
          />
        ))}
        {overlay && (
          <div className="market__overlay" role="status">
            {t(overlay)}
          </div>
        )}
      </div>
    </section>
  );
}
