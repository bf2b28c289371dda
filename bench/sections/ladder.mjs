// Trading ladder (issue 42): a match page on a phone (360 px) with the match-odds ladder open.
// (1) Rendering, as the odds section measures it (its `watch`, CPU 4x through CDP), every price
// moving each second (`Churn`): ladder rows rendered again per row whose text changed, rows
// mounted as the column follows the best prices, commits, components and the longest task; the
// baseline, same run: the same page with the ladder closed. (2) Price to pixel on the stream, as
// the pixel section measures it (its probe), the simulator frozen: the size at the best back of
// the first runner set (SetPrice with a new Size: one ladder cell), and one tick of every price
// (the watched ladder cell is the best back's; the baseline, same tick: the market's own best
// back cell on the same page).
import {
  apiLogin,
  apiPost,
  launchBrowser,
  realMatchPath,
  sessionEntries,
} from './support/browser.mjs';
import { watch } from './odds.mjs';
import { firstRunner } from './pixel.mjs';
import { installPixelProbe } from './support/pixel-probe.mjs';
import { installProbe } from './support/react-probe.mjs';
import { CONTENT } from './support/routes.mjs';
import { row } from './support/rows.mjs';
import { runIfMain } from './support/standalone.mjs';
import { percentile } from '../lib/stats.mjs';

const PHONE = { width: 360, height: 740 };
const LONG_TASK_MS = 50;
const TARGET = { p50: 50, p99: 150 };
const MISS_MS = 5000;
const S = 'ladder';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A phone-sized context logged in as `session`, `scripts` added before the page loads. */
export async function phonePage(browser, ctx, session, path, scripts, { ladder }) {
  const context = await browser.newContext({
    viewport: PHONE,
    storageState: {
      cookies: [],
      origins: [{ origin: ctx.stack.hostUrl, localStorage: sessionEntries(session) }],
    },
  });
  for (const s of scripts) await context.addInitScript(s);
  const page = await context.newPage();
  await page.goto(`${ctx.stack.hostUrl}${path}`);
  // at 360 px a market shows one level a side (the deeper cells are not drawn)
  await page.locator(CONTENT['/sportGame']).filter({ visible: true }).first().waitFor();
  if (ladder) {
    await page.locator('[data-testid="ladder-switch-odds"]').click();
    await page.locator('[data-testid="ladder-odds"] .ladder__row').first().waitFor();
  }
  await page.waitForTimeout(2000);
  return { context, page };
}

/** The rendering of the page with the ladder open, and closed (the baseline). */
async function rendering(browser, ctx, session, path, timing) {
  const out = {};
  for (const ladder of [true, false]) {
    const { context, page } = await phonePage(browser, ctx, session, path, [installProbe], {
      ladder,
    });
    try {
      const tick = ladder
        ? { poll: 'GetMarketDepth', topic: 'depth:' }
        : { poll: ctx.stack.bookOddsUrl, topic: 'match:' };
      out[ladder ? 'open' : 'closed'] = await watch(browser, page, { ...timing, tick });
    } finally {
      await context.close();
    }
  }
  return out;
}

/** The testid of the row of the runner's best back price on the ladder (highest price offered). */
const bestBackRow = (page, sid) =>
  page.evaluate((id) => {
    const col = document.querySelector(`[data-testid="ladder-scroll-odds:${id}"]`);
    let best = null;
    for (const r of Array.from(col?.querySelectorAll('.ladder__row') ?? [])) {
      const price = Number(r.getAttribute('data-testid')?.slice('ladder-row-'.length));
      if (r.querySelector('.ladder__back')?.textContent && (best === null || price > best.price))
        best = { price, testId: r.getAttribute('data-testid') };
    }
    return best;
  }, sid);

/**
 * `samples` of one change: per sample the ms from the change to the ladder cell's new text drawn
 * (and to the market cell's, when the change names one).
 */
async function measure(page, sid, change, samples, seq) {
  const ladder = [];
  const market = [];
  let missed = 0;
  for (let i = 0; i < samples; i += 1) {
    const best = await bestBackRow(page, sid);
    if (!best) throw new Error('the ladder shows no best back price');
    const id = seq.next++;
    const text = change.text(id);
    await page.evaluate(
      ([n, t, x]) => window.__pixelProbe.expect(n, t, x, '.ladder__back'),
      [id, best.testId, text],
    );
    const marketId = change.market ? seq.next++ : null;
    if (marketId)
      await page.evaluate(
        ([n, t]) => window.__pixelProbe.expect(n, t, null),
        [marketId, change.market],
      );
    const t0 = Date.now();
    await change.apply(best.price, text);
    /** @type {[number | null, number[]][]} */
    const watched = [
      [id, ladder],
      [marketId, market],
    ];
    for (const [n, into] of watched) {
      if (n === null) continue;
      const times = await page.evaluate(([k, ms]) => window.__pixelProbe.wait(k, ms), [n, MISS_MS]);
      if (times) into.push(Math.round((times.pixel - t0) * 10) / 10);
      else if (into === ladder) missed += 1;
    }
    await sleep(30 + Math.random() * 170);
  }
  return { ladder, market, missed };
}

const pct = (values, q) => (values.length ? percentile(values, q) : NaN);

