import type { LedgerKind, StatementData } from 'shared-api-types';
import type { Queryable } from '../../db/types';
import { formatDateTime } from 'shared-maths/calendar-day';
import { formatCents } from 'shared-maths/money';
import { ledgerSubject } from './report-subject';
import { rangeParams, rangeSql, type DateRange } from './report-filters';

interface LedgerSource {
  created_at: Date;
  kind: LedgerKind;
  description: string;
  amount: number;
  balance_after: number;
  ref_id: string | null;
  team1: string | null;
  team2: string | null;
  market_name: string | null;
}

/** A commission entry's description: this before what it was charged on (settle.ts, settle-round.ts). */
const COMMISSION_PREFIX = /^Commission - /;

/** Every ledger entry of the range, oldest first, with the running balance (balance_after). */
export async function statementReport(
  db: Queryable,
  userId: number,
  range: DateRange,
): Promise<StatementData> {
  const [from, to] = rangeParams(range);
  const rows = await db.query<LedgerSource>(
    `SELECT l.created_at, l.kind, l.description, l.amount, l.balance_after, l.ref_id,
            s.team1, s.team2, k.name AS market_name
       FROM ledger l
       LEFT JOIN sports_markets k ON k.market_key = l.ref_id
       LEFT JOIN sports_matches s ON s.match_id = k.match_id
      WHERE l.user_id = $1 AND ${rangeSql('l.created_at', 2, 3)}
      ORDER BY l.created_at, l.id`,
    [userId, from, to],
  );
  const before = from
    ? await db.query<{ balance_after: number }>(
        `SELECT balance_after FROM ledger WHERE user_id = $1 AND created_at < $2::timestamptz
          ORDER BY created_at DESC, id DESC LIMIT 1`,
        [userId, from],
      )
    : [];
  const opening = before[0]?.balance_after ?? 0;
  const last = rows[rows.length - 1];
  return {
    rows: rows.map((r) => ({
      date: formatDateTime(new Date(r.created_at)),
      description: r.description,
      kind: r.kind,
      subject: r.kind === 'deposit' ? '' : r.description.replace(COMMISSION_PREFIX, ''),
      about: ledgerSubject(r.ref_id, {
        ...r,
        description: r.description.replace(COMMISSION_PREFIX, ''),
      }),
      credit: formatCents(r.amount > 0 ? r.amount : 0),
      debit: formatCents(r.amount < 0 ? -r.amount : 0),
      balance: formatCents(r.balance_after),
    })),
    openingBalance: formatCents(opening),
    closingBalance: formatCents(last ? last.balance_after : opening),
  };
}
