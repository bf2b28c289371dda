import { useTexts } from '../i18n/texts';
import type { ReactNode } from 'react';
import { Spinner } from '../spinner';
import { Pager } from './pager';
import { clampPage, REPORT_PAGE_SIZE } from './paging';
import type { ReportColumn } from './report-columns';
import { TableScroll } from './table-scroll';
import './report.css';

interface ReportTableProps<T> {
  caption: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  /** Zero-based page index. */
  page: number;
  onPage: (page: number) => void;
  loading?: boolean;
  emptyMessage?: string;
  /** Cells of a final Totals row (one per column). */
  totals?: readonly ReactNode[];
  rowKey?: (row: T, index: number) => string;
}

/** A paged report table (10 rows a page) with loading and empty states and an optional Totals row. */
export function ReportTable<T>({
  caption,
  columns,
  rows,
  page,
  onPage,
  loading = false,
  emptyMessage,
  totals,
  rowKey,
}: ReportTableProps<T>) {
  const t = useTexts();
  if (loading) return <Spinner />;
  const current = clampPage(page, rows.length);
  const start = current * REPORT_PAGE_SIZE;
  const shown = rows.slice(start, start + REPORT_PAGE_SIZE);
  return (
    <div className="report-table">
      <TableScroll label={caption}>
        <table className="ui-table ui-table--cards">
          <caption className="report-table__caption">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.numeric ? 'report-num' : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="report-table__empty">
                  {emptyMessage ?? t('report.empty')}
                </td>
              </tr>
            ) : (
              shown.map((row, i) => {
                const index = start + i;
                return (
                  <tr key={rowKey ? rowKey(row, index) : index}>
                    {columns.map((c) => (
                      <td
                        key={c.header}
                        className={c.numeric ? 'report-num' : undefined}
                        data-label={c.header}
                      >
                        {c.cell ? c.cell(row, index) : c.text(row, index)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
          {totals && rows.length > 0 && (
            <tfoot>
              <tr className="report-table__totals">
                {totals.map((cell, i) => (
                  <td
                    key={i}
                    className={columns[i]?.numeric ? 'report-num' : undefined}
                    data-label={columns[i]?.header}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </TableScroll>
      {rows.length > 0 && <Pager page={current} total={rows.length} onPage={onPage} />}
    </div>
  );
}
