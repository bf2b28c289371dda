import { memo, useEffect, useRef } from 'react';
import './price-cell.css';

export interface PriceCellProps {
  side: 'back' | 'lay';
  /** The price shown (0 = none: shows 0, spec: missing values default to 0). */
  price: number;
  size?: number;
  disabled?: boolean;
  /** Accessible name, e.g. "Back India 1.85". */
  label: string;
  onClick?: () => void;
  testId?: string;
}

const fmtSize = (n: number): string =>
  n >= 100_000
    ? `${(n / 1000).toFixed(0)}k`
    : n >= 10_000
      ? `${(n / 1000).toFixed(1)}k`
      : String(n);

/**
 * One back (blue) or lay (pink) price. Flashes when the price changes by toggling a class on the
 * DOM node (no extra React render). Memoised: it renders only when its own value changes.
 */
export const PriceCell = memo(function PriceCell({
  side,
  price,
  size,
  disabled,
  label,
  onClick,
  testId,
}: PriceCellProps) {
  const ref = useRef<HTMLElement | null>(null);
  const previous = useRef(price);
  useEffect(() => {
    const el = ref.current;
    if (!el || previous.current === price) return;
    previous.current = price;
    el.classList.remove('price-cell--flash');
    void el.offsetWidth; // restart the animation
    el.classList.add('price-cell--flash');
  }, [price]);
  const content = (
    <>
      <span className="price-cell__price">{price}</span>
      {size !== undefined && size > 0 && <span className="price-cell__size">{fmtSize(size)}</span>}
    </>
  );
  const common = {
    className: `price-cell price-cell--${side}`,
    'data-testid': testId,
    onAnimationEnd: (e: { currentTarget: HTMLElement }) =>
      e.currentTarget.classList.remove('price-cell--flash'),
  };
  if (!onClick) {
    // display only (e.g. inside a match link): not a button
    return (
      <span ref={(el) => void (ref.current = el)} {...common} aria-label={label}>
        {content}
      </span>
    );
  }
  return (
    <button
      ref={(el) => void (ref.current = el)}
      type="button"
      {...common}
      disabled={disabled || price === 0}
      aria-label={label}
      onClick={onClick}
    >
      {content}
    </button>
  );
});
