import { Link } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { TableGrid } from '../features/casino-lobby/games-lobby';
import { useTables } from '../features/casino-lobby/use-tables';
import '../features/casino-lobby/casino-lobby.css';
import { useTexts } from '../i18n/texts';

/** Compact live status of the ten tables with links, for the host home page. */
export default function CasinoTablesWidget() {
  const t = useTexts();
  const { tables, failed } = useTables();
  return (
    <section className="casino-widget" aria-label={t('lobby.tables')}>
      {tables ? (
        <TableGrid tables={tables} compact />
      ) : failed ? (
        <Link to="/games">{t('lobby.casino')}</Link>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
