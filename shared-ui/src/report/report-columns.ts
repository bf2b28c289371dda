import type { ReactNode } from 'react';

/** One report column: its header, its cell and its plain text (CSV). `index` is the row's overall index. */
export interface ReportColumn<T> {
  header: string;
  text: (row: T, index: number) => string;
  /** Defaults to text(row, index). */
  cell?: (row: T, index: number) => ReactNode;
  numeric?: boolean;
}

/** The CSV header and rows of every row (all pages) with the visible columns. */
export function columnsToTable<T>(
  columns: readonly ReportColumn<T>[],
  rows: readonly T[],
): { header: string[]; body: string[][] } {
  return {
    header: columns.map((c) => c.header),
    body: rows.map((row, index) => columns.map((c) => c.text(row, index))),
  };
}
