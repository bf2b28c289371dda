import { useEffect, useState, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';
import { formatPrice, isValidTick, nextTick, previousTick } from 'shared-maths';
import { useTexts } from '../i18n/texts';
import { readPrice } from '../lib/odds/price-input';

export interface OddsStepperProps {
  /** The caller's class: the slip and the order editor size their steppers differently. */
  className: string;
  price: number;
  setPrice: Dispatch<SetStateAction<number>>;
  /** What the typed price came to: a fault (`fault`: the price was not taken), a snap, or null. */
  onNote: (note: string | null, fault?: boolean) => void;
  label: string;
  lowerLabel: string;
  higherLabel: string;
  testId: string;
}

/**
 * "− price +": one tick down or up the Betfair ladder (an off-ladder price only goes down), or
 * odds typed in the box, set to the nearest ladder price when the box is left or Enter pressed.
 */
export function OddsStepper(props: OddsStepperProps) {
  const { className, price, setPrice, onNote, label, lowerLabel, higherLabel, testId } = props;
  const t = useTexts();
  const text = formatPrice('odds', price);
  const [draft, setDraft] = useState(text);
  useEffect(() => setDraft(text), [text]);
  const commit = (): void => {
    if (draft === text) return;
    const read = readPrice(draft);
    if (!read.ok) return onNote(t(`price.${read.fault}`), true);
    setPrice(read.price);
    setDraft(formatPrice('odds', read.price));
    onNote(read.snapped ? t('price.snapped', { price: formatPrice('odds', read.price) }) : null);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    commit();
  };
  const step = (to: (p: number) => number) => (): void => {
    onNote(null);
    setPrice(to);
  };
  return (
    <span className={className}>
      <button type="button" aria-label={lowerLabel} onClick={step((p) => previousTick(p))}>
        −
      </button>
      <input
        inputMode="decimal"
        aria-label={label}
        data-testid={testId}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={onKey}
      />
      <button
        type="button"
        aria-label={higherLabel}
        onClick={step((p) => (isValidTick(p) ? nextTick(p) : p))}
      >
        +
      </button>
    </span>
  );
}
