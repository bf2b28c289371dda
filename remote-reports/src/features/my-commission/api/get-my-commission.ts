import type { CommissionRequest, CommissionRow } from 'shared-api-types';
import { playerZone } from 'shared-maths/player-time';
import type { DateFilter } from '../../report-common/report-dates';
import { postReport } from '../../report-common/api/post-report';

export type { CommissionRow };

/** The dates, and the player's zone: the API counts the player's days (docs/reports.md, Days). */
export function commissionPayload(
  filters: DateFilter,
  zone = playerZone(),
): Required<CommissionRequest> {
  return { FromDate: filters.from, ToDate: filters.to, TimeZone: zone };
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
