import { DEPTH_WAIT_MS, LiveStream, STREAM_SILENCE_MS } from './live-stream-client';

/** A fake socket: what the client sent, and a way to play the server. */
class FakeSocket {
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  closed = false;
  send(text: string) {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
  }
  server(msg: object) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

function setup(token: string | null = 'tok') {
  const sockets: FakeSocket[] = [];
  const stream = new LiveStream({
    url: () => 'ws://api/Stream',
    token: () => token,
    connect: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s as unknown as WebSocket;
    },
  });
  return { stream, sockets };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('LiveStream', () => {
  it('authenticates first, applies a snapshot and patches, and resumes from its last seq', () => {
    const { stream, sockets } = setup();
    const seen: unknown[] = [];
    stream.subscribe('match:7', (state) => seen.push(state));
    const a = sockets[0]!;
    a.onopen?.();
    expect(a.sent[0]).toEqual({ type: 'auth', token: 'tok' });
    a.server({ type: 'ready', epoch: 'e1' });
    expect(a.sent[1]).toEqual({ type: 'subscribe', topic: 'match:7' });
    a.server({
      type: 'snapshot',
      topic: 'match:7',
      epoch: 'e1',
      seq: 4,
      parts: { score: { r: 1, w: 0 } },
    });
    expect(stream.isLive('match:7')).toBe(true);
    a.server({ type: 'update', topic: 'match:7', prev: 4, seq: 5, patch: { score: { r: [5] } } });
    expect(seen.at(-1)).toEqual({ score: { r: 5, w: 0 } });

    a.onclose?.({ code: 1006 });
    expect(stream.isLive('match:7')).toBe(false);
    jest.advanceTimersByTime(500);
    const b = sockets[1]!;
    b.onopen?.();
    b.server({ type: 'ready', epoch: 'e1' });
    expect(b.sent[1]).toEqual({
      type: 'subscribe',
      topic: 'match:7',
      since: { epoch: 'e1', seq: 5 },
    });
    expect(stream.isLive('match:7')).toBe(true);
  });

  it('sends its topics with the auth, not a round trip later: the server holds them until it is ready', () => {
    const { stream, sockets } = setup();
    stream.subscribe('match:7', () => undefined);
    const a = sockets[0]!;
    a.onopen?.();
    expect(a.sent).toEqual([
      { type: 'auth', token: 'tok' },
      { type: 'subscribe', topic: 'match:7' },
    ]);
    // a topic followed while the auth is on its way goes at once too
    stream.subscribe('account', () => undefined);
    expect(a.sent.at(-1)).toEqual({ type: 'subscribe', topic: 'account' });
    a.server({ type: 'ready', epoch: 'e1' });
    expect(a.sent).toHaveLength(3);
    a.server({ type: 'snapshot', topic: 'match:7', epoch: 'e1', seq: 1, parts: { score: 3 } });
    expect(stream.isLive('match:7')).toBe(true);
  });

  it('gives a page that joins a topic already live its state at once; the topic stays while it follows', () => {
    const { stream, sockets } = setup();
    const stopEarly = stream.subscribe('match:7', () => undefined);
    const a = sockets[0]!;
    a.onopen?.();
    a.server({ type: 'ready', epoch: 'e1' });
    a.server({ type: 'snapshot', topic: 'match:7', epoch: 'e1', seq: 1, parts: { score: 3 } });
    const page = jest.fn();
    stream.subscribe('match:7', page);
    expect(page).toHaveBeenCalledWith({ score: 3 }, ['score']);
    stopEarly();
    expect(a.sent).not.toContainEqual({ type: 'unsubscribe', topic: 'match:7' });
    expect(stream.isLive('match:7')).toBe(true);
  });

  it('asks for a snapshot when a change is missing, and counts a silent stream as lost', () => {
    const { stream, sockets } = setup();
    stream.subscribe('dashboard', () => undefined);
    const a = sockets[0]!;
    a.server({ type: 'ready', epoch: 'e1' });
    a.server({ type: 'snapshot', topic: 'dashboard', epoch: 'e1', seq: 1, parts: {} });
    a.server({ type: 'update', topic: 'dashboard', prev: 2, seq: 3, parts: { x: 1 } });
    expect(a.sent.slice(-2)).toEqual([
      { type: 'unsubscribe', topic: 'dashboard' },
      { type: 'subscribe', topic: 'dashboard' },
    ]);
    jest.advanceTimersByTime(STREAM_SILENCE_MS + 1);
    expect(a.closed).toBe(true);
    expect(stream.isLive('dashboard')).toBe(false);
  });

  it('does not reconnect with a token the server refused', () => {
    const { stream, sockets } = setup();
    stream.subscribe('account', () => undefined);
    sockets[0]!.onclose?.({ code: 4002 });
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("tells the pages of a match's book and the depth frame after it in one go", () => {
    const { stream, sockets } = setup();
    const calls: string[] = [];
    const match = jest.fn((_s: unknown, changed: string[]) => calls.push(`match ${changed}`));
    const depth = jest.fn((_s: unknown, changed: string[]) => calls.push(`depth ${changed}`));
    stream.subscribe('match:7', match);
    stream.subscribe('depth:7', depth);
    const a = sockets[0]!;
    a.onopen?.();
    a.server({ type: 'ready', epoch: 'e1' });
    a.server({ type: 'snapshot', topic: 'match:7', epoch: 'e1', seq: 1, parts: { book: 1 } });
    a.server({ type: 'snapshot', topic: 'depth:7', epoch: 'e1', seq: 1, parts: { 'odds:1': 1 } });
    expect(calls).toEqual(['match book', 'depth odds:1']);
    expect(stream.isLive('match:7')).toBe(true);
    calls.length = 0;

    // one tick: the match's book, then its depth frame (the server sends it right after)
    a.server({ type: 'update', topic: 'match:7', prev: 1, seq: 2, parts: { book: 2 } });
    expect(calls).toEqual([]);
    a.server({ type: 'update', topic: 'depth:7', prev: 1, seq: 2, parts: { 'odds:1': 2 } });
    expect(calls).toEqual(['match book', 'depth odds:1']);
    expect(match).toHaveBeenLastCalledWith({ book: 2 }, ['book']);
    expect(depth).toHaveBeenLastCalledWith({ 'odds:1': 2 }, ['odds:1']);
    calls.length = 0;

    // a change of the match without its book is not followed by a depth frame: at once
    a.server({ type: 'update', topic: 'match:7', prev: 2, seq: 3, parts: { score: 3 } });
    expect(calls).toEqual(['match score']);
    calls.length = 0;

    // no depth frame comes: the book still reaches the page, DEPTH_WAIT_MS later
    a.server({ type: 'update', topic: 'match:7', prev: 3, seq: 4, parts: { book: 4 } });
    jest.advanceTimersByTime(DEPTH_WAIT_MS - 1);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(match).toHaveBeenLastCalledWith({ book: 4, score: 3 }, ['book']);

    // the connection lost while a book waits: the page gets it before the topic stops being live
    a.server({ type: 'update', topic: 'match:7', prev: 4, seq: 5, parts: { book: 5 } });
    a.onclose?.({ code: 1006 });
    expect(match).toHaveBeenLastCalledWith({ book: 5, score: 3 }, ['book']);
    expect(stream.isLive('match:7')).toBe(false);
  });

  it('gives a match page without the ladder its book at once', () => {
    const { stream, sockets } = setup();
    const match = jest.fn();
    stream.subscribe('match:7', match);
    const a = sockets[0]!;
    a.onopen?.();
    a.server({ type: 'ready', epoch: 'e1' });
    a.server({ type: 'snapshot', topic: 'match:7', epoch: 'e1', seq: 1, parts: { book: 1 } });
    a.server({ type: 'update', topic: 'match:7', prev: 1, seq: 2, parts: { book: 2 } });
    expect(match).toHaveBeenLastCalledWith({ book: 2 }, ['book']);
  });
});
