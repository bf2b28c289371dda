import WebSocket from 'ws';
import type { StreamServerMessage } from 'shared-api-types';
import { perFile } from './per-file';
import { createTestApp, login, type TestApp, type TestConfigOverrides } from './test-app';

/** A test's stream connection: every message it got, and a wait for the next that matches. */
export interface TestStream {
  ws: WebSocket;
  got: StreamServerMessage[];
  send(msg: unknown): void;
  next(
    match: (m: StreamServerMessage) => boolean,
    timeoutMs?: number,
  ): Promise<StreamServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
}

export async function openStream(url: string): Promise<TestStream> {
  const ws = new WebSocket(url);
  const got: StreamServerMessage[] = [];
  let seen = 0;
  const waiters = new Set<() => void>();
  ws.on('message', (data: WebSocket.RawData) => {
    got.push(JSON.parse(String(data)) as StreamServerMessage);
    for (const w of waiters) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code: number, reason: Buffer) => {
      resolve({ code, reason: String(reason) });
      for (const w of waiters) w();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = (match: (m: StreamServerMessage) => boolean, timeoutMs = 5000) =>
    new Promise<StreamServerMessage>((resolve, reject) => {
      const check = () => {
        while (seen < got.length) {
          const m = got[seen++]!;
          if (match(m)) {
            waiters.delete(check);
            clearTimeout(timer);
            return resolve(m);
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No matching stream message in ${timeoutMs} ms: ${JSON.stringify(got)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { ws, got, send: (msg) => ws.send(JSON.stringify(msg)), next, closed };
}

/** A stream at `url` that has authenticated with `token` (its `ready` received). */
export async function authedStream(url: string, token: string): Promise<TestStream> {
  const s = await openStream(url);
  s.send({ type: 'auth', token });
  await s.next((m) => m.type === 'ready');
  return s;
}

export interface StreamTestApp extends TestApp {
  /** The app's /Stream address on a local port. */
  url: string;
  /** demo's session token. */
  token: string;
}

/** A test file's app (createTestApp) listening on a free local port, demo logged in. */
export const streamFixture = (overrides: TestConfigOverrides = {}): StreamTestApp =>
  perFile(async () => {
    const t = await createTestApp(overrides);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await login(t.app);
    return { ...t, url: `${address.replace('http', 'ws')}/Stream`, token };
  });
