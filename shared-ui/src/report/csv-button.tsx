import { useTexts } from '../i18n/texts';
import { columnsToTable, type ReportColumn } from './report-columns';
import { downloadCsv, toCsv } from './csv';

interface CsvButtonProps<T> {
  filename: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  /** Text cells of a final totals line. */
  totals?: readonly string[];
}

/** Downloads every row of the current filter (all pages) with the visible columns. */
export function CsvButton<T>({ filename, columns, rows, totals }: CsvButtonProps<T>) {
  const t = useTexts();
  const download = () => {
    const { header, body } = columnsToTable(columns, rows);
    downloadCsv(filename, toCsv(header, totals ? [...body, [...totals]] : body));
  };
  return (
    <button
      type="button"
      className="secondary report-csv"
      onClick={download}
      disabled={rows.length === 0}
    >
      {t('report.csv')}
    </button>
  );
}
