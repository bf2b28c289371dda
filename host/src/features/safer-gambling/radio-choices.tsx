import type { ReactNode } from 'react';

/** One choice of a few, as the safer-gambling forms ask it: a fieldset of radios with a legend. */
export function RadioChoices<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  label,
  disabled,
}: {
  name: string;
  legend: ReactNode;
  options: readonly T[];
  value: T;
  onChange: (choice: T) => void;
  label: (choice: T) => string;
  disabled: boolean;
}) {
  return (
    <fieldset className="safer-choices" disabled={disabled}>
      {legend}
      {options.map((p) => (
        <label key={p}>
          <input type="radio" name={name} checked={value === p} onChange={() => onChange(p)} />
          {label(p)}
        </label>
      ))}
    </fieldset>
  );
}
