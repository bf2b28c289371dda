import { labelIn, useTexts, type ReportsKey } from '../../i18n/texts';
import type { FormEvent, ReactNode } from 'react';
import { DateRange } from 'shared-ui/report';
import type { BetStatus } from './bet-row';
import type { DateFilter } from './report-dates';

interface ReportFiltersProps {
  dates: DateFilter;
  onDates: (dates: DateFilter) => void;
  /** Sends the filters (the form's submit, default prevented). */
  onSubmit: () => unknown;
  /** The button's text, as the spec names it per report ("Search", "Filter"). */
  submitLabel: ReportsKey;
  /** The report's own fields, between the dates and the button. */
  children?: ReactNode;
}

/** The filter form of every report: From and To dates, the report's fields, the submit button. */
export function ReportFilters({
  dates,
  onDates,
  onSubmit,
  submitLabel,
  children,
}: ReportFiltersProps) {
  const t = useTexts();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onSubmit();
  };
  return (
    <form className="report-filters" onSubmit={submit}>
      <DateRange from={dates.from} to={dates.to} onChange={onDates} />
      {children}
      <button type="submit">{t(submitLabel)}</button>
    </form>
  );
}

/** The kind of label an option's text is looked up as. */
const OPTION = 'option';

export interface SelectOption<V extends string> {
  label: string;
  value: V;
}

interface FilterSelectProps<V extends string> {
  /** The visible label and the select's accessible name. */
  label: ReportsKey;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  wide?: boolean;
}

export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  wide = false,
}: FilterSelectProps<V>) {
  const t = useTexts();
  return (
    <label className={wide ? 'report-field report-field--wide' : 'report-field'}>
      <span>{t(label)}</span>
      <select aria-label={t(label)} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {labelIn(t, OPTION, o.label)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The bet reports' status select: 0 Open, 1 settled. The reports name status 1 differently
 * (live game bets "settle", bet history "settled": docs/reports.md), so each passes its own label.
 */
export function StatusSelect({
  value,
  onChange,
  settledLabel,
}: {
  value: BetStatus;
  onChange: (status: BetStatus) => void;
  settledLabel: ReportsKey;
}) {
  const t = useTexts();
  const options: SelectOption<BetStatus>[] = [
    { label: t('status.open'), value: '0' },
    { label: t(settledLabel), value: '1' },
  ];
  return <FilterSelect label="filter.status" value={value} options={options} onChange={onChange} />;
}
