/**
 * API_WORKERS=2 on PostgreSQL: a match-odds market's orders, updates, cancels and cash outs that
 * reach the process that does not own the market are handed to its owner (cluster/owner-handover.ts),
 * so the owner's book in memory stays the stored one (no re-read) and it answers them.
 */
import { moveTicks } from 'shared-maths';
import { marketKey } from '../../src/modules/sports/market-key';
import { TEST_DATABASE_URL } from '../support/test-db';
import { workersFixture } from './api-process-fixture';
import { loginOverHttp, readFeed, type HttpPlayer } from './exchange-http';
import { envelope, httpClient } from './http-client';
import { bookMemory, pinnedClients, type PinnedClient } from './pinned-clients';
import { controlCall } from './workers-streams';

jest.setTimeout(120_000);

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

(TEST_DATABASE_URL ? describe : describe.skip)('API_WORKERS=2: hand-over to the owner', () => {
  const api = workersFixture({});
  const opened: PinnedClient[] = [];
  afterAll(() => opened.forEach((c) => c.http.close()));

  const bothUp = async () => {
    const ready = () =>
      Promise.resolve((api.output().match(/API process \d+ (leads|follows)/g) ?? []).length >= 2);
    expect(await until(ready, 30_000)).toBe(true);
  };

  it("keeps the owner's book in memory current when the other process gets the requests", async () => {
    await bothUp();
    const players = [await loginOverHttp(api.api, 'demo'), await loginOverHttp(api.api, 'demo2')];
    // a connection of each player to each process
    const clients = await Promise.all(players.map((p) => pinnedClients(api.api, p.token, 2)));
    opened.push(...clients.flat());
    // the feed frozen (on the leader: the other answers 503 and closes), so the market stays open
    for (let i = 0, code = 0; code !== 200 && i < 10; i += 1) {
      const control = httpClient();
      code = (await control.post(`${api.api}/__test/Sports/Control`, { Frozen: true })).code;
      control.close();
    }
    await new Promise((r) => setTimeout(r, 500));
    const feed = await readFeed(players[0] as HttpPlayer, api);
    for (const p of players) p.http.close();
    const m = feed.find((f) =>
      f.markets.some((mk) => mk.marketType === 'odds' && (mk.status ?? 'OPEN') === 'OPEN'),
    );
    const mk = m?.markets.find((x) => x.marketType === 'odds');
    const runner = mk?.events[0]?.SelectionId;
    if (!m || !mk || !runner) throw new Error('no open match-odds market');
    const key = marketKey(m.matchId, 'odds', mk.marketId);
    const pids = new Set(clients.flat().map((c) => c.pid));
    expect(pids.size).toBe(2);
    const on = (player: number, pid: number) => {
      const c = clients[player]?.find((x) => x.pid === pid);
      if (!c) throw new Error(`player ${player} has no connection to ${pid}`);
      return c;
    };
    // (the message shown when it fails)
    const accepted = (r: { status: number; message: string }) =>
      expect(`${r.status} ${r.message}`).toMatch(/^0 /);
    let n = 0;
    const post = async (c: PinnedClient, call: string, body: object) => {
      n += 1;
      return envelope<{ betId?: string }>(
        await c.http.post(`${api.api}/Player/${call}`, body, { 'idempotency-key': `h-${n}` }),
      );
    };
    const order = (side: 'back' | 'lay', price: string, stake = '100.00') => ({
      MatchId: m.matchId,
      EventId: m.eventId,
      MarketId: mk.marketId,
      MarketType: 'odds',
      SelectionId: runner,
      Side: side,
      Price: price,
      Stake: stake,
    });
    // the first order: the process it reaches owns the market
    const first = clients[0]?.[0] as PinnedClient;
    accepted(await post(first, 'PlaceBet', order('back', '1.50')));
    const [lease] = await api.db.query<{ owner_id: string }>(
      'SELECT owner_id FROM market_leases WHERE market_key = $1',
      [key],
    );
    const owner = Number(lease?.owner_id.split(':')[1]);
    const other = [...pids].find((p) => p !== owner) as number;
    expect(pids.has(owner)).toBe(true);

    // orders through the process that does not own the market, matching each other
    for (let i = 0; i < 6; i += 1) {
      const reply = await post(on(i % 2, other), 'PlaceBet', order(i % 2 ? 'lay' : 'back', '1.50'));
      expect(reply.status).toBe(0);
    }
    const seen = await bookMemory(api.api, on(0, owner), key);
    expect(seen).toMatchObject({ pid: owner, owns: true, memory: seen.stored });
    const elsewhere = await bookMemory(api.api, on(0, other), key);
    expect(elsewhere).toMatchObject({ pid: other, owns: false, sent: 6 });

    // a waiting order changed, cancelled and a cash out, all through the other process
    const waiting = await post(on(0, other), 'PlaceBet', order('back', '900', '200.00'));
    expect(waiting.status).toBe(0);
    const betId = waiting.data?.betId as string;
    const before = await bookMemory(api.api, on(0, owner), key);
    expect((await post(on(0, other), 'UpdateBet', { BetId: betId, Stake: '100.00' })).status).toBe(
      0,
    );
    expect((await post(on(0, other), 'CancelBet', { BetId: betId })).status).toBe(0);
    accepted(await post(on(0, other), 'PlaceBet', order('back', '900', '200.00')));
    accepted(await post(on(0, other), 'CancelBets', { Id: m.matchId }));
    const cash = await post(on(0, other), 'CashOut', {
      MatchId: m.matchId,
      EventId: m.eventId,
      MarketId: mk.marketId,
      MarketType: 'odds',
      Percent: 100,
      Amount: '0.00',
    });
    expect(cash.message).not.toBe('');
    const after = await bookMemory(api.api, on(0, owner), key);
    // the owner answered the five (and the other process handed over all twelve); the owner's
    // memory after a cancel or cash out is read again: those still run their own SQL
    expect(after.received - before.received).toBe(5);
    expect(await bookMemory(api.api, on(0, other), key)).toMatchObject({ sent: 12, fellBack: 0 });
  });

  it("re-quotes the house on the owner's process, so a follower owner's memory stays current", async () => {
    const leader = Number(api.output().match(/API process (\d+) leads/)?.[1]);
    const player = await loginOverHttp(api.api, 'demo2');
    const feed = await readFeed(player as HttpPlayer, api);
    player.http.close();
    const [client] = (await pinnedClients(api.api, player.token, 2)).filter(
      (c) => c.pid !== leader,
    );
    if (!client) throw new Error('no connection to the follower');
    opened.push(client);
    // a market the follower owns (the first test's, when it went there), else one nobody owns
    // (the follower then holds none: it may claim one)
    const leases = await api.db.query<{ market_key: string; pid: string }>(
      `SELECT market_key, split_part(owner_id, ':', 2) AS pid FROM market_leases`,
    );
    const mine = leases.find((l) => Number(l.pid) === client.pid)?.market_key;
    const taken = new Set(leases.map((l) => l.market_key));
    const m = feed.find((f) =>
      f.markets.some((mk) => {
        const k = marketKey(f.matchId, 'odds', mk.marketId);
        return (
          mk.marketType === 'odds' &&
          (mk.status ?? 'OPEN') === 'OPEN' &&
          (mine ? k === mine : !taken.has(k))
        );
      }),
    );
    const mk = m?.markets.find((x) => x.marketType === 'odds');
    const runner = mk?.events[0];
    if (!m || !mk || !runner) throw new Error('no open match-odds market for the follower');
    const key = marketKey(m.matchId, 'odds', mk.marketId);
    // a waiting back far above the market, through the follower: it owns the market
    const placed = envelope(
      await client.http.post(`${api.api}/Player/PlaceBet`, {
        MatchId: m.matchId,
        EventId: m.eventId,
        MarketId: mk.marketId,
        MarketType: 'odds',
        SelectionId: runner.SelectionId,
        Side: 'back',
        Price: '500',
        Stake: '100.00',
      }),
    );
    expect(`${placed.status} ${placed.message}`).toMatch(/^0 /);
    expect(await bookMemory(api.api, client, key)).toMatchObject({ pid: client.pid, owns: true });
    const quoteOf = async () =>
      (
        await api.db.query<{ quote: string }>(
          'SELECT quote FROM sports_house_quotes WHERE market_key = $1',
          [key],
        )
      )[0]?.quote ?? null;
    expect(await until(async () => (await quoteOf()) !== null, 10_000)).toBe(true);
    const quoted = await quoteOf();
    // the engine's price moves on the leader: the house's orders on the book are re-quoted
    const price = (moveTicks(Math.round(runner.BackPrice1 * 100), 2) / 100).toFixed(2);
    await controlCall(api, '/__test/Sports/SetPrice', {
      MatchId: m.matchId,
      MarketType: 'odds',
      SelectionId: runner.SelectionId,
      Side: 'back',
      Price: price,
    });
    expect(await until(async () => (await quoteOf()) !== quoted, 10_000)).toBe(true);
    // by its owner on the book in its memory (kept just after the commit), not by the leader
    // behind the owner's back (the memory would stay at the version before)
    let seen = await bookMemory(api.api, client, key);
    await until(async () => {
      seen = await bookMemory(api.api, client, key);
      return seen.memory === seen.stored;
    }, 2_000);
    expect(seen).toMatchObject({ pid: client.pid, owns: true, memory: seen.stored });
  });

  it("lapses at in play and settles a follower's market on the follower, on its book in memory", async () => {
    await bothUp();
    const leader = Number(api.output().match(/API process (\d+) leads/)?.[1]);
    const player = await loginOverHttp(api.api, 'demo');
    const feed = await readFeed(player as HttpPlayer, api);
    player.http.close();
    const clients = await pinnedClients(api.api, player.token, 2);
    opened.push(...clients);
    const follower = clients.find((c) => c.pid !== leader);
    const atLeader = clients.find((c) => c.pid === leader);
    if (!follower || !atLeader) throw new Error('no connection to each process');
    // an upcoming match whose match odds nobody owns yet
    const taken = new Set(
      (await api.db.query<{ market_key: string }>('SELECT market_key FROM market_leases')).map(
        (l) => l.market_key,
      ),
    );
    const upcoming = new Set(
      (
        await api.db.query<{ match_id: string }>(
          "SELECT match_id FROM sports_matches WHERE state = 'upcoming'",
        )
      ).map((r) => r.match_id),
    );
    const free = feed.flatMap((f) =>
      f.markets
        .filter(
          (mk) =>
            mk.marketType === 'odds' &&
            upcoming.has(f.matchId) &&
            !taken.has(marketKey(f.matchId, 'odds', mk.marketId)),
        )
        .map((mk) => ({ m: f, mk, runner: mk.events[0] })),
    );
    const [first, mine] = free;
    if (!first?.runner || !mine?.runner) throw new Error('no two upcoming markets nobody owns');
    const back = (at: typeof first, price: string, persistence: string) => ({
      MatchId: at.m.matchId,
      EventId: at.m.eventId,
      MarketId: at.mk.marketId,
      MarketType: 'odds',
      SelectionId: at.runner?.SelectionId,
      Side: 'back',
      Price: price,
      Stake: '100.00',
      Persistence: persistence,
    });
    // the leader takes a market first, so the follower's share has room for one more (each
    // process claims while it holds less than its share: lease-share.ts), once it has renewed
    const onLeader = envelope(
      await atLeader.http.post(`${api.api}/Player/PlaceBet`, back(first, '500', 'keep')),
    );
    expect(`${onLeader.status} ${onLeader.message}`).toMatch(/^0 /);
    await new Promise((r) => setTimeout(r, 1500));
    const { m, mk } = mine;
    const key = marketKey(m.matchId, 'odds', mk.marketId);
    // two backs far above the market through the follower (it takes the market): one lapses at
    // in play, the other (kept) at settlement
    for (const [price, persistence] of [
      ['500', 'lapse'],
      ['600', 'keep'],
    ] as const) {
      const placed = envelope(
        await follower.http.post(`${api.api}/Player/PlaceBet`, back(mine, price, persistence)),
      );
      expect(`${placed.status} ${placed.message}`).toMatch(/^0 /);
    }
    expect(await bookMemory(api.api, follower, key)).toMatchObject({
      pid: follower.pid,
      owns: true,
    });
    const before = await bookMemory(api.api, atLeader, key);
    // the leader starts the match (toss, then the lapse) and settles it
    expect(
      (await controlCall(api, '/__test/Sports/SettleMatch', { MatchId: m.matchId })).status,
    ).toBe(0);
    const orders = await api.db.query<{ persistence: string; state: string }>(
      `SELECT persistence, state FROM sports_orders WHERE market_id = $1 AND match_id = $2
        ORDER BY id`,
      [mk.marketId, m.matchId],
    );
    expect(orders.map((o) => o.state)).not.toContain('waiting');
    // the leader handed both to the owner, which kept its book in memory at the stored version
    const after = await bookMemory(api.api, atLeader, key);
    expect(after.sent - before.sent).toBe(2);
    expect(after.fellBack).toBe(before.fellBack);
    const owner = await bookMemory(api.api, follower, key);
    expect(owner).toMatchObject({ owns: true, memory: owner.stored });
  });
});
