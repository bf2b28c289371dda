import { testAppFixture } from '../../support/test-app';
import { SEED_PLAYERS } from '../../../src/db/seed';
import { seedReportHistory } from '../../../src/modules/reports/seed-history';
import { planHistory } from '../../../src/modules/reports/seed-history-data';
import { HISTORY_PLANS } from '../../../src/modules/reports/seed-history';
import { userId } from '../../support/report-helpers';

jest.setTimeout(60_000);

const t = testAppFixture();

describe('seedReportHistory', () => {
  it('gives demo and demo2 settled bets of every kind over the last 20 days', async () => {
    for (const name of ['demo', 'demo2']) {
      const uid = await userId(t.db, name);
      const kinds = await t.db.query<{ market_type: string }>(
        "SELECT DISTINCT market_type FROM sports_bets WHERE user_id = $1 AND status = 'settled' ORDER BY 1",
        [uid],
      );
      expect(kinds.map((k) => k.market_type)).toEqual(['book', 'odds', 'session', 'toss']);
      const [casino] = await t.db.query<{ n: number; oldest: Date }>(
        "SELECT COUNT(*)::int AS n, MIN(created_at) AS oldest FROM casino_bets WHERE user_id = $1 AND status = 'settled'",
        [uid],
      );
      expect(casino!.n).toBeGreaterThan(10);
      expect(Date.now() - new Date(casino!.oldest).getTime()).toBeLessThan(21 * 24 * 3_600_000);
    }
  });

  it('keeps the seeded balance: the ledger ends at it and sums to it', async () => {
    for (const player of SEED_PLAYERS) {
      const uid = await userId(t.db, player.username);
      const [row] = await t.db.query<{ sum: number; n: number; balance: number }>(
        'SELECT SUM(amount)::bigint AS sum, COUNT(*)::int AS n, (SELECT balance FROM users WHERE id = $1) AS balance FROM ledger WHERE user_id = $1',
        [uid],
      );
      expect(row!.balance).toBe(player.balance);
      expect(row!.sum).toBe(player.balance);
      const last = await t.db.query<{ balance_after: number }>(
        'SELECT balance_after FROM ledger WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
        [uid],
      );
      expect(last[0]!.balance_after).toBe(player.balance);
      const [bets] = await t.db.query<{ pl: number; comm: number }>(
        `SELECT (SELECT SUM(pl) FROM sports_bets WHERE user_id = $1) + (SELECT SUM(pl) FROM casino_bets WHERE user_id = $1) AS pl,
                (SELECT SUM(commission) FROM sports_bets WHERE user_id = $1) + (SELECT SUM(commission) FROM casino_bets WHERE user_id = $1) AS comm`,
        [uid],
      );
      const [ledger] = await t.db.query<{ pl: number; comm: number }>(
        `SELECT SUM(amount) FILTER (WHERE kind = 'settlement')::bigint AS pl, -SUM(amount) FILTER (WHERE kind = 'commission')::bigint AS comm
           FROM ledger WHERE user_id = $1`,
        [uid],
      );
      expect(Number(ledger!.pl)).toBe(Number(bets!.pl));
      expect(Number(ledger!.comm)).toBe(Number(bets!.comm));
    }
  });

  it('is idempotent: a second run writes nothing', async () => {
    const before = await t.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM ledger');
    expect(await seedReportHistory(t.db)).toEqual([]);
    const after = await t.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM ledger');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('demo and demo2 get different histories', () => {
    const rates = { match: 200, session: 300, casino: 200 };
    const a = planHistory(HISTORY_PLANS.demo!, rates, 0).map((m) => m.key);
    const b = planHistory(HISTORY_PLANS.demo2!, rates, 0).map((m) => m.key);
    expect(a.length).not.toBe(b.length);
    expect(a.filter((k) => b.includes(k))).toEqual([]);
  });

  it('commission is floor(max(0, market pl) * rate) on each market', () => {
    const rates = { match: 200, session: 300, casino: 250 };
    for (const m of planHistory(HISTORY_PLANS.demo!, rates, 0)) {
      const bp =
        m.source === 'casino'
          ? rates.casino
          : m.bets[0]!.marketType === 'session'
            ? rates.session
            : rates.match;
      expect(m.commission).toBe(Math.floor((Math.max(0, m.pl) * bp) / 10_000));
      expect(m.bets.reduce((s, b) => s + b.commission, 0)).toBe(m.commission);
    }
  });
});
