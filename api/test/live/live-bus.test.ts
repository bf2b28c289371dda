import { LiveBus, type LiveEvent } from '../../src/live/live-bus';

describe('LiveBus', () => {
  it('hands local events to every reader and the bridge, received ones to readers only', () => {
    const bus = new LiveBus();
    const read: LiveEvent[] = [];
    const forwarded: LiveEvent[] = [];
    bus.subscribe((e) => read.push(e));
    bus.onLocal((e) => forwarded.push(e));
    bus.publish('account:7', { balance: { balance: '1.00', exposure: '0.00', available: '1.00' } });
    bus.receive({ topic: 'dashboard', parts: { '12': null } });
    expect(read.map((e) => [e.topic, e.remote ?? false])).toEqual([
      ['account:7', false],
      ['dashboard', true],
    ]);
    expect(forwarded.map((e) => e.topic)).toEqual(['account:7']);
  });

  it('keeps delivering when a reader throws, and stops after unsubscribe', () => {
    const bus = new LiveBus();
    const seen: string[] = [];
    bus.subscribe(() => {
      throw new Error('broken reader');
    });
    const stop = bus.subscribe((e) => seen.push(e.topic));
    bus.publish('table:TP', { round: null });
    stop();
    bus.publish('table:TP', { round: null });
    expect(seen).toEqual(['table:TP']);
  });

  it('hands an event to subscribeAfter readers once every subscribe reader had it', () => {
    const bus = new LiveBus();
    const order: string[] = [];
    bus.subscribeAfter((e) => {
      order.push(`after ${e.topic}`);
      if (e.topic === 'match:1') bus.publish('dashboard', {});
    });
    bus.subscribe((e) => order.push(e.topic));
    bus.publish('match:1', { book: null });
    expect(order).toEqual(['match:1', 'after match:1', 'dashboard', 'after dashboard']);
  });

  it('answers snapshots from the source registered for the topic prefix', async () => {
    const bus = new LiveBus();
    bus.provide('match:', (topic) => Promise.resolve({ score: topic }));
    await expect(bus.snapshot('match:55')).resolves.toEqual({ score: 'match:55' });
    await expect(bus.snapshot('dashboard')).resolves.toBeNull();
  });
});
