import type { ReactNode } from 'react';
import type { UnmatchedBet } from 'shared-api-types';
import { useMediaQuery } from 'shared-ui/media-query';
import { positionsOf } from '../../lib/bets/bet-maths';
import { useMatchBets } from '../../lib/bets/bets-query';
import type { FeedStatus, RunnerMarketType } from '../../lib/odds/feed-types';
import { useOddsStore } from '../../lib/odds/odds-store';
import { useTexts } from '../../i18n/texts';
import { useUnmatched } from '../../lib/orders/unmatched-query';
import type { MatchIds, PickPrice, SelectRunner } from './market-types';
import { RunnerRow } from './runner-row';

const NO_ORDERS: UnmatchedBet[] = [];
/** The price levels a row shows (constants: a new array each render would draw every row again). */
const ODDS_LEVELS: (1 | 2 | 3)[] = [1, 2, 3];
const ONE_LEVEL: (1 | 2 | 3)[] = [1];
/** Below this match odds show only the best back and lay (the columns' headings, live-odds.css). */
const PHONE = '(max-width: 767px)';
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
 * Match odds (3 levels; on a phone the best only), bookmaker or toss (1 level), with the
 * player's position per runner; `headExtra` (the page's cash-out bar) is drawn in the header.
 * The last visit's market (until the first live book) is marked updating and busy, its prices
 * dimmed and disabled.
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
  const live = useOddsStore((s) => s.live);
  const phone = useMediaQuery(PHONE);
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
  const levels = type === 'odds' && !phone ? ODDS_LEVELS : ONE_LEVEL;
  return (
    <section
      className={live ? `market market--${type}` : `market market--${type} market--stored`}
      aria-label={market.name}
      aria-busy={!live}
      data-testid={`market-${type}`}
    >
      <header className="market__head">
        <h2 translate="no">{market.name}</h2>
        {headExtra}
        {/* in the columns' place (the same box): nothing moves when the live book comes */}
        <span className="market__cols">
          {live ? (
            <>
              <b>{t('side.back')}</b>
              <b>{t('side.lay')}</b>
            </>
          ) : (
            <span
              className="market__updating"
              role="status"
              data-testid={`market-${type}-updating`}
            >
              {t('matches.updating')}
            </span>
          )}
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
            blocked={Boolean(overlay) || !live}
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
