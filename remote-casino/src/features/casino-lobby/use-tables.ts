import { useQuery } from '@tanstack/react-query';
import { tablesQuery, type TableSummary } from './api/get-tables';

/** The lobby's live table list (one poll shared by the lobby and the home widget); null until the first reply. */
export function useTables(): { tables: TableSummary[] | null; failed: boolean } {
  const { data, isError } = useQuery(tablesQuery);
  return { tables: data ?? null, failed: isError };
}
