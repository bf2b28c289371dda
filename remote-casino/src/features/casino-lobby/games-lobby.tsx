import { Spinner } from 'shared-ui';
import { CASINO_TABLES } from '../../lib/casino-catalog';
import type { TableSummary } from './api/get-tables';
import { TableTile } from './table-tile';
import { useTables } from './use-tables';
import './casino-lobby.css';
import { useTexts } from '../../i18n/texts';

export function TableGrid({
  tables,
  compact = false,
}: {
  tables: TableSummary[];
  compact?: boolean;
}) {
  return (
    <div className={`table-grid${compact ? ' table-grid--compact' : ''}`}>
      {tables.map((t) => (
        <TableTile key={t.tableCode} table={t} compact={compact} />
      ))}
    </div>
  );
}

/** /games: the ten live tables with their status, refreshed every 2 s. */
export function GamesLobby({ title, note }: { title?: string; note?: string }) {
  const t = useTexts();
  const { tables, failed } = useTables();
  return (
    <section className="ui-panel casino-lobby">
      <h2>{title ?? t('lobby.title')}</h2>
      {note && <p className="casino-lobby__note">{note}</p>}
      {tables ? <TableGrid tables={tables} /> : failed ? <FallbackLinks /> : <Spinner />}
    </section>
  );
}

/** When the API is down the tables are still listed as plain links. */
function FallbackLinks() {
  const t = useTexts();
  const offline: TableSummary[] = CASINO_TABLES.map((t) => ({
    tableCode: t.code,
    path: t.path,
    name: t.name,
    roundId: '-',
    status: 'closed',
    secondsLeft: 0,
    lastWinner: null,
  }));
  return (
    <>
      <p role="alert">{t('lobby.offline')}</p>
      <TableGrid tables={offline} />
    </>
  );
}
