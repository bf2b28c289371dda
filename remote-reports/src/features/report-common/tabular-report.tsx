import { labelIn, useTexts, type ReportsKey } from '../../i18n/texts';
import { useState, type ReactNode } from 'react';
import { CsvButton, ReportTable, type ReportColumn } from 'shared-ui/report';
import { zoneName } from 'shared-maths/player-time';
import { ReportPage } from './report-page';

/**
 * A report's name ("bet-history"): its texts are "title.<name>" and "caption.<name>", its CSV file
 * is "<name>.csv" unless the report names it.
 */
export type ReportName = {
  [K in ReportsKey]: K extends `title.${infer N}` ? N : never;
}[ReportsKey];

export interface TabularReportProps<T> {
  name: ReportName;
  csvFilename?: string;
  columns: readonly ReportColumn<T>[];
  /** Every row of the current filter: the CSV takes all, the table pages them. */
  rows: readonly T[];
  /** The page shown, where the report's store holds it; else the table keeps its own. */
  page?: number;
  onPage?: (page: number) => void;
  loading?: boolean;
  /** Text cells of a final Totals line in the CSV. */
  csvTotals?: readonly string[];
  /** Cells of a final Totals row in the table. */
  totals?: readonly ReactNode[];
  /** Filters and anything else between the title and the table. */
  children?: ReactNode;
  /** Which days and times the rows are in, said above the table (docs/reports.md, Days). */
  times?: 'player' | 'utc';
}

/** A report page whose CSV button and paged table show the same columns and rows. */
export function TabularReport<T>({
  name,
  csvFilename,
  columns,
  rows,
  page,
  onPage,
  loading,
  csvTotals,
  totals,
  children,
  times,
}: TabularReportProps<T>) {
  const t = useTexts();
  const [ownPage, setOwnPage] = useState(0);
  // not memoised on `t`: it keeps its identity when a language's texts arrive after the switch
  // (a remote loaded later), and the headers must follow them (the pseudo-locale walk saw it)
  const shown = columns.map((c) => ({ ...c, header: labelIn(t, 'column', c.header) }));
  return (
    <ReportPage
      title={`title.${name}`}
      actions={
        <CsvButton
          filename={csvFilename ?? `${name}.csv`}
          columns={shown}
          rows={rows}
          totals={csvTotals}
        />
      }
    >
      {children}
      {times && (
        <p className="report-times">
          {times === 'utc' ? t('times.utc') : t('times.zone', { zone: zoneName(new Date()) })}
        </p>
      )}
      <ReportTable
        caption={t(`caption.${name}`)}
        columns={shown}
        rows={rows}
        page={page ?? ownPage}
        onPage={onPage ?? setOwnPage}
        loading={loading}
        totals={totals}
      />
    </ReportPage>
  );
}
