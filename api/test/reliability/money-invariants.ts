import type { MarketKind, Side } from 'shared-maths';
import type { Db, Queryable } from '../../src/db/types';
import { marketKey } from '../../src/modules/sports/market-key';
import { casinoWorstCases, sportsWorstCases, sum } from './worst-case';

interface SportsRow {
  id: number;
  user_id: number;
  match_id: string;
  market_type: MarketKind;
  market_id: string;
  selection_id: string;
  side: Side;
  price: number;
  line: number | null;
  stake: number;
  status: 'open' | 'settled' | 'void';
  pl: number | null;
  commission: number;
}

interface CasinoRow {
  id: number;
  user_id: number;
  table_code: string;
  round_id: string;
  stake: number;
  status: 'open' | 'settled' | 'void';
  pl: number | null;
  commission: number;
  round_status: string | null;
}

const sportsKey = (b: Pick<SportsRow, 'match_id' | 'market_type' | 'market_id'>) =>
  marketKey(b.match_id, b.market_type, b.market_id);
const casinoKey = (b: CasinoRow) => `casino:${b.table_code}:${b.round_id}`;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

/**
 * Every money rule that must hold in the database at any instant, for these players; returns
 * the broken ones as sentences (empty = all hold):
 * - balance = the sum of the player's ledger;
 * - the exposures table holds exactly the worst case of the open bets and waiting orders, per
 *   market (shared-maths);
 * - a market or round is wholly open or wholly settled for a player, and a settled one has one
 *   settlement ledger row equal to its bets' pl and commission rows equal to their commission.
 */
export function moneyProblems(
  db: Db,
  userIds: readonly number[],
  runnersOf: (marketKey: string) => readonly string[],
): Promise<string[]> {
  // one instant: the API may settle a market between two of the reads
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return moneyProblemsIn(tx, userIds, runnersOf);
  });
}

