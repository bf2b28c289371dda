import type { BetHistoryRow as BetRow } from 'shared-api-types';
import { dateColumn, moneyColumn, type ReportColumn } from 'shared-ui/report';
import { marketTypeText, nameColumn, subjectColumn, wordColumn } from './report-subject';

/** A row of myUserBetHistoryDataLists; live bets add `stack` (docs/reports.md, Calls). */
export type { BetRow };

/** Status select values (docs/reports.md): 0 open, 1 settled. */
export type BetStatus = '0' | '1';

const money = moneyColumn<BetRow>;

/** The bet columns shared by both bet reports, in the spec's order. */
export const BET_COLUMNS = {
  client: nameColumn<BetRow>('Client', (r) => r.client),
  description: subjectColumn<BetRow>('Description'),
  selection: nameColumn<BetRow>('Selection', (r) => r.selection),
  type: wordColumn<BetRow>('Type', (r) => r.type),
  odds: { header: 'Odds', text: (r: BetRow) => r.odds, numeric: true },
  date: dateColumn<BetRow>('Date', (r) => r.dateCreation),
  pl: money('P_L', (r) => r.pl),
  liability: money('Liability', (r) => r.liability),
  // a sports market's type in the player's words; a casino market's name as the table names it
  betType: {
    header: 'Bet type',
    text: (r: BetRow) => marketTypeText(r.about, r.betType),
    cell: (r: BetRow) =>
      r.about?.kind === 'sports' ? (
        marketTypeText(r.about, r.betType)
      ) : (
        <bdi translate="no">{r.betType}</bdi>
      ),
  },
  status: wordColumn<BetRow>('Status', (r) => r.status),
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

/** The text a free-text search looks at: what the player reads, and the server's words. */
export function betSearchText(r: BetRow): string[] {
  const c = BET_COLUMNS;
  const read = [c.description, c.type, c.betType, c.status].map((col) => col.text(r, 0));
  return [
    r.client,
    r.description,
    r.selection,
    r.type,
    r.odds,
    r.dateCreation,
    r.betType,
    r.status,
    ...read,
  ];
}
