import { TableScroll } from 'shared-ui/report';
import { ColumnHeads } from 'shared-ui/column-heads';
import { amountClass, EmptyRow } from './summary-box';
import { columnIn, useTexts } from '../../i18n/texts';

const PL = 'P&L';

/** A column: its header (a spec label, shown in the player's language) and a row's cell. */
export type LedgerColumn<T> = readonly [header: string, cell: (row: T) => string];

interface LedgerTableProps<T extends { pl: string }> {
  title: string;
  /** The table's name; the title when not given. */
  label?: string;
  /** Every column but the last, which is always the row's P&L. */
  columns: readonly LedgerColumn<T>[];
  rows: readonly T[];
}

/** A ledger detail table: titled, P&L last in red or blue, the 8-column empty message. */
export function LedgerTable<T extends { pl: string }>({
  title,
  label = title,
  columns,
  rows,
}: LedgerTableProps<T>) {
  const t = useTexts();
  return (
    <TableScroll label={title}>
      <h3>{title}</h3>
      <table className="ui-table" aria-label={label}>
        <ColumnHeads labels={[...columns.map(([h]) => h), PL].map((h) => columnIn(t, h))} />
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow />
          ) : (
            rows.map((row, i) => (
              <tr key={i}>
                {columns.map(([h, cell]) => (
                  <td key={h}>{cell(row)}</td>
                ))}
                <td className={amountClass(row.pl)}>{row.pl}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
