import { memo, useMemo } from 'react';
import { formatCoins } from 'shared-auth';
import { useTexts } from '../../i18n/texts';
import { useLadderBooks } from './ladder-store';

export type LadderSide = 'back' | 'lay';

/** What the cells of a column do (one object per column, kept while it stays). */
export interface RowActions {
  place: (side: LadderSide, price: number) => void;
  cancel: (side: LadderSide, price: number) => void;
  /** Opens the editor of your orders there (a long press on them, E, the context menu). */
  edit: (side: LadderSide, price: number) => void;
  hover: (side: LadderSide | null, price: number) => void;
}

export interface LadderRowProps {
  partKey: string;
  runnerName: string;
  price: number;
  priceText: string;
  /** The row's top in the column (px). */
  top: number;
  /** The player's own waiting backs / lays at this price (Coins text; '' when none). */
  mineBack: string;
  mineLay: string;
  cursor: boolean;
  actions: RowActions;
}

const BACK: LadderSide = 'back';
const LAY: LadderSide = 'lay';

const AMOUNT = '\u0000';

/**
 * The names of a row's back and lay cells ("Back India at 1.50: 5,000.00 offered"): each
 * sentence is made once a row and language, and a changed amount is only put in (no i18next
 * interpolation on the rows a depth tick draws again).
 */
function useCellNames(runner: string, price: string): (side: LadderSide, amount: string) => string {
  const t = useTexts();
  return useMemo(() => {
    const made = new Map<string, string[]>();
    return (side, amount) => {
      const key = amount ? `${side} amount` : side;
      let parts = made.get(key);
      if (!parts) {
        const names = { runner, price };
        parts = (
          amount
            ? t(side === 'back' ? 'ladder.backAtSize' : 'ladder.layAtSize', {
                ...names,
                amount: AMOUNT,
              })
            : t(side === 'back' ? 'ladder.backAt' : 'ladder.layAt', names)
        ).split(AMOUNT);
        made.set(key, parts);
      }
      return parts.join(amount);
    };
  }, [t, runner, price]);
}

const shown = (amount: string | undefined): string =>
  amount && amount !== '0.00' ? formatCoins(amount) : '';

/**
 * One price of a runner's ladder: your backs, to back, the price, to lay, your lays, traded.
 * It selects its own level of the book, so a change elsewhere on the ladder does not draw it.
 */
export const LadderRow = memo(function LadderRow(p: LadderRowProps) {
  const t = useTexts();
  const level = useLadderBooks((s) => s.parts[p.partKey]?.levels[p.priceText]);
  const last = useLadderBooks((s) => s.parts[p.partKey]?.lastTraded === p.priceText);
  const [toBack, toLay, traded] = [shown(level?.[0]), shown(level?.[1]), shown(level?.[2])];
  const names = { runner: p.runnerName, price: p.priceText };
  const cellName = useCellNames(p.runnerName, p.priceText);
  const cell = (side: LadderSide, amount: string) => (
    <button
      type="button"
      className={`ladder__cell ladder__${side}`}
      data-price={p.priceText}
      data-side={side}
      aria-label={cellName(side, amount)}
      onClick={() => p.actions.place(side, p.price)}
      onPointerEnter={() => p.actions.hover(side, p.price)}
      onFocus={() => p.actions.hover(side, p.price)}
      onPointerLeave={() => p.actions.hover(null, p.price)}
      onBlur={() => p.actions.hover(null, p.price)}
    >
      {amount}
    </button>
  );
  const mine = (side: LadderSide, amount: string) =>
    amount ? (
      <button
        type="button"
        className={`ladder__mine ladder__mine-${side}`}
        data-price={p.priceText}
        data-side={side}
        aria-keyshortcuts="E"
        onContextMenu={(e) => {
          e.preventDefault();
          p.actions.edit(side, p.price);
        }}
        aria-label={t(side === 'back' ? 'ladder.cancelBack' : 'ladder.cancelLay', {
          ...names,
          amount: formatCoins(amount),
        })}
        onClick={() => p.actions.cancel(side, p.price)}
      >
        {formatCoins(amount)}
      </button>
    ) : (
      <span className="ladder__mine" />
    );
  return (
    <div
      className={`ladder__row${p.cursor ? ' ladder__row--cursor' : ''}`}
      style={{ top: p.top }}
      data-testid={`ladder-row-${p.priceText}`}
    >
      {mine(BACK, p.mineBack)}
      {cell(BACK, toBack)}
      <span className={`ladder__price${last ? ' ladder__price--last' : ''}`}>
        {p.priceText}
        {last && <span className="ladder__sr"> {t('ladder.last')}</span>}
      </span>
      {cell(LAY, toLay)}
      {mine(LAY, p.mineLay)}
      <span className="ladder__traded" data-testid={`ladder-traded-${p.priceText}`}>
        {traded}
      </span>
    </div>
  );
});
