import { LiveBus } from '../../src/live/live-bus';
import type { HubClient } from '../../src/live/hub-client';
import { StreamHub } from '../../src/live/stream-hub';

function fakeClient(userId = 1): HubClient & { sent: Record<string, unknown>[]; buffered: number } {
  const c = {
    sent: [] as Record<string, unknown>[],
    buffered: 0,
    userId,
    sessionId: `s${userId}`,
    topics: new Map<string, number>(),
    stale: new Set<string>(),
    lastSentAt: 0,
    end: jest.fn(),
    socket: {
      send: (text: string) => c.sent.push(JSON.parse(text) as Record<string, unknown>),
      get bufferedAmount() {
        return c.buffered;
      },
      close: jest.fn(),
    },
  };
  return c;
}

const item = (back0: number) => ({ eventId: '9', back0, match: 'A v B' });

describe('StreamHub', () => {
  it('conflates a backed-up client to one snapshot of the latest state; others get every change', async () => {
    const bus = new LiveBus();
    const hub = new StreamHub(bus, { ringSize: 8, maxBufferedBytes: 1000 });
    bus.publish('dashboard', { '9': item(1.5) } as never);
    const fast = fakeClient(1);
    const slow = fakeClient(2);
    for (const c of [fast, slow]) {
      hub.add(c);
      await hub.subscribe(c, 'dashboard');
    }
    slow.buffered = 5000;
    for (const p of [1.6, 1.7, 1.8]) bus.publish('dashboard', { '9': item(p) } as never);
    expect(fast.sent.map((m) => [m.type, m.seq])).toEqual([
      ['snapshot', 1],
      ['update', 2],
      ['update', 3],
      ['update', 4],
    ]);
    expect(fast.sent[1]).toMatchObject({ prev: 1, patch: { '9': { back0: [1.6] } } });
    expect(slow.sent).toHaveLength(1);
    slow.buffered = 0;
    hub.sweep(0);
    await new Promise((r) => setImmediate(r));
    expect(slow.sent[1]).toMatchObject({ type: 'snapshot', seq: 4, parts: { '9': item(1.8) } });
    bus.publish('dashboard', { '9': item(1.9) } as never);
    expect(slow.sent[2]).toMatchObject({ type: 'update', prev: 4, seq: 5 });
  });

  it('resumes from the ring, or sends a snapshot when the ring no longer reaches back', async () => {
    const bus = new LiveBus();
    const hub = new StreamHub(bus, { ringSize: 2, maxBufferedBytes: 1000 });
    for (const p of [1, 2, 3, 4]) bus.publish('match:5', { score: { p } } as never);
    const c = fakeClient();
    hub.add(c);
    await hub.subscribe(c, 'match:5', { epoch: hub.epoch, seq: 2 });
    expect(c.sent.map((m) => [m.type, m.prev, m.seq])).toEqual([
      ['update', 2, 3],
      ['update', 3, 4],
    ]);
    hub.unsubscribe(c, 'match:5');
    await hub.subscribe(c, 'match:5', { epoch: hub.epoch, seq: 1 });
    expect(c.sent[2]).toMatchObject({ type: 'snapshot', seq: 4, parts: { score: { p: 4 } } });
  });

  it('ends the connections of a session that ended', () => {
    const bus = new LiveBus();
    const hub = new StreamHub(bus);
    const a = fakeClient(1);
    const b = fakeClient(2);
    hub.add(a);
    hub.add(b);
    bus.publish('sessions', { ended: ['s2'] });
    expect(a.end).not.toHaveBeenCalled();
    expect(b.end).toHaveBeenCalledWith(4002, expect.stringMatching(/session ended/));
  });

  it('reads one snapshot per topic for everyone who asks at once; a topic held costs nothing', async () => {
    const bus = new LiveBus();
    let reads = 0;
    const waiting: (() => void)[] = [];
    const release = () => waiting.forEach((r) => r());
    bus.provide('account:', async () => {
      reads += 1;
      await new Promise<void>((r) => waiting.push(r));
      return { balance: { balance: '1.00' } };
    });
    const hub = new StreamHub(bus);
    const tabs = Array.from({ length: 100 }, () => fakeClient(1));
    const done = tabs.map((c) => (hub.add(c), hub.subscribe(c, 'account:1')));
    // A change while it is read reaches every tab after the snapshot.
    bus.publish('account:1', { balance: { balance: '2.00' } } as never);
    release();
    await Promise.all(done);
    expect(reads).toBe(1);
    for (const c of tabs) expect(c.sent.map((m) => m.type)).toEqual(['snapshot', 'update']);
    for (let i = 0; i < 1000; i++) await hub.subscribe(tabs[0]!, 'account:1');
    expect(reads).toBe(1);
    expect(tabs[0]!.sent).toHaveLength(2);
  });

  it("drops a topic nobody follows that holds nothing: a removed match's entry goes", async () => {
    const bus = new LiveBus();
    const hub = new StreamHub(bus);
    const start = hub.topicCount;
    bus.publish('match:5', { score: { p: 1 } } as never);
    bus.publish('match:6', { score: { p: 1 } } as never);
    const c = fakeClient();
    hub.add(c);
    await hub.subscribe(c, 'match:6');
    expect(hub.topicCount).toBe(start + 2);
    bus.publish('match:5', { score: null } as never);
    bus.publish('match:6', { score: null } as never);
    expect(hub.topicCount).toBe(start + 1);
    expect(c.sent.at(-1)).toMatchObject({ type: 'update', parts: { score: null } });
    hub.unsubscribe(c, 'match:6');
    expect(hub.topicCount).toBe(start);
  });
});
