import type { ReportDatesRequest, StatementData, StatementRow } from 'shared-api-types';
import { callApi } from 'shared-auth';
import type { DateFilter } from '../../report-common/report-dates';

export type { StatementData, StatementRow };

export const STATEMENT_FAILED = 'Could not load the statement. Please try again.';

export function statementPayload(f: DateFilter) {
  return { FromDate: f.from, ToDate: f.to } satisfies ReportDatesRequest;
}

/** POST /User/GetStatement (designed) -> data {rows, openingBalance, closingBalance}. */
export function getStatement(f: DateFilter, signal?: AbortSignal): Promise<StatementData> {
  return callApi<StatementData>('/User/GetStatement', statementPayload(f), {
    fallback: STATEMENT_FAILED,
    signal,
    read: ({ data }) => {
      const d = data as StatementData | null;
      return d && Array.isArray(d.rows) ? d : undefined;
    },
  });
}
