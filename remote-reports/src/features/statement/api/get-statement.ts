import { ReportError } from '../../report-common/api/post-report';
import { isAxiosError } from 'axios';
import type { ApiReply, ReportDatesRequest, StatementData, StatementRow } from 'shared-api-types';
import { apiClient } from 'shared-auth';
import type { DateFilter } from '../../report-common/report-dates';

export type { StatementRow };

export function statementPayload(f: DateFilter) {
  return { FromDate: f.from, ToDate: f.to } satisfies ReportDatesRequest;
}

/** POST /User/GetStatement (designed) -> data {rows, openingBalance, closingBalance}. */
export async function getStatement(f: DateFilter): Promise<StatementData> {
  let reply: ApiReply<StatementData | null>;
  try {
    reply = (
      await apiClient.post<ApiReply<StatementData | null>>(
        '/User/GetStatement',
        statementPayload(f),
        { silent: true },
      )
    ).data;
  } catch (error) {
    const message = isAxiosError<{ message?: string }>(error)
      ? error.response?.data?.message
      : undefined;
    throw new ReportError(message || 'Could not load the statement. Please try again.');
  }
  if (reply.status !== 0 || !reply.data || !Array.isArray(reply.data.rows)) {
    throw new ReportError(
      typeof reply.message === 'string' && reply.message
        ? reply.message
        : 'The statement is not available.',
    );
  }
  return reply.data;
}
