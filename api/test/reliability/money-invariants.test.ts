import type { Db, Queryable } from '../../src/db/types';
import { marketKey } from '../../src/modules/sports/market-key';
import { settleMarket } from '../../src/modules/sports/money-path/settle';
import { TEST_DATABASE_URL } from '../support/test-db';
import { ladderFixture } from '../support/ladder-fixture';
import { moneyProblems } from './money-invariants';

const { fx, match, at } = ladderFixture({
  back: [155, 145, 140],
  backSize: [4075, 1000, 1000],
  lay: [160, 161, 162],
  laySize: [5000, 5000, 5000],
});

/** `real`, where every statement whose SQL contains `marker` is followed by `after` (once). */
function pausedAfter(real: Db, marker: string, after: () => Promise<unknown>): Db {
  let done = false;
  const hooked = (q: Queryable): Queryable => ({
    query: async (sql, params) => {
      const rows = await q.query(sql, params);
      if (!done && sql.includes(marker)) {
        done = true;
        await after();
      }
      return rows as never;
    },
    exec: (sql) => q.exec(sql),
  });
  return {
    kind: real.kind,
    url: real.url,
    ...hooked(real),
    transaction: (fn) => real.transaction((tx) => fn(hooked(tx))),
    close: () => real.close(),
  };
}

describe('moneyProblems', () => {
  // (PostgreSQL: the settlement commits on another connection while the check's reads are open)
  (TEST_DATABASE_URL ? it : it.skip)(
    'reads one instant: a market settled between its reads of the bets and of the markets is no problem',
    async () => {
      expect((await at(fx.demo, 'back', '100.00', '1.55')).json().data).toMatchObject({
        matched: '100.00',
      });
      const m = match();
      const winner = m.odds.runners[0]!;
      const ids = (
        await fx.t.db.query<{ id: number }>(
          `SELECT id FROM users WHERE username IN ('demo', '__house')`,
        )
      ).map((u) => u.id);
      const settleBetween = pausedAfter(fx.t.db, 'FROM sports_bets WHERE user_id', () =>
        settleMarket(
          { db: fx.t.db, live: fx.t.app.live },
          {
            kind: 'odds',
            matchId: m.matchId,
            marketId: m.odds.marketId,
            winnerId: winner.selectionId,
            winnerName: winner.name,
          },
        ),
      );
      const runnersOf = (key: string) =>
        key === marketKey(m.matchId, 'odds', m.odds.marketId)
          ? m.odds.runners.map((r) => r.selectionId)
          : [];
      expect(await moneyProblems(settleBetween, ids, runnersOf)).toEqual([]);
      // ... and the settlement it did not see holds too
      expect(await moneyProblems(fx.t.db, ids, runnersOf)).toEqual([]);
    },
  );
});
