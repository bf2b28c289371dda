// Price to pixel (issue 18 item 5): from the moment a price changes at the source to the moment
// the new price is drawn on the player's page, on a match page and on /matches, live stream
// against polling (the baseline, same run: the page's WebSocket is refused, so it polls every
// second), at 1x and 4x CPU (CDP throttling). The simulator is frozen so that only the bench moves
// prices. Two changes, each noted with Date.now() in Node just before the test control call:
// one price set (SetPrice: the best back of the match's first runner), and one tick of all 50
// matches with every price moving (Ticks: 1 with Churn), where the page draws every cell and the
// watched cell (the same one) is one of them. The page's probe (support/pixel-probe.mjs) notes
// when the cell shows the new text and when the next frame is drawn. Samples are spaced at random
// so that they fall anywhere in the poll's second.
import {
  apiLogin,
  apiPost,
  freshContext,
  launchBrowser,
  realMatchPath,
} from './support/browser.mjs';
import { installPixelProbe } from './support/pixel-probe.mjs';
import { row } from './support/rows.mjs';
import { runIfMain } from './support/standalone.mjs';
import { percentile } from '../lib/stats.mjs';

const TARGET = { p50: 50, p99: 150 };
/** Both pages poll every second without the stream (ODDS_POLL_MS, DASHBOARD_POLL_MS). */
const POLL_MS = 1000;
/** A sample the page does not show within this long is counted as missed. */
const MISS_MS = 5000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** An odds price no cell shows now (two decimals, last not 0, so the cell prints it as sent). */
function nextPrice(i, shown) {
  for (let k = i; ; k += 1) {
    const whole = 2 + (k % 7);
    const cents = 11 + ((k * 37) % 89);
    if (cents % 10 === 0) continue;
    const text = `${whole}.${cents}`;
    if (text !== shown) return text;
  }
}

/**
 * @typedef {{ name: string, text: (id: number, shown: string) => string | null,
 *   apply: (text: string | null) => Promise<unknown> }} Change
 *   text: what the cell will show (null: anything but what it shows now)
 */

/**
 * Makes one change `samples` times. Per sample, ms from the change to: the stream message
 * reaching the page (a set price on the stream only), the cell's text, the next frame; and the
 * long tasks in between.
 * @param {import('@playwright/test').Page} page
 * @param {Change} change
 */
async function measure(page, change, testId, samples, gapMs, seq) {
  const shown = [];
  let missed = 0;
  for (let i = 0; i < samples; i += 1) {
    const id = seq.next++;
    const now = await page.evaluate((t) => window.__pixelProbe.shown(t), testId);
    const text = change.text(id, now);
    await page.evaluate(([n, t, x]) => window.__pixelProbe.expect(n, t, x), [id, testId, text]);
    const t0 = Date.now();
    await change.apply(text);
    const times = await page.evaluate(([n, ms]) => window.__pixelProbe.wait(n, ms), [id, MISS_MS]);
    const longTasks = await page.evaluate(() => window.__pixelProbe.longTasks());
    if (times) {
      const since = (t) => (t === null ? null : Math.round((t - t0) * 10) / 10);
      shown.push({
        arrival: since(times.arrival),
        dom: since(times.dom),
        pixel: since(times.pixel),
        longTasks: longTasks
          .filter((t) => t.start + t.ms > t0 && t.start < times.pixel)
          .map((t) => Math.round(t.ms)),
      });
    } else missed += 1;
    await sleep(gapMs[0] + Math.random() * (gapMs[1] - gapMs[0]));
  }
  return { shown, missed };
}

const summary = (values) => ({
  p50: percentile(values, 50),
  p99: percentile(values, 99),
  max: Math.max(...values),
  n: values.length,
});

/** Percentiles of each stage of the samples shown, and the samples themselves. */
function stages({ shown, missed }) {
  const of = (key) => shown.map((x) => x[key]).filter((v) => v !== null);
  return {
    arrival: summary(of('arrival')),
    dom: summary(of('dom')),
    pixel: summary(of('pixel')),
    missed,
    samples: shown,
  };
}

/**
 * One page in one mode: loaded once, then sampled at each CPU throttle.
 * @param {'stream' | 'polling'} mode
 */
async function runPage(browser, ctx, session, target, changes, mode, timing, seq) {
  const context = await freshContext(browser, ctx.stack.hostUrl, session);
  try {
    // polling: the stream's socket is closed as soon as it opens, so the page stays on its polls
    if (mode === 'polling') await context.routeWebSocket(/\/Stream$/, (ws) => ws.close());
    await context.addInitScript(installPixelProbe);
    const page = await context.newPage();
    let polls = 0;
    page.on('request', (r) => {
      if (target.poll.some((p) => r.url().includes(p))) polls += 1;
    });
    await page.goto(`${ctx.stack.hostUrl}${target.path}`);
    await page.locator(`[data-testid="${target.testId}"]`).waitFor();
    await page.waitForTimeout(1000); // the first snapshot is in; on the stream, the topic is live
    const cdp = await page.context().newCDPSession(page);
    const out = {};
    for (const rate of timing.throttles) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      for (const [key, change] of Object.entries(changes)) {
        const before = polls;
        const { samples, gapMs } = timing[mode];
        const r = await measure(page, change, target.testId, samples, gapMs, seq);
        out[`${key} ${rate}x`] = { ...stages(r), polls: polls - before };
        if (mode === 'stream' && polls > before)
          throw new Error(`${target.name}: the page polled ${polls - before} times on the stream`);
        if (mode === 'polling' && polls === before)
          throw new Error(`${target.name}: the page did not poll with the stream refused`);
      }
    }
    await cdp.detach();
    return out;
  } finally {
    await context.close();
  }
}

