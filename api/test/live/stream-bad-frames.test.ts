import net from 'node:net';
import { loggedFixture } from '../support/logged-test-app';

/**
 * Issue 25.5: malformed WebSocket frames from clients that never authenticated. Each is a
 * client's fault: logged once per socket at info level without a stack, and counted; the error
 * level (50) stays for faults of ours.
 */
const MASK = [1, 2, 3, 4];
const BAD_FRAMES = {
  unmasked: Buffer.from([0x81, 0x02, 0x68, 0x69]),
  badOpcode: Buffer.from([0x83, 0x80, ...MASK]),
  oversized: Buffer.from([0x81, 0xfe, 0xff, 0xff, ...MASK]),
};

const t = loggedFixture('debug', { testControl: true });
let port = 0;
beforeAll(async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});

/** Opens a raw WebSocket (handshake by hand), sends `frame`, resolves when the server hangs up. */
function sendRawFrame(frame: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const sock = net.connect(port, '127.0.0.1');
    let upgraded = false;
    sock.on('data', (data) => {
      if (upgraded) return;
      if (!data.toString('latin1').startsWith('HTTP/1.1 101'))
        return reject(new Error('no upgrade'));
      upgraded = true;
      sock.write(frame);
    });
    sock.on('error', () => undefined);
    sock.on('close', () => (upgraded ? resolve() : reject(new Error('closed before upgrade'))));
    sock.write(
      'GET /Stream HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
    );
  });
}

it('logs a client protocol error once per socket at a low level, without a stack, and counts it', async () => {
  const frames = Object.values(BAD_FRAMES);
  const sockets = Array.from({ length: 12 }, (_, i) => frames[i % frames.length]!);
  await Promise.all(sockets.map(sendRawFrame));
  await new Promise((r) => setTimeout(r, 100));
  const parsed = t.lines.map(
    (l) => JSON.parse(l) as { level: number; msg?: string; err?: unknown },
  );
  expect(parsed.filter((l) => l.level >= 50)).toEqual([]);
  const protocol = parsed.filter((l) => /malformed frame/.test(l.msg ?? ''));
  expect(protocol).toHaveLength(sockets.length);
  for (const l of protocol) {
    expect(l.level).toBeLessThanOrEqual(30);
    expect(JSON.stringify(l)).not.toMatch(/stack|\n {4}at /);
  }
  const stats = await t.app.inject({ method: 'GET', url: '/__test/Stream/Stats' });
  expect(stats.json()).toMatchObject({ status: 0, data: { protocolErrors: sockets.length } });
  expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
});
