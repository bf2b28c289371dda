import type { DateFilter } from '../../report-common/report-dates';
import { listAt, postReport } from '../../report-common/api/post-report';

/** A row of message.myCommisionDataLists (SPEC.md section 3). */
export interface CommissionRow {
  date: string;
  mComm: string;
  sComm: string;
  cComm: string;
  tComm: string;
  name: string;
}

export function commissionPayload(filters: DateFilter): { FromDate: string; ToDate: string } {
  return { FromDate: filters.from, ToDate: filters.to };
}

/** POST /User/GetMyCommision -> message.myCommisionDataLists. */
export function getMyCommission(filters: DateFilter): Promise<CommissionRow[]> {
  return postReport<CommissionRow>('/User/GetMyCommision', commissionPayload(filters), (r) =>
    listAt(r, 'message', 'myCommisionDataLists'),
  );
}
