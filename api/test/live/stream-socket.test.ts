import type { StreamServerMessage } from 'shared-api-types';
import { applyPatch } from '../../../shared-auth/src/stream/apply-patch';
import { oddsBet } from '../support/sports-helpers';
import { authedStream, openStream, streamFixture, type TestStream } from '../support/stream-client';
import { login } from '../support/test-app';

type Update = Extract<StreamServerMessage, { type: 'update' }>;
type Snapshot = Extract<StreamServerMessage, { type: 'snapshot' }>;
const isUpdate = (topic: string) => (m: StreamServerMessage) =>
  m.type === 'update' && m.topic === topic;

const t = streamFixture({ sports: { matchCount: 4 }, testControl: true });
const authed = () => authedStream(t.url, t.token);

const tick = () => t.sports!.sim.tick();

/**
 * Ticks until `s` gets a message that `match` takes (a tick need not move anything a topic shows:
 * no ball, no price or size drawn anew), at most 20 ticks.
 */
async function tickUntil(
  s: TestStream,
  match: (m: StreamServerMessage) => boolean,
): Promise<StreamServerMessage> {
  for (let i = 0; i < 20; i++) {
    tick();
    const m = await s.next(match, 500).catch(() => undefined);
    if (m) return m;
  }
  throw new Error('20 ticks and no matching stream message');
}