/** moneyProblems read in a transaction of the caller's (one instant when it is REPEATABLE READ). */
export async function moneyProblemsIn(
  db: Queryable,
  userIds: readonly number[],
  runnersOf: (marketKey: string) => readonly string[],
): Promise<string[]> {
  const problems: string[] = [];
  const ids = [...userIds];
  const users = await db.query<{ id: number; balance: number; ledger: number }>(
    `SELECT u.id, u.balance, COALESCE((SELECT SUM(amount) FROM ledger l WHERE l.user_id = u.id), 0)::bigint AS ledger
       FROM users u WHERE u.id = ANY($1::int[])`,
    [ids],
  );
  for (const u of users)
    if (u.balance !== u.ledger)
      problems.push(`user ${u.id}: balance ${u.balance} but the ledger sums to ${u.ledger}`);

  const sports = await db.query<SportsRow>(
    `SELECT id, user_id, match_id, market_type, market_id, selection_id, side, price, line, stake, status, pl, commission
       FROM sports_bets WHERE user_id = ANY($1::int[])`,
    [ids],
  );
  const casino = await db.query<CasinoRow>(
    `SELECT b.id, b.user_id, b.table_code, b.round_id, b.stake, b.status, b.pl, b.commission, r.status AS round_status
       FROM casino_bets b LEFT JOIN casino_rounds r ON r.id::text = b.round_id WHERE b.user_id = ANY($1::int[])`,
    [ids],
  );
  const waiting = await db.query<{
    user_id: number;
    match_id: string;
    market_type: MarketKind;
    market_id: string;
    selection_id: string;
    side: 'back' | 'lay';
    price: number;
    remaining: number;
  }>(
    `SELECT user_id, match_id, market_type, market_id, selection_id, side, price, remaining::int AS remaining
       FROM sports_orders WHERE state = 'waiting' AND user_id = ANY($1::int[])`,
    [ids],
  );
  const exposures = await db.query<{ user_id: number; market_key: string; amount: number }>(
    'SELECT user_id, market_key, amount FROM exposures WHERE user_id = ANY($1::int[])',
    [ids],
  );
  const ledger = await db.query<{ user_id: number; kind: string; amount: number; ref_id: string }>(
    `SELECT user_id, kind, amount, ref_id FROM ledger
      WHERE user_id = ANY($1::int[]) AND ref_type IN ('sports_market', 'casino_round')`,
    [ids],
  );

  for (const uid of ids) {
    const open = sports.filter((b) => b.user_id === uid && b.status === 'open');
    const openCasino = casino.filter((b) => b.user_id === uid && b.status === 'open');
    const expected = new Map([
      ...sportsWorstCases(
        open.map((b) => ({
          marketKey: sportsKey(b),
          kind: b.market_type,
          side: b.side,
          selectionId: b.selection_id,
          price: b.price,
          line: b.line,
          stake: b.stake,
        })),
        runnersOf,
        waiting
          .filter((o) => o.user_id === uid)
          .map((o) => ({ ...o, marketKey: sportsKey(o), selectionId: o.selection_id })),
      ),
      ...casinoWorstCases(openCasino.map((b) => ({ marketKey: casinoKey(b), stake: b.stake }))),
    ]);
    const held = new Map(
      exposures.filter((e) => e.user_id === uid).map((e) => [e.market_key, e.amount]),
    );
    for (const key of new Set([...expected.keys(), ...held.keys()])) {
      const want = expected.get(key) ?? 0;
      if ((held.get(key) ?? 0) !== want)
        problems.push(
          `user ${uid} ${key}: exposure ${held.get(key) ?? 0}, open bets and orders need ${want}`,
        );
    }

    const bets = [
      ...sports.filter((b) => b.user_id === uid).map((b) => ({ ...b, key: sportsKey(b) })),
      ...casino.filter((b) => b.user_id === uid).map((b) => ({ ...b, key: casinoKey(b) })),
    ];
    const rows = ledger.filter((l) => l.user_id === uid);
    const keys = new Set([...bets.map((b) => b.key), ...rows.map((r) => r.ref_id)]);
    for (const key of keys) {
      const mine = bets.filter((b) => b.key === key);
      const settled = mine.filter((b) => b.status === 'settled');
      const lines = rows.filter((r) => r.ref_id === key);
      const settlementRows = lines.filter((r) => r.kind === 'settlement');
      if (settled.length > 0 && settled.length !== mine.length)
        problems.push(`user ${uid} ${key}: ${settled.length} of ${mine.length} bets settled`);
      if (settled.length === 0) {
        if (lines.length > 0) problems.push(`user ${uid} ${key}: ledger rows without settled bets`);
        continue;
      }
      if (settlementRows.length !== 1)
        problems.push(`user ${uid} ${key}: ${settlementRows.length} settlement rows`);
      const pl = sum(settled.map((b) => b.pl ?? 0));
      const commission = sum(settled.map((b) => b.commission));
      if (sum(settlementRows.map((r) => r.amount)) !== pl)
        problems.push(`user ${uid} ${key}: settlement rows do not equal the bets' pl ${pl}`);
      const charged = -sum(lines.filter((r) => r.kind === 'commission').map((r) => r.amount));
      if (charged !== commission)
        problems.push(`user ${uid} ${key}: commission rows ${charged}, bets ${commission}`);
    }
    for (const b of casino.filter((x) => x.user_id === uid)) {
      if (b.round_status === null) problems.push(`casino bet ${b.id}: no such round`);
      else if ((b.status === 'settled') !== (b.round_status === 'result'))
        problems.push(`casino bet ${b.id}: bet ${b.status}, round ${b.round_status}`);
    }
  }
  // the summed positions (sports_positions) against the open bets they sum, both ways
  const drift = await db.query<{ user_id: number; market_id: string; selection_id: string }>(
    `WITH b AS (
       SELECT user_id, match_id, market_type, market_id, selection_id, side, line,
              sum(win_amount)::bigint AS win_amount, sum(loss_amount)::bigint AS loss_amount,
              sum(stake)::bigint AS stake, count(*)::int AS bets, max(id)::bigint AS last_id,
              (array_agg(price ORDER BY id DESC))[1] AS last_price
         FROM sports_bets WHERE status = 'open' AND user_id = ANY($1::int[])
        GROUP BY user_id, match_id, market_type, market_id, selection_id, side, line),
     p AS (SELECT user_id, match_id, market_type, market_id, selection_id, side, line, win_amount,
                  loss_amount, stake, bets, last_id, last_price
             FROM sports_positions WHERE bets > 0 AND user_id = ANY($1::int[]))
     SELECT user_id, market_id, selection_id FROM ((TABLE b EXCEPT TABLE p) UNION ALL (TABLE p EXCEPT TABLE b)) x`,
    [ids],
  );
  for (const d of drift)
    problems.push(
      `user ${d.user_id} market ${d.market_id} runner ${d.selection_id}: positions do not sum the open bets`,
    );
  const markets = await db.query<{ market_key: string; status: string }>(
    'SELECT market_key, status FROM sports_markets',
  );
  const marketStatus = new Map(markets.map((m) => [m.market_key, m.status]));
  for (const [key, list] of groupBy(sports, sportsKey)) {
    const status = marketStatus.get(key);
    const wrong = list.filter((b) =>
      status === 'open' ? b.status !== 'open' : b.status === 'open',
    );
    if (status === undefined) problems.push(`${key}: bets on a market that is not stored`);
    else if (wrong.length > 0)
      problems.push(`${key}: market ${status} but ${wrong.length} bets not`);
  }
  return problems;
}
