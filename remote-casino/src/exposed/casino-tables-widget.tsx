import { Link } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { TableGrid } from '../features/casino-lobby/games-lobby';
import { useTables } from '../features/casino-lobby/use-tables';
import '../features/casino-lobby/casino-lobby.css';

/** Compact live status of the ten tables with links, for the host home page. */
export default function CasinoTablesWidget() {
  const { tables, failed } = useTables();
  return (
    <section className="casino-widget" aria-label="casino tables">
      {tables ? (
        <TableGrid tables={tables} compact />
      ) : failed ? (
        <Link to="/games">Casino</Link>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
