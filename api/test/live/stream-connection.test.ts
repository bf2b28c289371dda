import { STREAM_CLOSE } from 'shared-api-types';
import { LiveBus } from '../../src/live/live-bus';
import { streamConnection } from '../../src/live/stream-connection';
import { StreamHub } from '../../src/live/stream-hub';

/** A socket whose send buffer the test sets, and everything sent to it. */
function fakeSocket() {
  const s = {
    sent: [] as Record<string, unknown>[],
    buffered: 0,
    closed: null as { code: number; reason: string } | null,
    send: (text: string) => void s.sent.push(JSON.parse(text) as Record<string, unknown>),
    get bufferedAmount() {
      return s.buffered;
    },
    close: (code: number, reason: string) => void (s.closed = { code, reason }),
  };
  return s;
}

const flush = () => new Promise((r) => setImmediate(r));
const KNOWN = new Set(['5', '6']);

/** A hub on a bus whose match source knows KNOWN, and one signed-in connection on it. */
async function connected(clock = { now: 0 }) {
  const bus = new LiveBus();
  bus.provide('match:', (topic) =>
    Promise.resolve(KNOWN.has(topic.slice(6)) ? { score: { id: topic } } : null),
  );
  bus.provide('dashboard', () => Promise.resolve({ '5': { eventId: '5' } }));
  const hub = new StreamHub(bus, { ringSize: 8, maxBufferedBytes: 1000 });
  const socket = fakeSocket();
  const conn = streamConnection(socket, {
    hub,
    authenticate: () =>
      Promise.resolve({ userId: 1, sessionId: 's1', expiresAt: new Date(Date.now() + 60_000) }),
    authTimeoutMs: 60_000,
    now: () => clock.now,
  });
  const send = (msg: object) => conn.message(JSON.stringify(msg));
  send({ type: 'auth', token: 't' });
  await flush();
  return { bus, hub, socket, conn, send, clock };
}

afterEach(() => jest.useRealTimers());

describe('a stream connection', () => {
  it('past its rate (60 at once, 20 a second) is told so and closed with its own code', async () => {
    const { socket, send, clock, conn } = await connected();
    for (let i = 0; i < 59; i++) send({ type: 'subscribe', topic: 'dashboard' });
    clock.now += 1000;
    for (let i = 0; i < 20; i++) send({ type: 'subscribe', topic: 'dashboard' });
    expect(socket.closed).toBeNull();
    send({ type: 'subscribe', topic: 'dashboard' });
    expect(socket.sent.at(-1)).toMatchObject({ type: 'error', message: /Too many messages/ });
    expect(socket.closed).toEqual({
      code: STREAM_CLOSE.tooManyMessages,
      reason: expect.any(String),
    });
    conn.closed();
  });

  it('refuses made-up match topics and keeps no entry for them (hub size back to its start)', async () => {
    const { hub, socket, send, clock, conn } = await connected();
    send({ type: 'subscribe', topic: 'match:5' });
    await flush();
    const start = hub.topicCount;
    const N = 30_000;
    for (let i = 0; i < N; i += 20) {
      clock.now += 2000;
      for (let j = i; j < i + 20; j++) send({ type: 'subscribe', topic: `match:${7_000_000 + j}` });
      await flush();
      for (let j = i; j < i + 20; j++)
        send({ type: 'unsubscribe', topic: `match:${7_000_000 + j}` });
    }
    await flush();
    expect(hub.topicCount).toBe(start);
    const refused = socket.sent.filter(
      (m) => m.type === 'error' && /no match/.test(String(m.message)),
    );
    expect(refused).toHaveLength(N);
    expect(refused[0]).toMatchObject({ topic: 'match:7000000' });
    expect(socket.closed).toBeNull();
    conn.closed();
    expect(hub.topicCount).toBe(start);
  });

  it('sends a paused socket nothing, and once it drains one snapshot per topic', async () => {
    const { hub, socket, send, clock, conn } = await connected();
    socket.buffered = 5000;
    for (let i = 0; i < 1000; i++) {
      clock.now += 1000;
      send({ type: 'subscribe', topic: 'dashboard' });
      send({ type: 'subscribe', topic: 'match:5' });
    }
    await flush();
    expect(socket.sent.filter((m) => m.type !== 'ready')).toEqual([]);
    socket.buffered = 0;
    hub.sweep(0);
    await flush();
    expect(socket.sent.filter((m) => m.type === 'snapshot').map((m) => m.topic)).toEqual([
      'dashboard',
      'match:5',
    ]);
    hub.sweep(0);
    await flush();
    expect(socket.sent.filter((m) => m.type === 'snapshot')).toHaveLength(2);
    conn.closed();
  });
});
