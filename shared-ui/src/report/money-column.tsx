import { Amount } from './amount';
import type { ReportColumn } from './report-columns';

/** A numeric Coin column: the plain amount in the CSV, an <Amount> in the table. */
export function moneyColumn<T>(header: string, pick: (row: T) => string): ReportColumn<T> {
  return { header, text: pick, cell: (r) => <Amount value={pick(r)} />, numeric: true };
}
