import { apiClient, type ApiReply } from 'shared-auth';
import type { RoundStatus } from '../../../lib/casino-catalog';

/** A table in POST /Casino/GetTables. */
export interface TableSummary {
  tableCode: string;
  path: string;
  name: string;
  roundId: string;
  status: RoundStatus;
  secondsLeft: number;
  lastWinner: string | null;
}

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
