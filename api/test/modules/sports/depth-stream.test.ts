import type { DepthParts, MarketDepth, StreamServerMessage } from 'shared-api-types';
import { LiveBus } from '../../../src/live/live-bus';
import { depthParts } from '../../../src/modules/sports/exchange/depth/depth-parts';
import { provideDepthTopic } from '../../../src/modules/sports/exchange/depth/depth-live';
import { readMatchDepth } from '../../../src/modules/sports/exchange/depth/match-depth-query';
import { storedDepthRead } from '../../../src/modules/sports/exchange/depth/stored-depth';
import type { SportsFeed } from '../../../src/modules/sports/feed-run/feed-view';
import { streamModule } from '../../../src/modules/stream/stream-module';
import { GAP_LADDER, ladderMatch } from '../../support/ladder-fixture';
import { oddsBet, sportsFixture } from '../../support/sports-helpers';
import { authedStream, type TestStream } from '../../support/stream-client';

type Snapshot = Extract<StreamServerMessage, { type: 'snapshot' }>;
type Update = Extract<StreamServerMessage, { type: 'update' }>;

const fx = sportsFixture({ extra: [streamModule] });
let url: string;
beforeAll(async () => {
  const address = await fx.t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}/Stream`;
});
const streams: TestStream[] = [];
afterEach(() => {
  for (const s of streams.splice(0)) s.ws.close();
});

/** A stream's copy of a topic, kept as a client keeps it (shared-auth's applyPatch, inlined). */
function apply(value: unknown, patch: unknown): unknown {
  if (Array.isArray(patch)) return patch[0];
  const out = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  for (const [k, node] of Object.entries(patch as Record<string, unknown>)) {
    if (Array.isArray(node) && node.length === 0) delete out[k];
    else out[k] = apply(out[k], node);
  }
  return out;
}
function follow(parts: Record<string, unknown>, u: Update): Record<string, unknown> {
  let next = { ...parts };
  for (const [k, v] of Object.entries(u.parts ?? {}))
    if (v === null) delete next[k];
    else next[k] = v;
  if (u.patch) next = apply(next, u.patch) as Record<string, unknown>;
  return next;
}

async function depthStream(eventId: string, since?: { epoch: string; seq: number }) {
  const s = await authedStream(url, fx.demo.token);
  streams.push(s);
  s.send({ type: 'subscribe', topic: `depth:${eventId}`, ...(since ? { since } : {}) });
  return s;
}

/** GetMarketDepth of a runner as the stream's levels (price -> [toBack, toLay, traded]). */
async function asRead(matchId: string, type: 'odds' | 'toss', sid: string) {
  const res = await fx.demo2.post('/Sports/GetMarketDepth', {
    MatchId: matchId,
    MarketType: type,
    SelectionId: sid,
  });
  const d = res.json().data as MarketDepth;
  return {
    lastTraded: d.lastTraded,
    traded: d.traded,
    levels: Object.fromEntries(d.levels.map((l) => [l.price, [l.toBack, l.toLay, l.traded]])),
  };
}

describe('the stream topic depth:<eventId> (the trading ladder)', () => {
  it('a snapshot of every runner of match odds and toss, equal to GetMarketDepth', async () => {
    const m = await ladderMatch(fx, GAP_LADDER);
    await fx.t.sports.fillOrders();
    const s = await depthStream(m.eventId);
    const snap = (await s.next((x) => x.type === 'snapshot')) as Snapshot;
    expect(snap.topic).toBe(`depth:${m.eventId}`);
    const parts = snap.parts as DepthParts;
    const runners = [...m.odds.runners.map((r) => `odds:${r.selectionId}`)];
    runners.push(...m.toss.runners.map((r) => `toss:${r.selectionId}`));
    expect(Object.keys(parts).sort()).toEqual(runners.sort());
    const sid = m.odds.runners[0]!.selectionId;
    expect(parts[`odds:${sid}`]?.levels['1.50']).toEqual(['5000.00', '0.00', '0.00']);
    expect(parts[`odds:${sid}`]?.levels['1.62']).toEqual(['0.00', '5000.00', '0.00']);
    for (const r of m.odds.runners)
      expect(parts[`odds:${r.selectionId}`]).toEqual(
        await asRead(m.matchId, 'odds', r.selectionId),
      );
  });

  it('follows orders and trades with patches of the changed prices, without a gap', async () => {
    const m = await ladderMatch(fx, GAP_LADDER);
    await fx.t.sports.fillOrders();
    const sid = m.odds.runners[0]!.selectionId;
    const s = await depthStream(m.eventId);
    const snap = (await s.next((x) => x.type === 'snapshot')) as Snapshot;
    let state = snap.parts;
    let seq = snap.seq;
    const lay = { ...oddsBet(m, 'lay', '300.00'), Price: '1.55' };
    expect((await fx.demo.post('/Player/PlaceBet', lay)).json().status).toBe(0);
    const waits = (await s.next(
      (x) => x.type === 'update' && x.topic === `depth:${m.eventId}`,
    )) as Update;
    expect(waits.prev).toBe(seq);
    // only the new price travels
    expect(waits.patch).toEqual({
      [`odds:${sid}`]: { levels: { '1.55': [['300.00', '0.00', '0.00']] } },
    });
    state = follow(state, waits);
    seq = waits.seq;
    const back = { ...oddsBet(m, 'back', '100.00'), Price: '1.55' };
    expect((await fx.demo2.post('/Player/PlaceBet', back)).json().status).toBe(0);
    const traded = (await s.next((x) => x.type === 'update')) as Update;
    expect(traded.prev).toBe(seq);
    state = follow(state, traded);
    const runner = (state as DepthParts)[`odds:${sid}`];
    expect(runner).toMatchObject({ lastTraded: '1.55', traded: '100.00' });
    expect(runner?.levels['1.55']).toEqual(['200.00', '0.00', '100.00']);
    expect(runner).toEqual(await asRead(m.matchId, 'odds', sid));
  });

  it('worked out from the stored books in memory, equal to the database read', async () => {
    const m = await ladderMatch(fx, GAP_LADDER);
    await fx.t.sports.fillOrders();
    const lay = { ...oddsBet(m, 'lay', '300.00'), Price: '1.55' };
    expect((await fx.demo.post('/Player/PlaceBet', lay)).json().status).toBe(0);
    const back = { ...oddsBet(m, 'back', '100.00'), Price: '1.55' };
    expect((await fx.demo2.post('/Player/PlaceBet', back)).json().status).toBe(0);
    const read = await readMatchDepth(fx.t.db, m);
    const parts = depthParts(m, storedDepthRead(m, read.traded)!);
    expect(parts).toEqual(depthParts(m, read));
    expect(parts[`odds:${m.odds.runners[0]!.selectionId}`]?.levels['1.55']).toEqual([
      '200.00',
      '0.00',
      '100.00',
    ]);
  });

  it('a move of the house quote alone is published without reading the database', async () => {
    const m = await ladderMatch(fx, GAP_LADDER);
    await fx.t.sports.fillOrders();
    const s = await depthStream(m.eventId);
    await s.next((x) => x.type === 'snapshot');
    const query = jest.spyOn(fx.t.db, 'query');
    try {
      Object.assign(m.odds.runners[0]!, { back: [151, 150, 149] });
      fx.t.sports.sim.touch(m);
      const moved = (await s.next(
        (x) => x.type === 'update' && x.topic === `depth:${m.eventId}`,
      )) as Update;
      const sid = m.odds.runners[0]!.selectionId;
      expect(moved.patch).toMatchObject({
        [`odds:${sid}`]: { levels: { '1.51': [['5000.00', '0.00', '0.00']] } },
      });
      const depthReads = query.mock.calls.filter(([sql]) => String(sql).includes('AS last_id'));
      expect(depthReads).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it('publishes a change the stored books show in the task of the change itself', async () => {
    const m = await ladderMatch(fx, GAP_LADDER);
    await fx.t.sports.fillOrders();
    const bus = new LiveBus();
    bus.watch(() => true);
    const feed: SportsFeed = {
      matches: fx.t.sports.sim.matches,
      dashboard: () => [],
      liveCricket: true,
    };
    const stop = provideDepthTopic(bus, fx.t.db, () => feed, fx.t.app.log);
    try {
      await bus.snapshot(`depth:${m.eventId}`);
      const published: unknown[] = [];
      bus.subscribe((e) => {
        if (e.topic === `depth:${m.eventId}`) published.push(e.parts);
      });
      bus.publish(`match:${m.eventId}`, { book: null });
      expect(published).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('resumes after a reconnect with the missed changes only', async () => {
    const m = await ladderMatch(fx, GAP_LADDER);
    await fx.t.sports.fillOrders();
    const a = await depthStream(m.eventId);
    const snap = (await a.next((x) => x.type === 'snapshot')) as Snapshot;
    a.ws.close();
    await a.closed;
    const lay = { ...oddsBet(m, 'lay', '200.00'), Price: '1.56' };
    expect((await fx.demo.post('/Player/PlaceBet', lay)).json().status).toBe(0);
    const b = await depthStream(m.eventId, { epoch: snap.epoch, seq: snap.seq });
    const sid = m.odds.runners[0]!.selectionId;
    // The change can still be being read when b resumes (the server may not yet have seen a
    // close): then it arrives in a later update. Every message is an update following the last.
    let state = snap.parts;
    let seq = snap.seq;
    while (!(state as DepthParts)[`odds:${sid}`]?.levels['1.56']) {
      const missed = (await b.next((x) => x.type === 'update' || x.type === 'snapshot')) as Update;
      expect(missed).toMatchObject({ type: 'update', prev: seq });
      state = follow(state, missed);
      seq = missed.seq;
    }
    expect((state as DepthParts)[`odds:${sid}`]?.levels['1.56']).toEqual([
      '200.00',
      '0.00',
      '0.00',
    ]);
  });

  it('is worked out only for matches someone follows, and refuses a match nobody knows', async () => {
    const m = await ladderMatch(fx, GAP_LADDER);
    const topics = async () =>
      (await fx.t.app.inject({ method: 'GET', url: '/__test/Stream/Stats' })).json().data.topics;
    const before = await topics();
    const lay = { ...oddsBet(m, 'lay', '200.00'), Price: '1.57' };
    expect((await fx.demo.post('/Player/PlaceBet', lay)).json().status).toBe(0);
    expect(await topics()).toBe(before);
    const s = await depthStream('999999');
    expect(await s.next((x) => x.type === 'error')).toEqual({
      type: 'error',
      message: 'Topic depth:999999 is no match',
      topic: 'depth:999999',
    });
    s.send({ type: 'subscribe', topic: 'depth:abc' });
    expect(await s.next((x) => x.type === 'error')).toMatchObject({
      message: expect.stringContaining('Unknown topic depth:abc'),
    });
  });
});
