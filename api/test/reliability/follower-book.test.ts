import type { StreamServerMessage } from 'shared-api-types';
import { applyPatch } from '../../../shared-auth/src/stream/apply-patch';
import { authedStream } from '../support/stream-client';
import { TEST_DATABASE_URL } from '../support/test-db';
import { spawnApi, type ApiProcess } from './api-process';
import {
  loginOverHttp,
  oddsPath,
  readFeed,
  type FeedMatch,
  type HttpPlayer,
} from './exchange-http';
import { envelope } from './http-client';
import { processStorage, type ProcessStorage } from './process-storage';
import { eventually, text } from './follower-reads';

type LadderRunner = ReturnType<typeof ladderRunners>[number];

/** The open match-odds runners with three back prices, each with its match and market. */
function ladderRunners(feed: readonly FeedMatch[]) {
  return feed.flatMap((match) =>
    match.markets
      .filter((mk) => mk.marketType === 'odds' && mk.status === 'OPEN')
      .flatMap((mk) =>
        mk.events
          .filter((e) => e.BackPrice1 > 1 && e.LayPrice1 > 1 && (e.BackPrice3 ?? 0) > 1)
          .map((ev) => ({ match, mk, ev })),
      ),
  );
}

/** A back at the runner's best back price (matched) or a lay at its third (it waits), 100.00. */
async function placeAt(p: HttpPlayer, api: ApiProcess, r: LadderRunner, back: boolean) {
  const placed = envelope(
    await p.http.post(`${api.api}/Player/PlaceBet`, {
      MatchId: r.match.matchId,
      EventId: r.match.eventId,
      MarketId: r.mk.marketId,
      MarketType: 'odds',
      SelectionId: r.ev.SelectionId,
      Side: back ? 'back' : 'lay',
      Price: (back ? r.ev.BackPrice1 : r.ev.BackPrice3!).toFixed(2),
      Stake: '100.00',
    }),
  );
  expect(placed.status).toBe(0);
}

/**
 * A follower applies the leader's book-only changes (orders) to its copy of the feed: its odds
 * host and GetDashboard then equal the leader's (a fresh build from the stored book), and so do
 * those of a process that starts after them (every live_feed row read at once, in order).
 */
(TEST_DATABASE_URL ? describe : describe.skip)('a follower shows the book the orders left', () => {
  let store: ProcessStorage;
  const apis: ApiProcess[] = [];
  const players: HttpPlayer[] = [];

  beforeAll(async () => {
    store = await processStorage();
    apis.push(await spawnApi(store.storage));
    apis.push(await spawnApi(store.storage));
  });
  afterAll(async () => {
    for (const p of players) p.http.close();
    await Promise.all(apis.map((a) => a.kill()));
    await store.remove();
  });

  it('after a stream of orders through both processes, the follower’s odds host and GetDashboard equal the leader’s', async () => {
    const [leader, follower] = apis as [ApiProcess, ApiProcess];
    const onLeader = await loginOverHttp(leader.api, 'demo');
    const onFollower = await loginOverHttp(follower.api, 'demo2');
    players.push(onLeader, onFollower);
    await onLeader.http.post(`${leader.api}/__test/Sports/Control`, { Frozen: true });
    const feed = await readFeed(onLeader, leader);
    // the first such runner of two markets
    const markets = ladderRunners(feed)
      .filter((r, i, all) => all.findIndex((x) => x.mk === r.mk) === i)
      .slice(0, 2);
    expect(markets).toHaveLength(2);
    // Orders that take part of a level (sizes, last traded, volume change) and orders that wait.
    for (let i = 0; i < 8; i += 1) {
      const [p, api] = i % 4 < 2 ? [onFollower, follower] : [onLeader, leader];
      await placeAt(p, api, markets[i % 2]!, i % 3 !== 2);
    }
    const dashboard = async (a: ApiProcess) =>
      JSON.stringify(
        envelope(await onLeader.http.post(`${a.api}/DashBoard/GetDashboard`, { SportId: 4 })).data,
      );
    const paths = markets.map(({ match }) => oddsPath(match.eventId, match.marketId));
    const books = (a: ApiProcess) => Promise.all(paths.map((p) => text(`${a.bookOdds}${p}`)));
    const leaderBooks = await books(leader);
    const leaderDashboard = await dashboard(leader);
    // the leader's book shows what was traded
    for (const book of leaderBooks) {
      const events = (JSON.parse(book) as { market: { events: { TotalMatched: number }[] }[] })
        .market[0]!.events;
      expect(events.some((e) => e.TotalMatched > 0)).toBe(true);
    }
    const same = async (a: ApiProcess) => {
      const got = await eventually(
        async () => ({ books: await books(a), dashboard: await dashboard(a) }),
        (v) => v.dashboard === leaderDashboard && v.books.every((b, i) => b === leaderBooks[i]),
      );
      expect(got.books).toEqual(leaderBooks);
      expect(got.dashboard).toBe(leaderDashboard);
    };
    await same(follower);
    // A process started now reads every row of live_feed at once.
    apis.push(await spawnApi(store.storage));
    await same(apis[2]!);
  });

  it('on the follower, the stream’s match topic rebuilt from its updates equals a fresh snapshot and the leader’s book', async () => {
    const [leader, follower] = apis as [ApiProcess, ApiProcess];
    const [onLeader, onFollower] = players as [HttpPlayer, HttpPlayer];
    const found = ladderRunners(await readFeed(onLeader, leader))[0];
    expect(found).toBeDefined();
    const { match } = found!;
    const topic = `match:${match.eventId}`;
    const wsUrl = `${follower.api.replace('http', 'ws')}/Stream`;
    const s = await authedStream(wsUrl, onFollower.token);
    s.send({ type: 'subscribe', topic });
    const snap = (await s.next((m) => m.type === 'snapshot' && m.topic === topic)) as Snapshot;
    let state: Record<string, unknown> = snap.parts;
    let seq = snap.seq;
    for (let i = 0; i < 4; i += 1) {
      const [p, api] = i % 2 === 0 ? [onFollower, follower] : [onLeader, leader];
      await placeAt(p, api, found!, i < 2);
    }
    const leaderBook = JSON.parse(
      await text(`${leader.bookOdds}${oddsPath(match.eventId, match.marketId)}`),
    ) as unknown;
    // the updates until the stream's book is the leader's
    while (JSON.stringify(state.book) !== JSON.stringify(leaderBook)) {
      const u = (await s.next((m) => m.type === 'update' && m.topic === topic, 10_000)) as Update;
      expect(u.prev).toBe(seq);
      seq = u.seq;
      state = { ...state, ...u.parts };
      for (const [name, patch] of Object.entries(u.patch ?? {}))
        state[name] = applyPatch(state[name], patch);
    }
    const fresh = await authedStream(wsUrl, onLeader.token);
    fresh.send({ type: 'subscribe', topic });
    const now = (await fresh.next((m) => m.type === 'snapshot' && m.topic === topic)) as Snapshot;
    expect(now.seq).toBe(seq);
    expect(now.parts).toEqual(state);
    s.ws.close();
    fresh.ws.close();
  });
});

type Snapshot = Extract<StreamServerMessage, { type: 'snapshot' }>;
type Update = Extract<StreamServerMessage, { type: 'update' }>;
