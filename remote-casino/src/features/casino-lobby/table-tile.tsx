import { memo } from 'react';
import { Link } from 'react-router-dom';
import { STATUS_LABEL } from '../../lib/casino-catalog';
import type { TableSummary } from './api/get-tables';

/** A lobby tile: name, round, live status with the seconds left, last winner; links to the table. */
export const TableTile = memo(function TableTile({
  table,
  compact = false,
}: {
  table: TableSummary;
  compact?: boolean;
}) {
  return (
    <Link
      to={`/games/${table.path}`}
      className={`table-tile table-tile--${table.status}${compact ? ' table-tile--compact' : ''}`}
      data-testid={`table-${table.tableCode}`}
    >
      <strong className="table-tile__name">{table.name}</strong>
      <span className="table-tile__status">
        {STATUS_LABEL[table.status]} · {table.secondsLeft}s
      </span>
      {!compact && <span className="table-tile__round">Round {table.roundId}</span>}
      {!compact && table.lastWinner && (
        <span className="table-tile__winner">Winner: {table.lastWinner}</span>
      )}
    </Link>
  );
});
