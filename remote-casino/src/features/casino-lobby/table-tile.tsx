import { memo } from 'react';
import { WinnerText } from '../../lib/winner-text';
import { Link } from 'react-router-dom';
import { STATUS_KEY } from '../../lib/casino-catalog';
import type { TableSummary } from './api/get-tables';
import { useTexts } from '../../i18n/texts';

/** A lobby tile: name, round, live status with the seconds left, last winner; links to the table. */
export const TableTile = memo(function TableTile({
  table,
  compact = false,
}: {
  table: TableSummary;
  compact?: boolean;
}) {
  const t = useTexts();
  return (
    <Link
      to={`/games/${table.path}`}
      className={`table-tile table-tile--${table.status}${compact ? ' table-tile--compact' : ''}`}
      data-testid={`table-${table.tableCode}`}
    >
      <strong className="table-tile__name" translate="no">
        {table.name}
      </strong>
      <span className="table-tile__status">
        {t(STATUS_KEY[table.status])}{' '}
        <span className="table-tile__clock">· {t('seconds', { seconds: table.secondsLeft })}</span>
      </span>
      {!compact && (
        <span className="table-tile__round">{t('lobby.round', { round: table.roundId })}</span>
      )}
      {!compact && table.lastWinner && (
        <span className="table-tile__winner">
          <WinnerText winner={table.lastWinner} />
        </span>
      )}
    </Link>
  );
});
