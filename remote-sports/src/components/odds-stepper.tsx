import type { Dispatch, SetStateAction } from 'react';
import { isValidTick, nextTick, previousTick } from 'shared-maths';

export interface OddsStepperProps {
  /** The caller's class: the slip and the order editor size their steppers differently. */
  className: string;
  setPrice: Dispatch<SetStateAction<number>>;
  /** The price as shown, also the output's name is `label`. */
  text: string;
  label: string;
  lowerLabel: string;
  higherLabel: string;
  testId: string;
}

/** "− price +": one tick down or up the Betfair ladder (an off-ladder price only goes down). */
export function OddsStepper(props: OddsStepperProps) {
  const { className, setPrice, text, label, lowerLabel, higherLabel, testId } = props;
  return (
    <span className={className}>
      <button
        type="button"
        aria-label={lowerLabel}
        onClick={() => setPrice((p) => previousTick(p))}
      >
        −
      </button>
      <output aria-label={label} data-testid={testId}>
        {text}
      </output>
      <button
        type="button"
        aria-label={higherLabel}
        onClick={() => setPrice((p) => (isValidTick(p) ? nextTick(p) : p))}
      >
        +
      </button>
    </span>
  );
}
