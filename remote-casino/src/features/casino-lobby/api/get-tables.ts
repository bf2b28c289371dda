import type { TableSummary } from 'shared-api-types';
import { callApi } from 'shared-auth';

export type { TableSummary };

export const LOBBY_POLL_MS = 2000;

/** POST /Casino/GetTables {} -> the ten tables with their live round, polled every 2 s, quietly. */
export const tablesQuery = {
  queryKey: ['casino', 'tables'],
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    callApi<TableSummary[]>('/Casino/GetTables', {}, { silent: true, signal }),
  refetchInterval: LOBBY_POLL_MS,
};
