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

/**
 * The flash on a price change: the accent layer under the text (::after, price-cell.css) fades
 * out. An opacity animation runs on the compositor; a background-colour one repainted the page
 * every frame while any cell flashed.
 */
const FLASH: Keyframe[] = [{ opacity: 1, offset: 0 }];
const FLASH_TIMING: KeyframeAnimationOptions = {
  duration: 600,
  easing: 'ease-out',
  pseudoElement: '::after',
};

const fmtSize = (n: number): string =>
  n >= 100_000
    ? `${(n / 1000).toFixed(0)}k`
    : n >= 10_000
      ? `${(n / 1000).toFixed(1)}k`
      : String(n);

/**
 * One back (blue) or lay (pink) price. Flashes when the price changes with an animation on the DOM
 * node (no extra React render). Memoised: it renders only when its own value changes.
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
  const flash = useRef<Animation | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || previous.current === price) return;
    previous.current = price;
    // One Web Animation per cell, rewound on each change: unlike a CSS class it needs no forced
    // layout to restart and sends React's root listener no animationstart / animationend events
    // (two per changed cell, every tick); reusing it saves creating one per change.
    const running = flash.current;
    if (running) {
      running.currentTime = 0;
      running.play();
    } else {
      flash.current = el.animate?.(FLASH, FLASH_TIMING) ?? null;
    }
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
