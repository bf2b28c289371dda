import { useId } from 'react';
import { parseDay } from 'shared-maths/calendar-day';

/** Empty, or a real day as MM/DD/YYYY that the API accepts (years 2000-2100). */
export function isReportDate(value: string): boolean {
  return value === '' || parseDay(value) !== null;
}

interface DateRangeProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** From and To date inputs with the placeholder mm/dd/yyyy (docs/reports.md). */
export function DateRange({ from, to, onChange }: DateRangeProps) {
  const id = useId();
  const field = (label: string, value: string, set: (v: string) => void) => (
    <label className="report-field" htmlFor={`${id}-${label}`}>
      <span>{label}</span>
      <input
        id={`${id}-${label}`}
        type="text"
        inputMode="numeric"
        placeholder="mm/dd/yyyy"
        maxLength={10}
        value={value}
        aria-invalid={!isReportDate(value)}
        onChange={(e) => set(e.target.value.trim())}
      />
    </label>
  );
  return (
    <>
      {field('From', from, (v) => onChange({ from: v, to }))}
      {field('To', to, (v) => onChange({ from, to: v }))}
    </>
  );
}
