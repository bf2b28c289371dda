import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UnmatchedBet } from 'shared-api-types';
import { formatCoins, newIdempotencyKey, useStakeSettings } from 'shared-auth';
import { formatPrice } from 'shared-maths';
import { useMediaQuery } from 'shared-ui/media-query';
import { tryParseCents } from 'shared-maths/money';
import { DelayCountdown } from '../../components/delay-countdown';
import { ErrorLine } from '../../components/error-line';
import { refusalShown, useTexts, type SportsKey } from '../../i18n/texts';
import { positionsOf } from '../../lib/bets/bet-maths';
import { afterBetPlaced } from '../../lib/bets/bet-request';
import { useMatchBets } from '../../lib/bets/bets-query';
import { useSlipStore, type SlipSelection } from '../../lib/bets/slip-store';
import { useInPlayDelayMs } from '../../lib/bet-delay/bet-delay-query';
import { useOddsStore } from '../../lib/odds/odds-store';
import { cancelBet } from '../../lib/orders/api/orders';
import { whatIf } from './green-up';
import { LadderColumn } from './ladder-column';
import { LadderEdit } from './ladder-edit';
import { LadderHead } from './ladder-head';
import { TossGreenUp } from './toss-green-up';
import type { LadderSide } from './ladder-row';
import { useLadderDepth } from './use-ladder-depth';
import { useDelayShown } from './use-delay-shown';
import { useLadderOrders } from './use-ladder-orders';
import './ladder.css';

const WIDE = '(min-width: 768px)';
const NO_RUNNERS: string[] = [];

export interface TradingLadderProps {
  matchId: string;
  eventId: string;
  type: 'odds' | 'toss';
  /** A tap on a price: the page's rule (one-click places at once, otherwise the slip confirms). */
  onPick: (selection: SlipSelection) => void;
  /** The green-up (the market's cash out), drawn above the columns. */
  greenUp?: ReactNode;
}

/**
 * The trading ladder of a match-odds or toss market: each runner's whole price column with the
 * sizes to back and lay, the traded volume, the last traded price and the player's own waiting
 * orders; a tap places or cancels. At a phone's width one runner at a time, side by side on a
 * wide screen. Positions and the what-if of the price under the finger above.
 */
