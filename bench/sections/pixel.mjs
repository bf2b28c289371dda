// Price to pixel (issue 18 item 5): from the moment a price changes at the source to the moment
// the new price is drawn on the player's page, on a match page and on /matches, live stream
// against polling (the baseline, same run: the page's WebSocket is refused, so it polls every
// second), at 1x and 4x CPU (CDP throttling). The simulator is frozen so that only the bench moves
// the price: per sample, Node notes Date.now() and sets the best back price of the match's first
// runner through the test control (SetPrice); the page's probe (support/pixel-probe.mjs) notes
// when the cell shows that text and when the next frame is drawn. Samples are spaced at random so
// that they fall anywhere in the poll's second.
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

const THROTTLES = [1, 4];
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
 * Sets one price `samples` times and returns each delay (ms) to the DOM and to the frame.
 * @param {import('@playwright/test').Page} page
 */
async function measure(page, setPrice, testId, samples, gapMs, seq) {
  const dom = [];
  const pixel = [];
  let missed = 0;
  for (let i = 0; i < samples; i += 1) {
    const id = seq.next++;
    const shown = await page.evaluate((t) => window.__pixelProbe.shown(t), testId);
    const text = nextPrice(id, shown);
    await page.evaluate(([n, t, x]) => window.__pixelProbe.expect(n, t, x), [id, testId, text]);
    const t0 = Date.now();
    await setPrice(text);
    const times = await page.evaluate(([n, ms]) => window.__pixelProbe.wait(n, ms), [id, MISS_MS]);
    if (times) {
      dom.push(times.dom - t0);
      pixel.push(times.pixel - t0);
    } else missed += 1;
    await sleep(gapMs[0] + Math.random() * (gapMs[1] - gapMs[0]));
  }
  return { dom, pixel, missed };
}

const summary = (values) => ({
  p50: percentile(values, 50),
  p99: percentile(values, 99),
  max: Math.max(...values),
  n: values.length,
});

/**
 * One page in one mode: loaded once, then sampled at each CPU throttle.
 * @param {'stream' | 'polling'} mode
 */
async function runPage(browser, ctx, session, target, mode, timing, seq) {
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
    for (const rate of THROTTLES) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const before = polls;
      const r = await measure(
        page,
        target.setPrice,
        target.testId,
        timing[mode].samples,
        timing[mode].gapMs,
        seq,
      );
      out[`${rate}x`] = { dom: summary(r.dom), pixel: summary(r.pixel), missed: r.missed };
      out[`${rate}x`].polls = polls - before;
      out[`${rate}x`].samples = r.pixel;
      if (mode === 'stream' && polls > before)
        throw new Error(`${target.name}: the page polled ${polls - before} times on the stream`);
      if (mode === 'polling' && polls === before)
        throw new Error(`${target.name}: the page did not poll with the stream refused`);
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
  const timing = ctx.quick
    ? {
        polling: { samples: 2, gapMs: [0, POLL_MS] },
        stream: { samples: 3, gapMs: [20, 120] },
        pages: ['match'],
      }
    : {
        polling: { samples: 30, gapMs: [0, POLL_MS] },
        stream: { samples: 60, gapMs: [50, 300] },
        pages: ['match', 'matches'],
      };
  const api = ctx.stack.apiUrl;
  const session = await apiLogin(api);
  const matchPath = await realMatchPath(api, session);
  const matchId = matchPath.split('/')[2];
  const control = (body) => apiPost(api, '/__test/Sports/Control', body);
  const browser = await launchBrowser(ctx);
  await control({ Frozen: true });
  try {
    const sid = await firstRunner(ctx.stack.bookOddsUrl, matchPath);
    const setPrice = (Price) =>
      apiPost(api, '/__test/Sports/SetPrice', {
        MatchId: matchId,
        MarketType: 'odds',
        SelectionId: sid,
        Side: 'back',
        Price,
      });
    const targets = {
      match: {
        name: 'match page',
        path: matchPath,
        testId: `odds-${sid}-back1`,
        poll: [ctx.stack.bookOddsUrl, ctx.stack.sessionOddsUrl],
        setPrice,
      },
      matches: {
        name: '/matches',
        path: '/matches',
        testId: `price-${matchId}-back0`,
        poll: ['/DashBoard/GetDashboard'],
        setPrice,
      },
    };
    const seq = { next: 1 };
    const rows = [];
    const raw = { matchPath, selectionId: sid, timing, pages: {} };
    for (const key of timing.pages) {
      const target = targets[key];
      const result = {};
      for (const mode of /** @type {const} */ (['polling', 'stream'])) {
        ctx.log(
          `${target.name}, ${mode}: ${timing[mode].samples} prices at ${THROTTLES.join('x, ')}x CPU`,
        );
        result[mode] = await runPage(browser, ctx, session, target, mode, timing, seq);
      }
      raw.pages[target.name] = result;
      rows.push(...pageRows(target.name, result));
    }
    return { rows, raw };
  } finally {
    await control({ Frozen: false }).catch(() => undefined);
    await browser.close();
  }
}

/** The selection id of the match's first runner, from the book odds host. */
async function firstRunner(bookOddsUrl, matchPath) {
  const [, , , eventId, marketId] = matchPath.split('/');
  const res = await fetch(`${bookOddsUrl}/MatchOdds/GetOddslite/4/${eventId}/${marketId}`);
  const sid = (await res.json())?.market?.[0]?.events?.[0]?.SelectionId;
  if (!sid) throw new Error(`the book odds host gave no runner for ${matchPath}`);
  return String(sid);
}

/** p50 and p99 of each throttle, the stream beside polling. */
function pageRows(name, result) {
  const rows = [];
  for (const rate of THROTTLES) {
    const s = result.stream[`${rate}x`];
    const p = result.polling[`${rate}x`];
    for (const q of /** @type {const} */ (['p50', 'p99'])) {
      rows.push(
        row('pixel', `${name}: price to pixel ${q}, ${rate}x CPU`, s.pixel[q], 'ms', {
          baseline: { name: 'polling', value: p.pixel[q] },
          target: `<= ${TARGET[q]} ms`,
          pass: s.missed === 0 && s.pixel[q] <= TARGET[q],
        }),
      );
    }
    rows.push(
      row('pixel', `${name}: prices not shown within 5 s, ${rate}x CPU`, s.missed, 'prices', {
        baseline: { name: 'polling', value: p.missed },
        places: 0,
      }),
    );
  }
  return rows;
}

await runIfMain(import.meta.url, run);