/** @param {any} ctx see bench/run.mjs */
export async function run(ctx) {
  const timing = ctx.quick ? { seconds: 3, warmup: 1 } : { seconds: 20, warmup: 2 };
  const pixel = ctx.quick ? { throttles: [4], samples: 3 } : { throttles: [1, 4], samples: 60 };
  const api = ctx.stack.apiUrl;
  const session = await apiLogin(api);
  const matchPath = await realMatchPath(api, session);
  const matchId = matchPath.split('/')[2];
  const control = (body) => apiPost(api, '/__test/Sports/Control', body);
  const browser = await launchBrowser(ctx);
  const rows = [];
  /** @type {Record<string, unknown>} */
  const raw = { matchPath, viewport: PHONE, timing, pixelTiming: pixel };
  try {
    // (1) rendering, every price moving each second
    await control({ Churn: true, Frozen: false });
    ctx.log(`rendering: ${timing.seconds} s with the ladder open, then closed, at 4x CPU`);
    const r = await rendering(browser, ctx, session, matchPath, timing);
    raw.rendering = r;
    const base = (value) => ({ baseline: { name: 'same page, ladder closed', value } });
    const { open } = r;
    rows.push(
      row(S, 'ladder open: ticks watched (depth: updates)', open.ticks, 'ticks', { places: 0 }),
      row(S, 'ladder rows changed per tick', open.ladderRowsChangedPerTick, 'rows'),
      row(
        S,
        'ladder rows rendered again per changed row',
        open.ladderRowsPerTick / Math.max(open.ladderRowsChangedPerTick, 1e-9),
        'x',
        {
          target: 'only changed cells render (<= 1.05)',
          pass:
            open.ladderRowsChangedPerTick > 0 &&
            open.ladderRowsPerTick <= open.ladderRowsChangedPerTick * 1.05,
          places: 2,
        },
      ),
      row(
        S,
        'ladder rows mounted per tick (the column following the prices)',
        open.ladderRowsMountedPerTick,
        'rows',
        { places: 2 },
      ),
      row(S, 'commits per tick', open.commitsPerTick, 'commits', {
        ...base(r.closed.commitsPerTick),
        places: 2,
      }),
      row(
        S,
        'components rendered per tick',
        open.componentsPerTick,
        'components',
        base(r.closed.componentsPerTick),
      ),
      row(
        S,
        'main-thread busy per tick (4x CPU)',
        open.busyMsPerTick,
        'ms',
        base(r.closed.busyMsPerTick),
      ),
      row(S, 'longest task (4x CPU)', open.longestTaskMs, 'ms', {
        ...base(r.closed.longestTaskMs),
        target: `<= ${LONG_TASK_MS} ms`,
        pass: open.longestTaskMs <= LONG_TASK_MS,
      }),
      row(
        S,
        'longest task, wall clock on this machine',
        open.longestTaskWallMs,
        'ms',
        base(r.closed.longestTaskWallMs),
      ),
    );

    // (2) price to pixel on the stream, only the bench moving prices
    await control({ Frozen: true, Churn: true });
    const { sid } = await firstRunner(ctx.stack.bookOddsUrl, matchPath);
    const changes = {
      size: {
        name: 'the size at the best back set',
        text: (id) => `${(20_000 + (id % 10_000)).toLocaleString('en-US')}.00`,
        apply: (price, text) =>
          apiPost(api, '/__test/Sports/SetPrice', {
            MatchId: matchId,
            MarketType: 'odds',
            SelectionId: sid,
            Side: 'back',
            Price: price.toFixed(2),
            Size: Number(text.replace(/[,.]/g, '')) / 100,
          }),
      },
      tick: {
        name: 'a tick, every price moving',
        text: () => null,
        market: `odds-${sid}-back1`,
        apply: () => control({ Ticks: 1 }),
      },
    };
    const { context, page } = await phonePage(
      browser,
      ctx,
      session,
      matchPath,
      [installPixelProbe],
      {
        ladder: true,
      },
    );
    const seq = { next: 1 };
    /** @type {Record<string, unknown>} */
    const pixelRaw = {};
    raw.pixel = pixelRaw;
    try {
      const cdp = await context.newCDPSession(page);
      for (const rate of pixel.throttles) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        for (const [key, change] of Object.entries(changes)) {
          ctx.log(`price to pixel, ${change.name}: ${pixel.samples} samples at ${rate}x CPU`);
          const m = await measure(page, sid, change, pixel.samples, seq);
          pixelRaw[`${key} ${rate}x`] = m;
          for (const q of /** @type {const} */ (['p50', 'p99'])) {
            const baseline = change.market
              ? {
                  baseline: {
                    name: "the market's cell, same tick",
                    value: pct(m.market, q === 'p50' ? 50 : 99),
                  },
                }
              : {};
            rows.push(
              row(
                S,
                `${change.name}: price to pixel ${q}, ${rate}x CPU`,
                pct(m.ladder, q === 'p50' ? 50 : 99),
                'ms',
                {
                  ...baseline,
                  target: `<= ${TARGET[q]} ms`,
                  pass: m.missed === 0 && pct(m.ladder, q === 'p50' ? 50 : 99) <= TARGET[q],
                },
              ),
            );
          }
          rows.push(
            row(S, `${change.name}: not shown within 5 s, ${rate}x CPU`, m.missed, 'changes', {
              places: 0,
            }),
          );
        }
      }
      await cdp.detach();
    } finally {
      await context.close();
    }
    return { rows, raw };
  } finally {
    await control({ Frozen: false, Churn: false }).catch(() => undefined);
    await browser.close();
  }
}

await runIfMain(import.meta.url, run);