export function TradingLadder({ matchId, eventId, type, onPick, greenUp }: TradingLadderProps) {
  const t = useTexts();
  const market = useOddsStore((s) => s.markets[type]);
  const runnerIds = market?.runnerIds ?? NO_RUNNERS;
  const names = useOddsStore((s) => s.runnerNames);
  const nameOf = useCallback((sid: string) => names[`${type}:${sid}`] ?? sid, [names, type]);
  useLadderDepth(matchId, eventId, type, runnerIds);
  const orders = useLadderOrders(matchId, type);
  const bets = useMatchBets(matchId, (b) => b.lists[type]);
  const positions = useMemo(
    () =>
      positionsOf(
        bets.filter((b) => b.marketId === market?.marketId),
        runnerIds,
      ),
    [bets, market?.marketId, runnerIds],
  );
  const settings = useStakeSettings((s) => s.settings);
  const load = useStakeSettings((s) => s.load);
  const loaded = useStakeSettings((s) => s.loaded);
  useEffect(() => {
    if (!loaded) void load();
  }, [loaded, load]);
  const stake = tryParseCents(settings.oneClickStake) ?? 0;
  const wide = useMediaQuery(WIDE);
  const [shownId, setShownId] = useState<string | null>(null);
  const current = shownId && runnerIds.includes(shownId) ? shownId : (runnerIds[0] ?? null);
  const [hover, setHover] = useState<{ sid: string; side: LadderSide; price: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ sid: string; side: LadderSide; price: string } | null>(
    null,
  );
  const inPlay = useOddsStore((s) => s.matchState === 'inplay');
  const delayMs = useInPlayDelayMs();
  const delay = useDelayShown(inPlay && settings.oneClick ? delayMs : null);

  const selectionOf = (sid: string, side: LadderSide, price: number): SlipSelection => ({
    matchId,
    eventId,
    marketId: market?.marketId ?? '',
    marketType: type,
    selectionId: sid,
    runnerName: nameOf(sid),
    side,
    price,
    line: null,
    runnerIds: [...runnerIds],
  });
  const place = (sid: string, side: LadderSide, price: number) => {
    if (!market) return;
    setProblem(null);
    delay.start(
      t(side === 'back' ? 'ladder.backAt' : 'ladder.layAt', {
        runner: nameOf(sid),
        price: formatPrice(type, price),
      }),
    );
    onPick(selectionOf(sid, side, price));
  };
  const cancel = async (sid: string, side: LadderSide, price: number) => {
    const list = orders.orders.get(`${sid}|${side}|${formatPrice(type, price)}`) ?? [];
    setProblem(null);
    const outcomes = await Promise.all(list.map((o) => cancelBet(o.betId, newIdempotencyKey())));
    const refused = outcomes.find((o) => !o.ok);
    if (refused && !refused.ok) setProblem(refusalShown(t, refused.message));
    const done = outcomes.filter((o) => o.ok).length;
    if (done > 0) {
      const amount = formatCoins(
        orders.sizes.get(sid)?.get(`${side}|${formatPrice(type, price)}`) ?? '0',
      );
      useSlipStore
        .getState()
        .showSuccess(
          t('ladder.cancelled', { runner: nameOf(sid), price: formatPrice(type, price), amount }),
        );
    }
    afterBetPlaced(matchId);
  };

  const shown = wide ? runnerIds : current ? [current] : [];
  const what = hover
    ? whatIf(positions, runnerIds, {
        selectionId: hover.sid,
        side: hover.side,
        price: hover.price,
        stake,
      })
    : null;
  const whatText = hover
    ? t(hover.side === 'back' ? 'ladder.whatIfBack' : 'ladder.whatIfLay', {
        amount: formatCoins(stake / 100),
        price: formatPrice(type, hover.price),
      })
    : '';
  // opened by its switch: brought on screen
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.scrollIntoView?.({ block: 'nearest' }), []);
  const editingOrders =
    (editing && orders.orders.get(`${editing.sid}|${editing.side}|${editing.price}`)) || NO_ORDERS;
  const status = market?.status && market.status !== 'OPEN' ? market.status : null;
  return (
    <section
      ref={section}
      className="ladder"
      aria-label={t(type === 'odds' ? 'ladder.titleOdds' : 'ladder.titleToss')}
      data-testid={`ladder-${type}`}
    >
      <LadderHead
        runners={runnerIds.map((sid) => ({ selectionId: sid, name: nameOf(sid) }))}
        positions={positions}
        whatIf={what}
        whatIfText={whatText}
      />
      {greenUp ? (
        <div className="ladder__green">{greenUp}</div>
      ) : (
        type === 'toss' &&
        market && (
          <div className="ladder__green">
            <TossGreenUp positions={positions} runnerIds={runnerIds} selectionOf={selectionOf} />
          </div>
        )
      )}
      <p className="ladder__stake">
        {settings.oneClick
          ? t('ladder.stakeOneClick', { amount: formatCoins(stake / 100) })
          : t('ladder.stakeSlip')}
      </p>
      {/* one fixed-height line: a notice never pushes the column under a finger */}
      <div className="ladder__notes">
        {status && (
          <p className="ladder__status" role="status">
            {t(`status.${status}` as SportsKey)}
          </p>
        )}
        {delay.shown && (
          <div className="ladder__delay" data-testid="ladder-delay">
            <span>{delay.shown.what}</span>
            <DelayCountdown startedAt={delay.shown.at} delayMs={delay.shown.ms} />
          </div>
        )}
        <ErrorLine className="ladder__error" text={problem} />
      </div>
      {!wide && runnerIds.length > 1 && (
        <div className="ladder__switch" role="group" aria-label={t('ladder.runners')}>
          {runnerIds.map((sid) => (
            <button
              type="button"
              key={sid}
              aria-pressed={sid === current}
              onClick={() => setShownId(sid)}
            >
              {nameOf(sid)}
            </button>
          ))}
        </div>
      )}
      <div className="ladder__columns">
        {shown.map((sid) => (
          <div key={sid} className="ladder__runner">
            {wide && <h3 className="ladder__name">{nameOf(sid)}</h3>}
            <LadderColumn
              partKey={`${type}:${sid}`}
              runnerName={nameOf(sid)}
              mine={orders.sizes.get(sid) ?? EMPTY}
              place={(side, price) => place(sid, side, price)}
              cancel={(side, price) => void cancel(sid, side, price)}
              edit={(side, price) => {
                const text = formatPrice(type, price);
                if (orders.orders.get(`${sid}|${side}|${text}`)?.length)
                  setEditing({ sid, side, price: text });
              }}
              hover={(side, price) => setHover(side ? { sid, side, price } : null)}
            />
          </div>
        ))}
      </div>
      {editingOrders.length > 0 && editing && (
        <LadderEdit
          runnerName={nameOf(editing.sid)}
          side={editing.side}
          price={editing.price}
          orders={editingOrders}
          onClose={(done) => {
            setEditing(null);
            if (!done) return;
            useSlipStore.getState().showSuccess(done);
            afterBetPlaced(matchId);
          }}
        />
      )}
    </section>
  );
}

const EMPTY: ReadonlyMap<string, string> = new Map();
const NO_ORDERS: UnmatchedBet[] = [];