/** @param {any} ctx see bench/run.mjs */
export async function run(ctx) {
  // Polling: the gap is spread over a whole poll period (a sample ends just after a poll).
  // --quick: only the code paths (4x CPU, the match page, a sample or two): 10 to 15 s.
  const timing = ctx.quick
    ? {
        throttles: [4],
        polling: { samples: 1, gapMs: [0, 300] },
        stream: { samples: 2, gapMs: [20, 120] },
        pages: ['match'],
      }
    : {
        throttles: [1, 4],
        polling: { samples: 20, gapMs: [0, POLL_MS] },
        stream: { samples: 100, gapMs: [30, 200] },
        pages: ['match', 'matches'],
      };
  const api = ctx.stack.apiUrl;
  const session = await apiLogin(api);
  const matchPath = await realMatchPath(api, session);
  const matchId = matchPath.split('/')[2];
  const control = (body) => apiPost(api, '/__test/Sports/Control', body);
  const browser = await launchBrowser(ctx);
  // Frozen: only the bench changes prices; Churn: a tick moves every price (sim-churn.ts).
  await control({ Frozen: true, Churn: true });
  const tick = () => control({ Ticks: 1 });
  /** @type {string | undefined} */
  let sid;
  /** @type {string | null} */
  let openingBack = null;
  try {
    ({ sid, back: openingBack } = await firstRunner(ctx.stack.bookOddsUrl, matchPath));
    /** @type {Record<string, Change>} */
    const changes = {
      price: {
        name: 'one price set',
        text: nextPrice,
        apply: (Price) =>
          apiPost(api, '/__test/Sports/SetPrice', {
            MatchId: matchId,
            MarketType: 'odds',
            SelectionId: sid,
            Side: 'back',
            Price,
          }),
      },
      tick: { name: 'a tick, every price of 50 matches moving', text: () => null, apply: tick },
    };
    const targets = {
      match: {
        name: 'match page',
        path: matchPath,
        testId: `odds-${sid}-back1`,
        poll: [ctx.stack.bookOddsUrl, ctx.stack.sessionOddsUrl],
      },
      matches: {
        name: '/matches',
        path: '/matches',
        testId: `price-${matchId}-back0`,
        poll: ['/DashBoard/GetDashboard'],
      },
    };
    const seq = { next: 1 };
    const rows = [];
    const raw = { matchPath, selectionId: sid, timing, pages: {} };
    for (const key of timing.pages) {
      const target = targets[key];
      const result = {};
      for (const mode of /** @type {const} */ (['polling', 'stream'])) {
        ctx.log(`${target.name}, ${mode}: ${timing[mode].samples} of each change at each CPU`);
        result[mode] = await runPage(browser, ctx, session, target, changes, mode, timing, seq);
      }
      raw.pages[target.name] = result;
      rows.push(...pageRows(target.name, changes, timing.throttles, result));
    }
    return { rows, raw };
  } finally {
    // the prices set above may cross the runner's lay prices: the next section gets the opening one
    if (sid && openingBack)
      await apiPost(api, '/__test/Sports/SetPrice', {
        MatchId: matchId,
        MarketType: 'odds',
        SelectionId: sid,
        Side: 'back',
        Price: openingBack,
      }).catch(() => undefined);
    await control({ Frozen: false, Churn: false }).catch(() => undefined);
    await browser.close();
  }
}

/** The match's first runner on the book odds host: its selection id and best back price (null when none). */
export async function firstRunner(bookOddsUrl, matchPath) {
  const [, , , eventId, marketId] = matchPath.split('/');
  const res = await fetch(`${bookOddsUrl}/MatchOdds/GetOddslite/4/${eventId}/${marketId}`);
  const runner = (await res.json())?.market?.[0]?.events?.[0];
  if (!runner?.SelectionId) throw new Error(`the book odds host gave no runner for ${matchPath}`);
  const back = Number(runner.BackPrice1 ?? 0);
  return { sid: String(runner.SelectionId), back: back > 0 ? back.toFixed(2) : null };
}

/** p50 and p99 of each change at each throttle, the stream beside polling; then the misses. */
function pageRows(name, changes, throttles, result) {
  const rows = [];
  const missed = { stream: 0, polling: 0 };
  for (const [key, change] of Object.entries(changes)) {
    for (const rate of throttles) {
      const s = result.stream[`${key} ${rate}x`];
      const p = result.polling[`${key} ${rate}x`];
      missed.stream += s.missed;
      missed.polling += p.missed;
      for (const q of /** @type {const} */ (['p50', 'p99'])) {
        const metric = `${name}, ${change.name}: price to pixel ${q}, ${rate}x CPU`;
        rows.push(
          row('pixel', metric, s.pixel[q], 'ms', {
            baseline: { name: 'polling', value: p.pixel[q] },
            target: `<= ${TARGET[q]} ms`,
            pass: s.missed === 0 && s.pixel[q] <= TARGET[q],
          }),
        );
      }
    }
  }
  rows.push(
    row('pixel', `${name}: changes not shown within 5 s`, missed.stream, 'changes', {
      baseline: { name: 'polling', value: missed.polling },
      places: 0,
    }),
  );
  return rows;
}

await runIfMain(import.meta.url, run);
