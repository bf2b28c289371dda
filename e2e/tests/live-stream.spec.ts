import { expect, test, type Page } from '@playwright/test';
import { killApi, waitForApiRestart } from '../support/api-process';
import { firstMatch } from '../support/app-pages';
import { expectStillLoggedIn, resetDemo } from '../support/faults';
import { openOddsMarket } from '../support/frozen-match';
import { expectHeaderAgrees } from '../support/header';
import { DEMO, loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';

// One stream per tab on a match page with the feed ticking: live, the odds hosts are not polled;
// the network drops for 10 s: polling starts, then the stream resumes from its last seq with no
// gap and no duplicate and polling stops; the API process killed and started again by serve-all
// (a new epoch): a snapshot, the player still logged in, money and prices as the server has them.

type Frame = {
  type: string;
  topic?: string;
  seq?: number;
  prev?: number;
  since?: { seq: number };
  epoch?: string;
};
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

/** Long enough to see a poll if the page polled (every second) after its first 0.5 s. */
const QUIET_MS = 1600;

const epochOf = (s: Socket) => s.got.find((f) => f.type === 'ready')?.epoch;

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
  await resetDemo(request); // a retry starts without the exposure of the attempt before
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

  const path = `/sportGame/${m.matchID}/${m.eventId}/${m.marketId}`;
  await loginViaUi(page, DEMO, path);
  await expect
    .poll(() => frames(sockets[0]).filter((f) => f.type === 'update').length)
    .toBeGreaterThan(1);
  // Live: the hosts gave the first snapshot only.
  const asked = oddsAsked.length;
  await page.waitForTimeout(QUIET_MS);
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
  await page.waitForTimeout(QUIET_MS);
  expect(oddsAsked.filter((t) => t > backAt + 500)).toEqual([]);

  // A real API restart (SIGKILL; serve-all starts it again on the same PGlite folder): the page
  // polls while it is down, then the new process's stream (another epoch): a snapshot and a new
  // chain, polling stops, the player is still logged in and sees the server's prices and money.
  const count = sockets.length;
  const killedAt = Date.now();
  const killed = killApi();
  await expect.poll(() => oddsAsked.some((t) => t > killedAt)).toBe(true);
  await waitForApiRestart(request, killed);
  const upAt = Date.now();
  const restarted = () => sockets.slice(count).find((s) => frames(s).length > 0);
  await expect.poll(() => frames(restarted()).length, { timeout: 15_000 }).toBeGreaterThan(1);
  const after = restarted()!;
  expect(epochOf(after)).not.toBe(epochOf(sockets[0]!));
  expect(frames(after)[0]?.type).toBe('snapshot');
  expectChain(frames(after), -1);
  const liveAt = Date.now();
  console.log(
    `API killed: answering again after ${((upAt - killedAt) / 1000).toFixed(1)} s, stream live ` +
      `${((liveAt - upAt) / 1000).toFixed(1)} s later, ` +
      `${oddsAsked.filter((t) => t > killedAt).length} odds polls meanwhile`,
  );
  await page.waitForTimeout(QUIET_MS);
  expect(oddsAsked.filter((t) => t > liveAt + 500)).toEqual([]);
  await expectStillLoggedIn(page, path);

  // The restarted API takes a bet with the token the page kept (sessions are in the database);
  // its exposure reaches the page by the stream's account topic, once, as GetBalance says.
  // (frozen right after a wicket or in an innings break, the market would stay suspended)
  await request.post(`${api}/__test/Sports/Control`, { data: { Frozen: true, BetDelayMs: 0 } });
  await openOddsMarket(request, m);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { authorization: `Bearer ${token}` };
  const book = await request.get(
    `${e2eStack.bookOddsUrl}/MatchOdds/GetOddslite/4/${m.eventId}/${m.marketId}`,
  );
  const [runner] = (await book.json()).market[0].events as {
    SelectionId: string;
    BackPrice1: number;
  }[];
  const bet = await request.post(`${api}/Player/PlaceBet`, {
    headers: auth,
    data: {
      MatchId: m.matchID,
      EventId: m.eventId,
      MarketId: m.marketId,
      MarketType: 'odds',
      SelectionId: runner!.SelectionId,
      Side: 'back',
      Price: String(runner!.BackPrice1),
      Stake: '100',
    },
  });
  // (the whole reply: a refusal says why)
  expect(await bet.json()).toMatchObject({ status: 0 });
  const exposureUpdate = (f: Frame) =>
    f.topic === 'account' &&
    f.type === 'update' &&
    JSON.stringify(f).includes('"exposure":"100.00"');
  await expect.poll(() => after.got.some(exposureUpdate)).toBe(true);
  await expect(page.getByTestId('header-exposure')).toHaveText('Exp 100.00');
  await expectHeaderAgrees(page, request);
  // the cell shows the host's number as it is (2.3, not 2.30), then the size
  const price = String(runner!.BackPrice1).replace('.', '\\.');
  await expect(page.getByTestId(`odds-${runner!.SelectionId}-back1`)).toHaveText(
    new RegExp(`^${price}( |$)`),
  );
  await resetDemo(request);
  await request.post(`${api}/__test/Sports/Control`, { data: { Frozen: false, BetDelayMs: 2000 } });
});
