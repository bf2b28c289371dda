import type { ApiReply, TableSummary } from 'shared-api-types';
import { apiClient } from 'shared-auth';

export type { TableSummary };

/** POST /Casino/GetTables {} -> the ten tables with their live round (quiet: polled). */
export async function getTables(): Promise<TableSummary[]> {
  const res = await apiClient.post<ApiReply<TableSummary[]>>(
    '/Casino/GetTables',
    {},
    { silent: true },
  );
  if (res.data.status !== 0) throw new Error(res.data.message);
  return res.data.data;
}
