import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RunnerDepth } from 'shared-api-types';
import { formatPrice, parsePrice } from 'shared-maths';
import { useTexts } from '../../i18n/texts';
import { centreRow, LADDER_ROWS, visibleRows } from './ladder-prices';
import { LadderRow, type LadderSide, type RowActions } from './ladder-row';
import { bestPrices, useLadderBooks } from './ladder-store';
import { TapGuard } from './tap-guard';

/** A row's height (px): a thumb's target. */
export const ROW_PX = 44;
/** How long (ms) a still press on your order takes to open its editor instead of cancelling. */
export const LONG_PRESS_MS = 500;
/**
 * How many rows the middle of the best prices may drift from the middle of the column before it
 * follows them (and is centred on them again): a price moving a tick does not scroll the column,
 * so the cells under a thumb stay put and a tick draws only the rows that changed.
 */
export const CENTRE_SLACK = 2;
const TOTAL_PX = LADDER_ROWS.length * ROW_PX;
/** The column's height until it is measured (its CSS height at 360 px: 11 rows). */
const FIRST_HEIGHT = ROW_PX * 11;

export interface LadderColumnProps {
  partKey: string;
  runnerName: string;
  /** The player's waiting orders at each price: `back|1.55` -> Coins text. */
  mine: ReadonlyMap<string, string>;
  place: (side: LadderSide, price: number) => void;
  cancel: (side: LadderSide, price: number) => void;
  edit: (side: LadderSide, price: number) => void;
  hover: (side: LadderSide | null, price: number) => void;
}

type View = { top: number; height: number };
/** The view as a state update that keeps the same object when nothing moved (no render then). */
const sameView =
  (top: number, height: number) =>
  (v: View): View =>
    v.top === top && v.height === height ? v : { top, height };

const priceOf = (text: string | undefined): number => (text ? (parsePrice('odds', text) ?? 0) : 0);
const rowsIn = (height: number) => Math.max(1, Math.floor(height / ROW_PX));
/** The first row that centres the best prices of `best` (`back|lay|last`) in `height`. */
const centreOf = (best: string, height: number): number => {
  const [back, lay, last] = best.split('|');
  return centreRow(priceOf(back), priceOf(lay), priceOf(last), rowsIn(height));
};
/** Each runner's book's best prices, worked out once (a book is replaced, never changed). */
const bests = new WeakMap<RunnerDepth, string>();
const bestOf = (runner: RunnerDepth | null | undefined): string => {
  const known = runner && bests.get(runner);
  if (known !== undefined && known !== null) return known;
  const b = bestPrices(runner);
  const best = `${b.back}|${b.lay}|${runner?.lastTraded ?? ''}`;
  if (runner) bests.set(runner, best);
  return best;
};

/**
 * One runner's ladder: every price from 1000 down to 1.01, drawn only where it is on screen,
 * kept centred on the best prices as they move (until the player scrolls; "Centre" brings it
 * back), never under a finger that is down. Arrows move a cursor, B / L place there.
 *
 * The rows drawn follow the view in state; the column's scroll position is written to match it
 * after the commit, and nothing here reads the layout on a price's change (no forced layout).
 */
