import type { ReportDatesRequest, StatementData, StatementRow } from 'shared-api-types';
import { callApi } from 'shared-auth';
import { t } from '../../../i18n/texts';
import { playerPlace, utcDaysAround, type DateFilter } from '../../report-common/report-dates';

export type { StatementData, StatementRow };

export function statementPayload(f: DateFilter) {
  return { FromDate: f.from, ToDate: f.to } satisfies ReportDatesRequest;
}

/** POST /User/GetStatement (designed) -> data {rows, openingBalance, closingBalance}, in the player's days. */
export async function getStatement(f: DateFilter, signal?: AbortSignal): Promise<StatementData> {
  return inPlayerStatement(await getUtcStatement(utcDaysAround(f), signal), f);
}

/**
 * The statement of the player's days out of the wider UTC one (rows oldest first): the rows of
 * those days, the opening balance after the last row before them, the closing after the last kept.
 */
export function inPlayerStatement(utc: StatementData, f: DateFilter, zone?: string): StatementData {
  let openingBalance = utc.openingBalance;
  const rows: StatementRow[] = [];
  for (const row of utc.rows) {
    const { text, place } = playerPlace(row.date, f, zone);
    if (place === 'before') openingBalance = row.balance;
    else if (place === 'in') rows.push({ ...row, date: text });
  }
  return { rows, openingBalance, closingBalance: rows.at(-1)?.balance ?? openingBalance };
}

function getUtcStatement(f: DateFilter, signal?: AbortSignal): Promise<StatementData> {
  return callApi<StatementData>('/User/GetStatement', statementPayload(f), {
    fallback: t('error.statement'),
    signal,
    read: ({ data }) => {
      const d = data as StatementData | null;
      return d && Array.isArray(d.rows) ? d : undefined;
    },
  });
}
