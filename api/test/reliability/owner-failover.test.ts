/**
 * API_WORKERS=2: the process that owns a match-odds market (its lease, cluster/market-leases.ts)
 * SIGKILLed in the middle of a stream of orders on it: every acknowledged order is stored, and
 * the other process serves its orders and owns the market at once, before the dead owner's lease
 * could have expired: the server dropped the dead process's liveness lock (cluster/owner-alive.ts)
 * (the times are printed).
 */
import { LEASE_RENEW_MS, LEASE_TTL_MS } from '../../src/cluster/market-leases';
import { marketKey } from '../../src/modules/sports/market-key';
import { TEST_DATABASE_URL } from '../support/test-db';
import { workersFixture } from './api-process-fixture';
import { loginOverHttp, readFeed, type HttpPlayer } from './exchange-http';
import { envelope } from './http-client';
import { controlCall, until } from './workers-streams';

jest.setTimeout(120_000);

(TEST_DATABASE_URL ? describe : describe.skip)('API_WORKERS=2: a market owner killed', () => {
  const api = workersFixture({});

  it('loses no acknowledged order and another process owns the market at once', async () => {
    const ready = () =>
      Promise.resolve((api.output().match(/API process \d+ (leads|follows)/g) ?? []).length >= 2);
    expect(await until(ready, 30_000)).toBe(true);
    // the feed frozen: an in-play market suspended between balls stays so while the dead
    // process led the feed (until another leads), and would hide the serving
    await controlCall(api, '/__test/Sports/Control', { Frozen: true });
    const players = [await loginOverHttp(api.api, 'demo'), await loginOverHttp(api.api, 'demo2')];
    const feed = await readFeed(players[0] as HttpPlayer, api);
    const m = feed.find((f) =>
      f.markets.some((mk) => mk.marketType === 'odds' && (mk.status ?? 'OPEN') === 'OPEN'),
    );
    const mk = m?.markets.find((x) => x.marketType === 'odds');
    const runner = mk?.events[0]?.SelectionId;
    if (!m || !mk || !runner) throw new Error('no open match-odds market');
    const key = marketKey(m.matchId, 'odds', mk.marketId);
    const acked: string[] = [];
    let n = 0;
    const place = async () => {
      n += 1;
      const p = players[n % 2] as HttpPlayer;
      const body = {
        MatchId: m.matchId,
        EventId: m.eventId,
        MarketId: mk.marketId,
        MarketType: 'odds',
        SelectionId: runner,
        Side: n % 2 === 0 ? 'back' : 'lay',
        // a low price: a lay's liability (50 Coins) keeps both players in balance for the whole run
        Price: '1.50',
        Stake: '100.00',
      };
      try {
        const reply = envelope<{ betId: string }>(
          await p.http.post(`${api.api}/Player/PlaceBet`, body, { 'idempotency-key': `o-${n}` }),
        );
        if (reply.status === 0 && reply.data) acked.push(reply.data.betId);
      } catch {
        // a request on the killed process's connection: not acknowledged
      }
    };
    const ownerPid = async () => {
      const [row] = await api.db.query<{ owner_id: string }>(
        'SELECT owner_id FROM market_leases WHERE market_key = $1 AND expires_at > now()',
        [key],
      );
      return row ? Number(row.owner_id.split(':')[1]) : null;
    };
    for (let i = 0; i < 6; i += 1) await Promise.all([place(), place()]);
    const owner = await ownerPid();
    expect(owner).not.toBeNull();
    expect(acked.length).toBeGreaterThan(0);
    const ackedBefore = acked.length;
    process.kill(owner as number, 'SIGKILL');
    const killedAt = performance.now();
    // orders keep coming: the surviving process serves them and takes the market over
    const served = { ms: Infinity };
    const newOwner = async () => {
      await Promise.all([place(), place()]);
      if (served.ms === Infinity && acked.length > ackedBefore)
        served.ms = performance.now() - killedAt;
      const now = await ownerPid();
      return now !== null && now !== owner;
    };
    expect(await until(newOwner, 30_000)).toBe(true);
    const ownedMs = performance.now() - killedAt;
    console.log(
      `owner killed: orders served again after ${Math.round(served.ms)} ms, ` +
        `the market owned again after ${Math.round(ownedMs)} ms`,
    );
    // served at once by the other process, and owned again while the dead owner's lease (renewed
    // each second, for 3 s) still ran
    expect(served.ms).toBeLessThan(1000);
    expect(ownedMs).toBeLessThan(LEASE_TTL_MS - LEASE_RENEW_MS);
    for (let i = 0; i < 3; i += 1) await Promise.all([place(), place()]);
    for (const p of players) p.http.close();

    // every acknowledged order (or its first matched bet) is stored
    const stored = await api.db.query<{ id: string }>(
      `SELECT id::text AS id FROM sports_orders WHERE id = ANY($1::bigint[])
       UNION SELECT id::text FROM sports_bets WHERE id = ANY($1::bigint[])`,
      [acked],
    );
    expect(new Set(stored.map((r) => r.id))).toEqual(new Set(acked));
    expect(acked.length).toBeGreaterThan(12);
    // no size matched twice: each order's parts add up (the table's check) and its bets to its matched
    const orders = await api.db.query<{ bad: number }>(
      `SELECT count(*)::int AS bad FROM sports_orders
        WHERE match_id = $1 AND matched + remaining + cancelled <> size`,
      [m.matchId],
    );
    expect(orders[0]?.bad).toBe(0);
  });
});
