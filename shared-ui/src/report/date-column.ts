import { currentLanguage } from 'shared-auth';
import { wallTimeText } from 'shared-maths/player-time';
import type { ReportColumn } from './report-columns';

/**
 * A date column: the CSV keeps the sortable "MM/DD/YYYY HH:mm:ss", the table names the month in
 * the player's language ("5 Jun 2027 12:00:00", "5 जून 2027 12:00:00").
 */
export function dateColumn<T>(header: string, pick: (row: T) => string): ReportColumn<T> {
  return { header, text: pick, cell: (r) => wallTimeText(pick(r), currentLanguage()) };
}