export function LadderColumn(p: LadderColumnProps) {
  const t = useTexts();
  const scroller = useRef<HTMLDivElement>(null);
  const guard = useRef(new TapGuard()).current;
  // the column's scroll position as last written or seen (a scroll event there is the ladder's own)
  const shownTop = useRef(-1);
  const best = useLadderBooks((s) => bestOf(s.parts[p.partKey]));
  // drawn centred from the first render (no rows of the top of the column drawn for nothing)
  const [view, setView] = useState<View>(() => ({
    top: centreOf(best, FIRST_HEIGHT) * ROW_PX,
    height: FIRST_HEIGHT,
  }));
  const [auto, setAuto] = useState(true);
  const [cursor, setCursor] = useState<number | null>(null);

  // following the best prices: decided while rendering (one commit draws the rows there)
  const want = centreOf(best, view.height);
  if (auto && !guard.pressing && Math.abs(want - Math.round(view.top / ROW_PX)) > CENTRE_SLACK)
    setView({ top: want * ROW_PX, height: view.height });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || view.top === shownTop.current) return;
    shownTop.current = view.top;
    el.scrollTop = view.top;
  }, [view.top]);
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() =>
      setView((v) => sameView(v.top, el.clientHeight || FIRST_HEIGHT)(v)),
    );
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  /** Shows the view from `top` (px, clamped to the column). */
  const scrollTo = (top: number) => {
    const max = Math.max(0, TOTAL_PX - view.height);
    const at = Math.round(Math.max(0, Math.min(max, top)));
    setView(sameView(at, view.height));
  };
  const centreNow = () => {
    setAuto(true);
    scrollTo(centreOf(best, view.height) * ROW_PX);
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const top = el.scrollTop;
    // the scroll event of the ladder's own write finds the view already there: no render
    if (Math.abs(top - shownTop.current) <= 1) return;
    shownTop.current = top;
    setAuto(false);
    setView(sameView(top, view.height));
  };

  const latest = useRef(p);
  latest.current = p;
  const actions = useMemo<RowActions>(
    () => ({
      place: (side, price) => {
        if (guard.isTap(scroller.current?.scrollTop ?? 0)) latest.current.place(side, price);
      },
      cancel: (side, price) => {
        if (guard.isTap(scroller.current?.scrollTop ?? 0)) latest.current.cancel(side, price);
      },
      edit: (side, price) => {
        guard.consume();
        latest.current.edit(side, price);
      },
      hover: (side, price) => latest.current.hover(side, price),
    }),
    [guard],
  );
  // a still press on your order: its editor, and the click that ends the press cancels nothing
  const longPress = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopLongPress = () => clearTimeout(longPress.current);
  useEffect(() => stopLongPress, []);
  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    guard.press(e.clientX, e.clientY, e.currentTarget.scrollTop);
    stopLongPress();
    const mine = (e.target as Element).closest?.<HTMLElement>('button.ladder__mine');
    const side = mine?.dataset.side;
    const price = priceOf(mine?.dataset.price);
    if ((side !== 'back' && side !== 'lay') || !price || e.button > 0) return;
    longPress.current = setTimeout(() => {
      if (guard.pressing) actions.edit(side, price);
    }, LONG_PRESS_MS);
  };

  const moveCursor = (row: number) => {
    const next = Math.max(0, Math.min(LADDER_ROWS.length - 1, row));
    setCursor(next);
    const top = next * ROW_PX;
    if (top < view.top || top + ROW_PX > view.top + view.height) {
      setAuto(false);
      scrollTo(top - view.height / 2 + ROW_PX / 2);
    }
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const middle = Math.floor((view.top + view.height / 2) / ROW_PX);
    const at = cursor ?? middle;
    const price = LADDER_ROWS[at] ?? 0;
    const key = e.key.toLowerCase();
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown')
      moveCursor(at + (e.key === 'ArrowUp' ? -1 : 1));
    else if (key === 'b' || key === 'l') p.place(key === 'b' ? 'back' : 'lay', price);
    else if (key === 'c') centreNow();
    else if (key === 'e') {
      // your order focused, or at the cursor (the back first)
      const mine = (e.target as Element).closest?.<HTMLElement>('button.ladder__mine');
      const text = mine?.dataset.price ?? formatPrice('odds', price);
      const side =
        mine?.dataset.side ??
        (p.mine.get(`back|${text}`) ? 'back' : p.mine.get(`lay|${text}`) ? 'lay' : null);
      if (side === 'back' || side === 'lay') p.edit(side, priceOf(text));
    } else return;
    e.preventDefault();
  };

  const { from, to } = visibleRows(view.top, view.height, ROW_PX);
  const rows = [];
  for (let i = from; i < to; i += 1) {
    const price = LADDER_ROWS[i] ?? 0;
    const text = formatPrice('odds', price);
    rows.push(
      <LadderRow
        key={price}
        partKey={p.partKey}
        runnerName={p.runnerName}
        price={price}
        priceText={text}
        top={i * ROW_PX}
        mineBack={p.mine.get(`back|${text}`) ?? ''}
        mineLay={p.mine.get(`lay|${text}`) ?? ''}
        cursor={cursor === i}
        actions={actions}
      />,
    );
  }
  const cursorText = cursor === null ? '' : formatPrice('odds', LADDER_ROWS[cursor] ?? 0);
  return (
    <div className="ladder__column">
      <div className="ladder__tools">
        <button type="button" className="ladder__centre" aria-pressed={auto} onClick={centreNow}>
          {t('ladder.centre')}
        </button>
        <span className="ladder__hint">
          {t('ladder.keys')} · {t('ladder.keysEdit')}
        </span>
      </div>
      <div className="ladder__heads" aria-hidden="true">
        <span>{t('ladder.yours')}</span>
        <span>{t('ladder.back')}</span>
        <span>{t('ladder.priceHead')}</span>
        <span>{t('ladder.lay')}</span>
        <span>{t('ladder.yours')}</span>
        <span>{t('ladder.traded')}</span>
      </div>
      <div
        ref={scroller}
        className="ladder__scroll"
        role="group"
        tabIndex={0}
        aria-label={t('ladder.column', { runner: p.runnerName })}
        data-testid={`ladder-scroll-${p.partKey}`}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={(e) => guard.move(e.clientX, e.clientY)}
        onPointerUp={() => {
          stopLongPress();
          guard.release();
        }}
        onPointerCancel={() => {
          stopLongPress();
          guard.cancel();
        }}
      >
        <div className="ladder__track" style={{ height: TOTAL_PX }}>
          {rows}
        </div>
      </div>
      <p className="ladder__sr" aria-live="polite">
        {cursorText && t('ladder.cursor', { price: cursorText })}
      </p>
    </div>
  );
}
