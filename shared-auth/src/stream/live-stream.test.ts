import type { TabStream } from './live-stream';
import type { TopicListener } from './live-stream-client';

/** A stand-in for the real client: which topics it follows and a way to flip its status. */
const fake = {
  created: 0,
  following: new Map<string, TopicListener>(),
  live: new Set<string>(),
  status: new Set<() => void>(),
};

jest.mock('./live-stream-client', () => ({
  createTabStream: () => {
    fake.created += 1;
    return {
      subscribe: (topic: string, listener: TopicListener) => {
        fake.following.set(topic, listener);
        return () => fake.following.delete(topic);
      },
      isLive: (topic: string) => fake.live.has(topic),
      onStatus: (fn: () => void) => {
        fake.status.add(fn);
        return () => fake.status.delete(fn);
      },
    };
  },
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function freshStream(): TabStream {
  let stream: TabStream | undefined;
  jest.isolateModules(() => {
    stream = jest.requireActual<{ liveStream: TabStream }>('./live-stream').liveStream;
  });
  return stream!;
}

beforeEach(() => {
  fake.created = 0;
  fake.following.clear();
  fake.live.clear();
  fake.status.clear();
});

describe('liveStream (the client loads with the first topic followed)', () => {
  it('loads nothing and is live on nothing until a page follows a topic', async () => {
    const stream = freshStream();
    const onStatus = jest.fn();
    stream.onStatus(onStatus);
    await settle();
    expect(fake.created).toBe(0);
    expect(stream.isLive('account')).toBe(false);
  });

  it('follows the topic once the client has loaded, and passes its status on', async () => {
    const stream = freshStream();
    const onStatus = jest.fn();
    stream.onStatus(onStatus);
    const listener = jest.fn();
    const stop = stream.subscribe('account', listener);
    await settle();
    expect(fake.created).toBe(1);
    fake.following.get('account')?.({ balance: 1 }, ['balance']);
    expect(listener).toHaveBeenCalledWith({ balance: 1 }, ['balance']);
    fake.live.add('account');
    fake.status.forEach((fn) => fn());
    expect(onStatus).toHaveBeenCalledTimes(1);
    expect(stream.isLive('account')).toBe(true);
    // once loaded, a subscription is the client's own (one client for the tab)
    stream.subscribe('dashboard', jest.fn());
    expect(fake.following.has('dashboard')).toBe(true);
    expect(fake.created).toBe(1);
    stop();
    expect(fake.following.has('account')).toBe(false);
  });

  it('never follows a topic whose page stopped before the client arrived', async () => {
    const stream = freshStream();
    const stop = stream.subscribe('account', jest.fn());
    stop();
    await settle();
    expect(fake.created).toBe(1);
    expect(fake.following.size).toBe(0);
  });
});

describe('followEarly (a topic followed at start-up for the page to come)', () => {
  it('follows the topic at once and stops after the hold', async () => {
    let followEarly: ((topic: 'dashboard', holdMs: number) => void) | undefined;
    jest.isolateModules(() => {
      followEarly = jest.requireActual<{
        followEarly: (topic: 'dashboard', holdMs: number) => void;
      }>('./follow-early').followEarly;
    });
    followEarly?.('dashboard', 20);
    await settle();
    expect(fake.following.has('dashboard')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(fake.following.has('dashboard')).toBe(false);
  });
});
