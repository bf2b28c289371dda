import { useTexts } from '../../i18n/texts';

/** The "Ladder" switch on a market's head: shows or hides its trading ladder. */
export function LadderSwitch({
  type,
  on,
  onChange,
}: {
  type: 'odds' | 'toss';
  on: boolean;
  onChange: (type: 'odds' | 'toss', on: boolean) => void;
}) {
  const t = useTexts();
  return (
    <button
      type="button"
      className="ladder-switch"
      aria-pressed={on}
      onClick={() => onChange(type, !on)}
      data-testid={`ladder-switch-${type}`}
    >
      {t('ladder.switch')}
    </button>
  );
}
