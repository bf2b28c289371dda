import { LiveStream, STREAM_SILENCE_MS } from './live-stream-client';

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
});
