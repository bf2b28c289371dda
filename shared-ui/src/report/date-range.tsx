import { useId } from 'react';

/** MM/DD/YYYY with a real month and day, or empty. */
export function isReportDate(value: string): boolean {
  if (value === '') return true;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

interface DateRangeProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** From and To date inputs with the placeholder mm/dd/yyyy (SPEC.md section 5). */
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
