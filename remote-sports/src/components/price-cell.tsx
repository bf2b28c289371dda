import { memo, useEffect, useRef, type RefObject } from 'react';
import { formatSize } from './format-size';
import { flash, forgetFlash, watchFlash } from './price-flash';
import './price-cell.css';

export interface PriceCellProps {
  side: 'back' | 'lay';
  /** The price shown; 0 (no such level) is an empty, disabled cell. */
  price: number;
  size?: number;
  disabled?: boolean;
  /** The player's own waiting order rests at this price (marked). */
  mine?: boolean;
  /** Accessible name of the button, e.g. "Back India 1.85" (display-only cells have none). */
  label: string;
  onClick?: () => void;
  testId?: string;
}

/**
 * One back (blue) or lay (pink) price. Flashes when the price changes, by a class on the DOM node
 * (no extra React render; price-flash.ts). Memoised: it renders only when its own value changes.
 */
export const PriceCell = memo(function PriceCell({
  side,
  price,
  size,
  disabled,
  label,
  onClick,
  testId,
  mine,
}: PriceCellProps) {
  const ref = useRef<HTMLElement | null>(null);
  const previous = useRef(price);
  useEffect(() => {
    const el = ref.current;
    if (!el || previous.current === price) return;
    previous.current = price;
    flash(el);
  }, [price]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    watchFlash(el);
    return () => forgetFlash(el);
  }, []);
  // a lone price is the box's own text: the fewest layout objects for a tick to dirty
  const sized = size !== undefined && size > 0 && price > 0;
  const content =
    price === 0 ? (
      <span className="price-cell__box" />
    ) : sized ? (
      <span className="price-cell__box price-cell__box--sized">
        <span className="price-cell__price">{price}</span>{' '}
        <span className="price-cell__size">{formatSize(size)}</span>
      </span>
    ) : (
      <span className="price-cell__box">{price}</span>
    );
  const common = {
    className: `price-cell price-cell--${side}${price === 0 ? ' price-cell--empty' : ''}${mine ? ' price-cell--mine' : ''}`,
    'data-testid': testId,
  };
  if (!onClick) {
    // display only, inside a link that has its own name: an aria-label on this generic span would
    // not be exposed, so none is set (one attribute write less per changed price)
    return (
      <span ref={ref as RefObject<HTMLSpanElement | null>} {...common}>
        {content}
      </span>
    );
  }
  return (
    <button
      ref={ref as RefObject<HTMLButtonElement | null>}
      type="button"
      {...common}
      disabled={disabled || price === 0}
      // the name holds the visible text (price and size) too, for speech input (WCAG 2.5.3)
      aria-label={sized ? `${label} ${formatSize(size)}` : label}
      onClick={onClick}
    >
      {content}
    </button>
  );
});
