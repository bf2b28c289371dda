import type { Db } from '../../src/db/types';
import { TEST_DATABASE_URL } from '../support/test-db';
import { spawnApi, type ApiProcess } from './api-process';
import {
  feedBet,
  loginOverHttp,
  oddsPath,
  readFeed,
  rememberRunners,
  type HttpPlayer,
} from './exchange-http';
import { openStream } from '../support/stream-client';
import { envelope } from './http-client';
import { moneyProblems } from './money-invariants';
import { processStorage, type ProcessStorage } from './process-storage';
import { eventually, text } from './follower-reads';
import { freshRequest, probeEvery } from './takeover-probe';

/** Fast matches: a tick and a ball every 100 ms, so toss and fancy markets settle around the kill. */
const FAST = { SIM_TICK_MS: '100', SIM_BALL_MS: '100', CASINO_TICK_MS: '100' };

(TEST_DATABASE_URL ? describe : describe.skip)('two API processes on one PostgreSQL', () => {
  let store: ProcessStorage;
  let leader: ApiProcess;
  let follower: ApiProcess;
  let db: Db;
  const players: HttpPlayer[] = [];

  beforeAll(async () => {
    store = await processStorage();
    leader = await spawnApi(store.storage, FAST);
    follower = await spawnApi(store.storage, FAST);
    db = await store.open();
    // The demo players without their seeded report history (casino bets of no stored round).
    const reset = await fetch(`${leader.api}/__test/Reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
  });
  afterAll(async () => {
    for (const p of players) p.http.close();
    await Promise.all([leader.kill(), follower.kill()]);
    await db.close();
    await store.remove();
  });

  it('serve the same prices, and a bet placed through one shows in the next GetBalance and the stream of the other', async () => {
    const onFollower = await loginOverHttp(follower.api, 'demo');
    players.push(onFollower);
    const [match] = await readFeed(onFollower, follower);
    expect(match).toBeDefined();
    const path = oddsPath(match!.eventId, match!.marketId);
    // Frozen on the leader, the follower's odds host settles on the leader's last prices.
    await onFollower.http.post(`${leader.api}/__test/Sports/Control`, { Frozen: true });
    const leaderBook = await text(`${leader.bookOdds}${path}`);
    const followerBook = await eventually(
      () => text(`${follower.bookOdds}${path}`),
      (b) => b === leaderBook,
      15_000,
    );
    expect(followerBook).toBe(leaderBook);

    // The player's stream on the leader, before the bet goes through the follower.
    const stream = await openStream(`${leader.api.replace('http', 'ws')}/Stream`);
    stream.send({ type: 'auth', token: onFollower.token });
    await stream.next((msg) => msg.type === 'ready');
    stream.send({ type: 'subscribe', topic: 'account' });
    await stream.next((msg) => msg.type === 'snapshot');

    // The follower checks the bet against the leader's prices; the leader's GetBalance has it.
    const feed = await readFeed(onFollower, follower);
    const odds = feed.flatMap((m) =>
      m.markets
        .filter((mk) => mk.marketType === 'odds' && mk.status === 'OPEN')
        .map((mk) => ({ m, mk })),
    )[0];
    expect(odds).toBeDefined();
    const runner = odds!.mk.events[0]!;
    const placed = envelope<{ balance: { exposure: string; available: string } }>(
      await onFollower.http.post(`${follower.api}/Player/PlaceBet`, {
        MatchId: odds!.m.matchId,
        EventId: odds!.m.eventId,
        MarketId: odds!.mk.marketId,
        MarketType: 'odds',
        SelectionId: runner.SelectionId,
        Side: 'back',
        // Down to 1.01: the whole 500 matches across the book's levels (the best alone may hold
        // less, and the rest would wait), each at its resting price.
        Price: '1.01',
        Stake: '500',
      }),
    );
    expect(placed).toMatchObject({ status: 0, message: 'Bet placed' });
    const balance = envelope<{ exposure: string; available: string }>(
      await onFollower.http.post(`${leader.api}/User/GetBalance`, {
        sessionId: onFollower.sessionId,
      }),
    );
    expect(balance.data).toEqual(placed.data?.balance);
    expect(balance.data?.exposure).toBe('500.00');
    // ... and so has the leader's stream (the live bus bridged through PostgreSQL).
    const update = await stream.next((msg) => msg.type === 'update' && msg.topic === 'account');
    expect(update).toMatchObject({ parts: { balance: { exposure: '500.00' } } });
    stream.ws.close();
    await onFollower.http.post(`${leader.api}/__test/Sports/Control`, { Frozen: false });
  });

  it('after the leader is killed mid-match another takes over within 5 s, ticks resume, nothing settles twice and no money is lost', async () => {
    const runners = new Map<string, string[]>();
    const both = [leader, follower];
    for (const [i, name] of ['demo', 'demo2'].entries()) {
      const p = await loginOverHttp(both[i]!.api, name);
      players.push(p);
    }
    // Bets on every kind of market through both processes, so settlements straddle the kill.
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 16807) % 2147483647) % n;
    let accepted = 0;
    for (let round = 0; round < 4; round += 1) {
      for (const [i, p] of players.slice(-2).entries()) {
        const host = both[i]!;
        const feed = await readFeed(p, host);
        rememberRunners(runners, feed);
        for (let k = 0; k < 5; k += 1) {
          const bet = feedBet(feed, rnd, '100');
          if (!bet) continue;
          const reply = envelope(await p.http.post(`${host.api}/Player/PlaceBet`, bet));
          if (reply.status === 0) accepted += 1;
        }
      }
    }
    expect(accepted).toBeGreaterThan(0);

    // A follower's test control says it does not lead (the engine is on the other process).
    const control = `${follower.api}/__test/Sports/Control`;
    const notYet = await freshRequest(control, 'POST', {});
    expect(notYet.code).toBe(503);
    expect(notYet.text).toMatch(/not the leader/i);
    // The follower's odds hosts polled through the takeover: a known market is never 404.
    const [known] = await readFeed(players.at(-1)!, follower);
    const knownPath = oddsPath(known!.eventId, known!.marketId);
    const probe = probeEvery([
      `${follower.bookOdds}${knownPath}`,
      `${follower.sessionOdds}${knownPath}`,
    ]);

    await leader.kill();
    const killedAt = Date.now();
    const tookOver = await eventually(
      async () => follower.output().includes('Took over as leader'),
      (v) => v,
      10_000,
    );
    const takeoverMs = Date.now() - killedAt;
    expect(tookOver).toBe(true);
    expect(takeoverMs).toBeLessThan(5000);

    // Ticks resume: the live feed's version moves on under the new leader.
    const version = async () =>
      (await db.query<{ v: number }>('SELECT max(version)::bigint AS v FROM live_feed'))[0]?.v ?? 0;
    const at = await version();
    expect(await eventually(version, (v) => v > at)).toBeGreaterThan(at);
    await new Promise((r) => setTimeout(r, 1500));
    const counts = await probe.stop();
    expect(counts).toMatchObject({ refused: 0, unknownMarket: 0, failed: [] });
    expect(Object.keys(counts.byStatus)).toEqual(['200']);
    // ... and the test control acts on the new leader.
    const ticked = await freshRequest(control, 'POST', { Ticks: 1 });
    expect(ticked.code).toBe(200);

    const twice = await db.query<{ ref_id: string; n: number }>(
      `SELECT ref_id, count(*)::int AS n FROM ledger WHERE kind = 'settlement'
        GROUP BY user_id, ref_id HAVING count(*) > 1`,
    );
    expect(twice).toEqual([]);
    const settled = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sports_markets WHERE status = 'settled'`,
    );
    const ids = (
      await db.query<{ id: number }>(`SELECT id FROM users WHERE username IN ('demo', 'demo2')`)
    ).map((r) => r.id);
    expect(await moneyProblems(db, ids, (key) => runners.get(key) ?? [])).toEqual([]);
    console.log(
      `two processes: ${accepted} bets through both, leader killed; follower led after ${takeoverMs} ms; its odds hosts polled every 20 ms: ${counts.requests} GETs, ${counts.unknownMarket} unknown market; ${settled[0]?.n} markets settled, none twice; money rules hold`,
    );
  });
});
