import type { BetHistoryRow as BetRow } from 'shared-api-types';
import { dateColumn, moneyColumn, type ReportColumn } from 'shared-ui/report';

/** A row of myUserBetHistoryDataLists; live bets add `stack` (docs/reports.md, Calls). */
export type { BetRow };

/** Status select values (docs/reports.md): 0 open, 1 settled. */
export type BetStatus = '0' | '1';

const money = moneyColumn<BetRow>;

/** The bet columns shared by both bet reports, in the spec's order. */
export const BET_COLUMNS = {
  client: { header: 'Client', text: (r: BetRow) => r.client },
  description: { header: 'Description', text: (r: BetRow) => r.description },
  selection: { header: 'Selection', text: (r: BetRow) => r.selection },
  type: { header: 'Type', text: (r: BetRow) => r.type },
  odds: { header: 'Odds', text: (r: BetRow) => r.odds, numeric: true },
  date: dateColumn<BetRow>('Date', (r) => r.dateCreation),
  pl: money('P_L', (r) => r.pl),
  liability: money('Liability', (r) => r.liability),
  betType: { header: 'Bet type', text: (r: BetRow) => r.betType },
  status: { header: 'Status', text: (r: BetRow) => r.status },
} satisfies Record<string, ReportColumn<BetRow>>;

/**
 * A bet report's columns in the spec's order: client to odds, then `stake` where the report
 * shows one (live bets' Stack), then date to status.
 */
export function betColumns<R extends BetRow>(stake?: ReportColumn<R>): ReportColumn<R>[] {
  const c = BET_COLUMNS;
  return [
    ...[c.client, c.description, c.selection, c.type, c.odds],
    ...(stake ? [stake] : []),
    ...[c.date, c.pl, c.liability, c.betType, c.status],
  ];
}

/** The text a free-text search looks at. */
export function betSearchText(r: BetRow): string[] {
  return [
    r.client,
    r.description,
    r.selection,
    r.type,
    r.odds,
    r.dateCreation,
    r.betType,
    r.status,
  ];
}
