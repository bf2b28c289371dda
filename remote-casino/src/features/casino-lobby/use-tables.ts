import { useEffect, useState } from 'react';
import { getTables, type TableSummary } from './api/get-tables';

export const LOBBY_POLL_MS = 2000;

/** The lobby's live table list, refreshed every 2 s; null until the first reply. */
export function useTables(): { tables: TableSummary[] | null; failed: boolean } {
  const [tables, setTables] = useState<TableSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    const load = () =>
      getTables()
        .then((t) => {
          if (!alive) return;
          setTables(t);
          setFailed(false);
        })
        .catch(() => alive && setFailed(true));
    void load();
    const timer = setInterval(() => void load(), LOBBY_POLL_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return { tables, failed };
}
