import type { ReactNode } from 'react';
import { ColumnHeads } from 'shared-ui/column-heads';
import { Spinner } from 'shared-ui';
import { TableScroll } from 'shared-ui/report';
import { EmptyRow } from './summary-box';
import { columnIn, useTexts } from '../../i18n/texts';

interface LedgerIndexTableProps<T> {
  label: string;
  /** Spec labels, shown in the player's language. */
  headers: readonly string[];
  loading: boolean;
  rows: readonly T[] | undefined;
  empty: string;
  rowKey: (row: T) => string;
  /** The row's <td> cells. */
  cells: (row: T) => ReactNode;
}

/** A table of ledger lines that each open a page: a spinner while loading, the empty row when none. */
export function LedgerIndexTable<T>({
  label,
  headers,
  loading,
  rows,
  empty,
  rowKey,
  cells,
}: LedgerIndexTableProps<T>) {
  const t = useTexts();
  if (loading) return <Spinner />;
  return (
    <TableScroll label={label}>
      <table className="ui-table" aria-label={label}>
        <ColumnHeads labels={headers.map((h) => columnIn(t, h))} />
        <tbody>
          {!rows || rows.length === 0 ? (
            <EmptyRow text={empty} />
          ) : (
            rows.map((row) => <tr key={rowKey(row)}>{cells(row)}</tr>)
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
