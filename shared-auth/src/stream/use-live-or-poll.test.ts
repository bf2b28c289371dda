import { act, renderHook } from '@testing-library/react';
import type { TopicListener } from './live-stream';
import { LIVE_POLL_MS, useLiveOrPoll, type LiveOrPollOptions } from './use-live-or-poll';

// The stream itself is tested in live-stream.test.ts: here only whether the topic is live.
const topicState: { live: boolean; topic: string | null; listener: TopicListener | null } = {
  live: false,
  topic: null,
  listener: null,
};
jest.mock('./use-live-topic', () => ({
  useLiveTopic: (topic: string | null, listener: TopicListener) => {
    topicState.topic = topic;
    topicState.listener = listener;
    return topic !== null && topicState.live;
  },
}));

type Props = Partial<LiveOrPollOptions<string>>;

type Fetch = jest.Mock<Promise<string>, [AbortSignal, boolean]>;

/** `prepare` sets up the fetcher before the first render (the first read starts in it). */
function setup(initial: Props = {}, prepare: (fetch: Fetch) => void = () => undefined) {
  const fetchSnapshot: Fetch = jest.fn((_signal: AbortSignal, first: boolean) =>
    Promise.resolve(first ? 'first' : 'again'),
  );
  prepare(fetchSnapshot);
  const onSnapshot = jest.fn();
  const onError = jest.fn();
  const onParts = jest.fn();
  const hook = renderHook(
    (props: Props) =>
      useLiveOrPoll<string>({
        topic: 'dashboard',
        snapshotKey: 'k',
        fetchSnapshot,
        onSnapshot,
        onError,
        onParts,
        ...props,
      }),
    { initialProps: initial },
  );
  return { hook, fetchSnapshot, onSnapshot, onError, onParts };
}

const carry: Props = { partsCarrySnapshot: true };

const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  jest.useFakeTimers();
  topicState.live = false;
});
afterEach(() => jest.useRealTimers());

