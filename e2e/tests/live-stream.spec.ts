import { expect, test, type Page } from '@playwright/test';
import { firstMatch } from '../support/app-pages';
import { DEMO, loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';

// One stream per tab on a match page with the feed ticking: live, the odds hosts are not polled;
// the network drops for 10 s: polling starts, then the stream resumes from its last seq with no
// gap and no duplicate and polling stops; after a stream restart (new epoch) a snapshot.

type Frame = { type: string; topic?: string; seq?: number; prev?: number; since?: { seq: number } };
interface Socket {
  sent: Frame[];
  got: Frame[];
}

function recordSockets(page: Page): Socket[] {
  const sockets: Socket[] = [];
  page.on('websocket', (ws) => {
    const rec: Socket = { sent: [], got: [] };
    sockets.push(rec);
    ws.on('framesent', (f) => rec.sent.push(JSON.parse(String(f.payload)) as Frame));
    ws.on('framereceived', (f) => rec.got.push(JSON.parse(String(f.payload)) as Frame));
  });
  return sockets;
}

/** The topic's frames of one socket form one chain: a start (snapshot or resume), then prev = seq. */
function expectChain(frames: Frame[], start: number): number {
  let seq = start;
  for (const f of frames) {
    if (f.type === 'snapshot') seq = f.seq ?? -1;
    else {
      expect(f.prev, 'no gap and no duplicate').toBe(seq);
      seq = f.seq ?? -1;
    }
  }
  return seq;
}

test('a match page streams, polls while the network is down, and resumes without a gap', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const api = e2eStack.apiUrl;
  await request.post(`${api}/__test/Sports/Control`, { data: { Frozen: false } });
  const m = await firstMatch(request);
  const topic = `match:${m.eventId}`;
  const sockets = recordSockets(page);
  const oddsAsked: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/MatchOdds/GetOddslite/')) oddsAsked.push(Date.now());
  });
  const frames = (s: Socket | undefined) =>
    (s?.got ?? []).filter(
      (f) => f.topic === topic && (f.type === 'update' || f.type === 'snapshot'),
    );

  await loginViaUi(page, DEMO, `/sportGame/${m.matchID}/${m.eventId}/${m.marketId}`);
  await expect
    .poll(() => frames(sockets[0]).filter((f) => f.type === 'update').length)
    .toBeGreaterThan(1);
  // Live: the hosts gave the first snapshot only.
  const asked = oddsAsked.length;
  await page.waitForTimeout(2500);
  expect(oddsAsked.length).toBe(asked);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const offline = (on: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: on,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  const droppedAt = Date.now();
  await offline(true);
  await expect.poll(() => oddsAsked.some((t) => t > droppedAt)).toBe(true);
  expect(oddsAsked.find((t) => t > droppedAt)! - droppedAt).toBeLessThan(2500);
  await page.waitForTimeout(10_000 - (Date.now() - droppedAt));
  const before = expectChain(frames(sockets[0]), -1);
  await offline(false);

  // The new connection resumes from the last seq it had: the missed changes follow it in order.
  const resumed = () => sockets.slice(1).find((s) => s.sent.some((f) => f.topic === topic));
  await expect.poll(() => frames(resumed()).length, { timeout: 15_000 }).toBeGreaterThan(1);
  const again = resumed()!;
  expect(again.sent.find((f) => f.topic === topic)?.since?.seq).toBe(before);
  expect(frames(again)[0]?.type).toBe('update');
  expectChain(frames(again), before);
  const backAt = Date.now();
  await page.waitForTimeout(2500);
  expect(oddsAsked.filter((t) => t > backAt + 500)).toEqual([]);

  // As after an API restart: another epoch, so a snapshot and a new chain.
  const count = sockets.length;
  await request.post(`${api}/__test/Stream/Restart`);
  await expect.poll(() => frames(sockets[count]).length, { timeout: 15_000 }).toBeGreaterThan(1);
  expect(frames(sockets[count])[0]?.type).toBe('snapshot');
  expectChain(frames(sockets[count]), -1);
});
