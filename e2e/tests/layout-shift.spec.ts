import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillParams, firstMatch, routeTablePaths, settle } from '../support/app-pages';
import { placeOddsBet } from '../support/frozen-match';
import { loginViaUi } from '../support/session';
import { e2eStack } from '../support/stack';

/**
 * Issue 30.1: no page jumps as its data arrives. Every page of the route table, logged in as a
 * player with a long name, a long balance and an exposure, with the balance reply held back
 * 1.5 s, on a 360 px and a 412 px phone: the page's layout shift score (CLS, the largest
 * session window of shifts) stays at or under 0.01.
 */
const MAX_CLS = 0.01;
const BALANCE_DELAY_MS = 1500;
const PHONES = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
];

async function post(request: APIRequestContext, url: string, data: object, token?: string) {
  const res = await request.post(`${e2eStack.apiUrl}${url}`, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json()) as { status: number; message: string; data: unknown };
  expect(body.status, `${url}: ${body.message}`).toBe(0);
  return body;
}

/** A new player with a 22-letter name, 2,00,00,000.00 Coins and an exposure of 9,800.00. */
async function longPlayer(request: APIRequestContext): Promise<string> {
  const prefix = `shift${Date.now().toString(36)}longname`.slice(0, 21);
  const created = (await post(request, '/__test/CreatePlayers', {
    Count: 1,
    Balance: '20000000.00',
    Prefix: prefix,
  })) as { data: { players: { userName: string; token: string }[] } };
  const { userName, token } = created.data.players[0]!;
  const match = await firstMatch(request, { upcoming: true });
  const book = await request.get(
    `${e2eStack.bookOddsUrl}/MatchOdds/GetOddslite/4/${match.eventId}/${match.marketId}`,
  );
  const runner = ((await book.json()) as { market: { events: { SelectionId: string }[] }[] })
    .market[0]?.events[0];
  if (!runner) throw new Error('no runner in the book');
  const bet = await placeOddsBet(request, token, match, {
    SelectionId: runner.SelectionId,
    Side: 'back',
    Price: '1.01',
    Stake: '9800.00',
  });
  expect(bet.status, bet.message).toBe(0);
  return userName;
}

/** Records layout shifts from the first paint of every document the page loads. */
function recordShifts(): void {
  const w = window as unknown as { __shifts: { value: number; time: number; nodes: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const nodes = (entry.sources ?? []).map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        return el ? `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}` : '?';
      });
      w.__shifts.push({ value: entry.value, time: entry.startTime, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Waits for the held GetBalance reply, not a fixed BALANCE_DELAY_MS after the page settled: until
 * the document has one (its resource timing entry: this document's, complete), then until its
 * last is 1 s old and two frames were drawn, so that a shift it causes is recorded.
 */
async function balanceDelivered(page: Page, path: string): Promise<void> {
  const lastReplyEnd = () =>
    page.evaluate(() => {
      const ends = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('/User/GetBalance'))
        .map((e) => (e as PerformanceResourceTiming).responseEnd);
      return ends.length ? Math.max(...ends) : null;
    });
  await expect
    .poll(lastReplyEnd, {
      message: `${path}: the held GetBalance reply reaches the page`,
      timeout: 20_000,
      intervals: [100],
    })
    .not.toBeNull();
  await page.evaluate(async () => {
    const ends = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('/User/GetBalance'))
      .map((e) => (e as PerformanceResourceTiming).responseEnd);
    const wait = Math.max(...ends) + 1000 - performance.now();
    await new Promise((r) => setTimeout(r, Math.max(0, wait)));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/** CLS as browsers define it: the largest window of shifts less than 1 s apart, at most 5 s. */
async function cls(page: Page): Promise<{ score: number; nodes: string[] }> {
  const shifts = await page.evaluate(
    () =>
      (window as unknown as { __shifts: { value: number; time: number; nodes: string[] }[] })
        .__shifts,
  );
  let best = { score: 0, nodes: [] as string[] };
  let window = { start: -Infinity, last: -Infinity, score: 0, nodes: [] as string[] };
  for (const s of shifts) {
    if (s.time - window.last > 1000 || s.time - window.start > 5000)
      window = { start: s.time, last: s.time, score: 0, nodes: [] };
    window.last = s.time;
    window.score += s.value;
    window.nodes.push(...s.nodes);
    if (window.score > best.score) best = { score: window.score, nodes: [...window.nodes] };
  }
  return best;
}

test('no page of the route table shifts as its data arrives, on 360 and 412 px phones', async ({
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const user = await longPlayer(request);
  const match = await firstMatch(request);
  const paths = routeTablePaths().map((p) => fillParams(p, match));
  expect(paths.length).toBeGreaterThanOrEqual(30);
  // The two phones run side by side (each in its own context), which halves the test's time.
  const over = (
    await Promise.all(
      PHONES.map(async (viewport) => {
        const found: string[] = [];
        const context = await browser.newContext({ viewport });
        await context.addInitScript(recordShifts);
        await context.route('**/User/GetBalance', async (route) => {
          await new Promise((r) => setTimeout(r, BALANCE_DELAY_MS));
          await route.fallback();
        });
        const page = await context.newPage();
        await loginViaUi(page, { user, password: 'demo1234' }, '/dashboard');
        for (const path of paths) {
          await page.goto(path);
          await settle(page);
          await balanceDelivered(page, path);
          const { score, nodes } = await cls(page);
          if (score > MAX_CLS)
            found.push(
              `${viewport.width} px ${path}: ${score.toFixed(3)} (${[...new Set(nodes)]})`,
            );
        }
        await context.close();
        return found;
      }),
    )
  ).flat();
  console.log(over.join('\n'));
  expect(over, 'pages whose layout shifted more than 0.01').toEqual([]);
});