describe('useLiveOrPoll', () => {
  it('while not live reads at once and then every second, `first` only the first time', async () => {
    const { fetchSnapshot, onSnapshot } = setup();
    await tick(0);
    expect(onSnapshot).toHaveBeenLastCalledWith('first');
    await tick(LIVE_POLL_MS);
    await tick(LIVE_POLL_MS);
    expect(fetchSnapshot).toHaveBeenCalledTimes(3);
    expect(onSnapshot.mock.calls.map(([s]) => s as string)).toEqual(['first', 'again', 'again']);
  });

  it('never has two reads in flight', async () => {
    const { fetchSnapshot } = setup({}, (fetch) =>
      fetch.mockImplementation(
        () => new Promise((resolve) => setTimeout(() => resolve('slow'), 2500)),
      ),
    );
    await tick(0);
    await tick(2 * LIVE_POLL_MS);
    expect(fetchSnapshot).toHaveBeenCalledTimes(1);
    await tick(LIVE_POLL_MS);
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);
  });

  it('live from the start: one first snapshot, then no polling', async () => {
    topicState.live = true;
    const { fetchSnapshot, onSnapshot } = setup();
    await tick(3 * LIVE_POLL_MS);
    expect(fetchSnapshot).toHaveBeenCalledTimes(1);
    expect(onSnapshot).toHaveBeenCalledWith('first');
  });

  it("whileLive 'none' reads nothing while live", async () => {
    topicState.live = true;
    const { fetchSnapshot } = setup({ whileLive: 'none' });
    await tick(3 * LIVE_POLL_MS);
    expect(fetchSnapshot).not.toHaveBeenCalled();
  });

  it('stops polling when the topic goes live and polls at once when it is lost', async () => {
    const { hook, fetchSnapshot } = setup();
    await tick(0);
    topicState.live = true;
    hook.rerender({});
    await tick(3 * LIVE_POLL_MS);
    expect(fetchSnapshot).toHaveBeenCalledTimes(1);
    topicState.live = false;
    hook.rerender({});
    await tick(0);
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);
    expect(fetchSnapshot.mock.calls[1]?.[1]).toBe(false);
    expect(hook.result.current.live).toBe(false);
  });

  it('a new key aborts the old read, drops its reply and reads first again; null reads nothing', async () => {
    let answerOld: (s: string) => void = () => undefined;
    const { hook, fetchSnapshot, onSnapshot, onError } = setup({}, (fetch) =>
      fetch
        .mockImplementationOnce(
          (signal) =>
            new Promise((_resolve, reject) =>
              signal.addEventListener('abort', () => reject(new Error('aborted'))),
            ),
        )
        .mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve))),
    );
    await tick(0);
    hook.rerender({ snapshotKey: 'other' });
    await tick(0);
    expect(fetchSnapshot.mock.calls[0]?.[0].aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    expect(fetchSnapshot.mock.calls[1]?.[1]).toBe(true);
    // a read of 'other' in flight when the key goes back: its late reply is dropped
    hook.rerender({ snapshotKey: 'k' });
    await tick(0);
    answerOld('late');
    await tick(0);
    expect(onSnapshot.mock.calls).toEqual([['first']]);
    hook.rerender({ snapshotKey: null });
    const calls = fetchSnapshot.mock.calls.length;
    await tick(3 * LIVE_POLL_MS);
    expect(fetchSnapshot).toHaveBeenCalledTimes(calls);
  });

  it('hands a failed read to onError and keeps polling', async () => {
    const { onError, onSnapshot } = setup({}, (fetch) =>
      fetch.mockRejectedValueOnce(new Error('down')),
    );
    await tick(0);
    expect(onError).toHaveBeenCalledWith(new Error('down'));
    await tick(LIVE_POLL_MS);
    expect(onSnapshot).toHaveBeenCalledWith('again');
  });

  it('refetch reads at once even while live; the topic parts reach onParts', async () => {
    topicState.live = true;
    const { hook, fetchSnapshot, onParts } = setup();
    await tick(0);
    act(() => hook.result.current.refetch());
    await tick(0);
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);
    expect(topicState.topic).toBe('dashboard');
    topicState.listener?.({ round: 1 }, ['round']);
    expect(onParts).toHaveBeenCalledWith({ round: 1 }, ['round']);
  });
  it('partsCarrySnapshot: a read in flight when the topic goes live is kept, not sent again', async () => {
    let answer: (s: string) => void = () => undefined;
    const { hook, fetchSnapshot, onSnapshot } = setup(carry, (fetch) =>
      fetch.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve))),
    );
    await tick(0);
    topicState.live = true;
    hook.rerender(carry);
    await tick(3 * LIVE_POLL_MS);
    expect(fetchSnapshot).toHaveBeenCalledTimes(1);
    expect(fetchSnapshot.mock.calls[0]?.[0].aborted).toBe(false);
    answer('first');
    await tick(0);
    expect(onSnapshot.mock.calls).toEqual([['first']]);
  });

  it("partsCarrySnapshot: a reply to a read sent before the stream's latest state is dropped", async () => {
    let answer: (s: string) => void = () => undefined;
    const { hook, fetchSnapshot, onSnapshot, onParts } = setup(carry, (fetch) =>
      fetch.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve))),
    );
    await tick(0);
    topicState.live = true;
    topicState.listener?.({ book: 'newer' }, ['book']);
    hook.rerender(carry);
    answer('older');
    await tick(3 * LIVE_POLL_MS);
    expect(onParts).toHaveBeenCalledWith({ book: 'newer' }, ['book']);
    expect(onSnapshot).not.toHaveBeenCalled();
    expect(fetchSnapshot).toHaveBeenCalledTimes(1);
    // lost again: the polls' replies (sent after that state) are applied
    topicState.live = false;
    hook.rerender(carry);
    await tick(LIVE_POLL_MS);
    expect(onSnapshot).toHaveBeenLastCalledWith('again');
  });

  it('without partsCarrySnapshot a read in flight when the topic goes live is aborted', async () => {
    const { hook, fetchSnapshot, onSnapshot } = setup({}, (fetch) =>
      fetch.mockImplementationOnce(() => new Promise(() => undefined)),
    );
    await tick(0);
    topicState.live = true;
    hook.rerender({});
    await tick(0);
    expect(fetchSnapshot.mock.calls[0]?.[0].aborted).toBe(true);
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);
    expect(fetchSnapshot.mock.calls[1]?.[1]).toBe(true);
    expect(onSnapshot).toHaveBeenCalledWith('first');
  });
});
