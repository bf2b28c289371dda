import { useTexts } from '../i18n/texts';
import { useId } from 'react';
import { parseDay } from 'shared-maths/calendar-day';

/** Empty, or a real day as MM/DD/YYYY that the API accepts (years 2000-2100). */
export function isReportDate(value: string): boolean {
  return value === '' || parseDay(value) !== null;
}

/** The two inputs' id suffixes. */
const FROM = 'from';
const TO = 'to';

interface DateRangeProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** From and To date inputs with the placeholder mm/dd/yyyy (docs/reports.md). */
export function DateRange({ from, to, onChange }: DateRangeProps) {
  const id = useId();
  const t = useTexts();
  const field = (name: string, label: string, value: string, set: (v: string) => void) => (
    <label className="report-field" htmlFor={`${id}-${name}`}>
      <span>{label}</span>
      <input
        id={`${id}-${name}`}
        type="text"
        inputMode="numeric"
        placeholder={t('report.datePlaceholder')}
        maxLength={10}
        value={value}
        aria-invalid={!isReportDate(value)}
        onChange={(e) => set(e.target.value.trim())}
      />
    </label>
  );
  return (
    <>
      {field(FROM, t('report.from'), from, (v) => onChange({ from: v, to }))}
      {field(TO, t('report.to'), to, (v) => onChange({ from, to: v }))}
    </>
  );
}
