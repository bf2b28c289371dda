import { memo, type ReactNode } from 'react';
import { PriceCell } from '../../components/price-cell';
import { formatCents } from 'shared-maths/money';
import { positionsOf } from '../../lib/bets/bet-maths';
import { useMatchBets } from '../../lib/bets/bets-query';
import type { FeedStatus, RunnerMarketType } from '../../lib/odds/feed-types';
import { toPrice } from '../../lib/odds/feed-price';
import { cellKey, useCell, useOddsStore, type BookField } from '../../lib/odds/odds-store';
import type { SlipSelection } from '../../lib/bets/slip-store';

export interface MatchIds {
  matchId: string;
  eventId: string;
  marketId: string;
}

/** What a tap on a price does: the page decides (slip or one-click). */
export type PickPrice = (selection: SlipSelection) => void;

const Cell = memo(function Cell({
  ids,
  type,
  sid,
  side,
  level,
  blocked,
  onPick,
}: {
  ids: MatchIds;
  type: RunnerMarketType;
  sid: string;
  side: 'back' | 'lay';
  level: 1 | 2 | 3;
  blocked: boolean;
  onPick: PickPrice;
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
  return (
    <PriceCell
      side={side}
      price={price}
      size={type === 'odds' ? size : undefined}
      disabled={blocked}
      label={`${prefix} ${name} ${price}`}
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
}: {
  ids: MatchIds;
  type: RunnerMarketType;
  sid: string;
  levels: (1 | 2 | 3)[];
  blocked: boolean;
  position: number | null;
  onPick: PickPrice;
}) {
  const name = useOddsStore((s) => s.runnerNames[`${type}:${sid}`] ?? sid);
  return (
    <div className="runner-row" data-testid={`runner-${type}-${sid}`}>
      <div className="runner-row__name">
        {name}
        {position !== null && (
          <span
            className={position < 0 ? 'amount-neg' : 'amount-pos'}
            data-testid={`position-${type}-${sid}`}
          >
            {formatCents(position)}
          </span>
        )}
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
          />
        ))}
      </div>
    </div>
  );
});

const OVERLAY: Partial<Record<FeedStatus, string>> = {
  SUSPENDED: 'SUSPENDED',
  'BALL RUNNING': 'Ball Running',
  CLOSED: 'CLOSED',
};

/**
 * Match odds (3 levels), bookmaker or toss (1 level), with the player's position per runner;
 * `headExtra` (the page's cash-out bar) is drawn in the header.
 */
export function RunnerMarket({
  ids,
  type,
  onPick,
  headExtra,
}: {
  ids: MatchIds;
  type: RunnerMarketType;
  onPick: PickPrice;
  headExtra?: ReactNode;
}) {
  const market = useOddsStore((s) => s.markets[type]);
  const bets = useMatchBets(ids.matchId, (b) => b.lists[type]);
  if (!market || market.runnerIds.length === 0) return null;
  const hasBets = bets.some((b) => b.status === 'open' && b.marketId === market.marketId);
  const positions = hasBets
    ? positionsOf(
        bets.filter((b) => b.marketId === market.marketId),
        market.runnerIds,
      )
    : null;
  const overlay = OVERLAY[market.status];
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
          <b>Back</b>
          <b>Lay</b>
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
          />
        ))}
        {overlay && (
          <div className="market__overlay" role="status">
            {overlay}
          </div>
        )}
      </div>
    </section>
  );
}
