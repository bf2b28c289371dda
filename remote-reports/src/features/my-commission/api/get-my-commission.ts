import type { CommissionRow, ReportDatesRequest } from 'shared-api-types';
import type { DateFilter } from '../../report-common/report-dates';
import { postReport } from '../../report-common/api/post-report';

export type { CommissionRow };

export function commissionPayload(filters: DateFilter): Required<ReportDatesRequest> {
  return { FromDate: filters.from, ToDate: filters.to };
}

/** POST /User/GetMyCommision -> message.myCommisionDataLists. */
export function getMyCommission(
  filters: DateFilter,
  signal?: AbortSignal,
): Promise<CommissionRow[]> {
  return postReport<CommissionRow>(
    '/User/GetMyCommision',
    commissionPayload(filters),
    'message',
    'myCommisionDataLists',
    signal,
  );
}