describe('GET /Stream over a real socket', () => {
  it('sends a snapshot, then only changes that rebuild the same state, in sequence', async () => {
    const s = await authed();
    const eventId = [...t.sports!.sim.matches.values()][0]!.eventId;
    const topic = `match:${eventId}`;
    s.send({ type: 'subscribe', topic: 'dashboard' });
    s.send({ type: 'subscribe', topic });
    const snap = (await s.next((m) => m.type === 'snapshot' && m.topic === topic)) as Snapshot;
    expect(Object.keys(snap.parts).sort()).toEqual(['book', 'score', 'session']);
    let state: Record<string, unknown> = snap.parts;
    let seq = snap.seq;
    for (let i = 0; i < 3; i++) {
      const u = (await tickUntil(s, isUpdate(topic))) as Update;
      expect(u.prev).toBe(seq);
      seq = u.seq;
      state = { ...state, ...u.parts };
      for (const [name, p] of Object.entries(u.patch ?? {}))
        state[name] = applyPatch(state[name], p);
    }
    const fresh = await authed();
    fresh.send({ type: 'subscribe', topic });
    const now = (await fresh.next((m) => m.type === 'snapshot')) as Snapshot;
    expect(now.seq).toBe(seq);
    expect(state).toEqual(now.parts);
    // A dashboard tick carries only the fields that moved, far less than the list.
    const dash = s.got.find(isUpdate('dashboard')) ?? (await tickUntil(s, isUpdate('dashboard')));
    expect(JSON.stringify(dash).length).toBeLessThan(
      JSON.stringify(t.sports!.sim.dashboard()).length / 2,
    );
    s.ws.close();
    fresh.ws.close();
  });

  it('resumes after a reconnect with exactly the missed changes', async () => {
    const eventId = [...t.sports!.sim.matches.values()][1]!.eventId;
    const topic = `match:${eventId}`;
    const a = await authed();
    a.send({ type: 'subscribe', topic });
    const snap = (await a.next((m) => m.type === 'snapshot')) as Snapshot;
    const watch = await authed();
    watch.send({ type: 'subscribe', topic });
    await watch.next((m) => m.type === 'snapshot');
    a.ws.close();
    await a.closed;
    // two changes while a is away
    await tickUntil(watch, isUpdate(topic));
    await tickUntil(watch, isUpdate(topic));
    watch.ws.close();
    const b = await authed();
    b.send({ type: 'subscribe', topic, since: { epoch: snap.epoch, seq: snap.seq } });
    const first = (await b.next(isUpdate(topic))) as Update;
    const second = (await b.next(isUpdate(topic))) as Update;
    expect([first.prev, first.seq, second.seq]).toEqual([snap.seq, snap.seq + 1, snap.seq + 2]);
    expect(b.got.some((m) => m.type === 'snapshot')).toBe(false);
    // Another epoch (an API restart) cannot be resumed: a snapshot instead.
    b.send({ type: 'unsubscribe', topic });
    b.send({ type: 'subscribe', topic, since: { epoch: 'other', seq: 1 } });
    await b.next((m) => m.type === 'snapshot' && m.topic === topic);
    b.ws.close();
  });

  it("gives the player's own balance on the account topic", async () => {
    const s = await authed();
    s.send({ type: 'subscribe', topic: 'account' });
    const snap = (await s.next((m) => m.type === 'snapshot')) as Snapshot;
    expect(snap.parts).toEqual({
      balance: { balance: expect.any(String), exposure: '0.00', available: expect.any(String) },
      waitingOrders: 0,
    });
    const m = [...t.sports!.sim.matches.values()].find((x) => x.state === 'upcoming')!;
    const bet = await t.app.inject({
      method: 'POST',
      url: '/Player/PlaceBet',
      headers: { authorization: `Bearer ${t.token}` },
      payload: oddsBet(m, 'back', '100'),
    });
    expect(bet.json()).toMatchObject({ status: 0 });
    const u = (await s.next(isUpdate('account'))) as Update;
    expect(u.parts).toMatchObject({ balance: { exposure: '100.00' } });
    s.ws.close();
  });

  it('answers malformed messages with a sentence and closes on a refused token or logout', async () => {
    const s = await openStream(t.url);
    s.send({ type: 'subscribe', topic: 'dashboard' });
    expect(await s.next((m) => m.type === 'error')).toMatchObject({ message: /auth/ });
    s.ws.send('not json');
    expect(await s.next((m) => m.type === 'error')).toMatchObject({ message: /JSON/ });
    s.send({ type: 'auth', token: t.token });
    await s.next((m) => m.type === 'ready');
    s.send({ type: 'subscribe', topic: 'match:../../etc' });
    expect(await s.next((m) => m.type === 'error')).toMatchObject({ message: /Unknown topic/ });
    s.send({ type: 'subscribe', topic: 'match:7000001' });
    expect(await s.next((m) => m.type === 'error')).toMatchObject({
      message: 'Topic match:7000001 is no match',
      topic: 'match:7000001',
    });
    s.send({ type: 'subscribe', topic: 'dashboard', since: { epoch: 1, seq: -1 } });
    expect(await s.next((m) => m.type === 'error')).toMatchObject({ message: /since/ });

    const bad = await openStream(t.url);
    bad.send({ type: 'auth', token: 'no-such-token' });
    expect(await bad.closed).toMatchObject({ code: 4001 });

    await t.app.inject({
      method: 'GET',
      url: '/User/Logout',
      headers: { authorization: `Bearer ${t.token}` },
    });
    expect(await s.closed).toEqual({ code: 4002, reason: 'The session ended (logged out)' });
  });

  it("refuses made-up matches and keeps no hub entry for them: the hub's size stays", async () => {
    const topics = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/__test/Stream/Stats' })).json() as {
          data: { topics: number };
        }
      ).data.topics;
    t.token = (await login(t.app)).token; // the test before logged the last token out
    const s = await authed();
    const start = await topics();
    for (let i = 0; i < 25; i++) {
      s.send({ type: 'subscribe', topic: `match:${8_000_000 + i}` });
      s.send({ type: 'unsubscribe', topic: `match:${8_000_000 + i}` });
    }
    s.send({ type: 'subscribe', topic: 'match:8000100' });
    await s.next((m) => m.type === 'error' && m.topic === 'match:8000100');
    expect(s.got.some((m) => m.type === 'snapshot')).toBe(false);
    expect(await topics()).toBe(start);
    s.ws.close();
  });
});
