import { TableScroll } from 'shared-ui/report';
import { amountClass, EmptyRow } from './summary-box';
import { columnIn, useTexts } from '../../i18n/texts';

const PL = 'P&L';

interface LedgerTableProps<T> {
  title: string;
  label: string;
  /** Every header but the last (spec labels, shown in the player's language), which is always P&L. */
  headers: readonly string[];
  rows: readonly T[];
  /** The row's cells in header order, without the P&L. */
  cells: (row: T) => readonly string[];
  pl: (row: T) => string;
}

/** A ledger detail table: titled, P&L last in red or blue, the 8-column empty message. */
export function LedgerTable<T>({ title, label, headers, rows, cells, pl }: LedgerTableProps<T>) {
  const t = useTexts();
  return (
    <TableScroll label={title}>
      <h3>{title}</h3>
      <table className="ui-table" aria-label={label}>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h}>{columnIn(t, h)}</th>
            ))}
            <th>{columnIn(t, PL)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow />
          ) : (
            rows.map((row, i) => (
              <tr key={i}>
                {cells(row).map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
                <td className={amountClass(pl(row))}>{pl(row)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
