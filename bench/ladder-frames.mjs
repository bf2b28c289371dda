// When a tick's stream frames reach the ladder page: for each tick of every price (the simulator
// frozen, Churn, `Ticks: 1`), the ms from the control call to the `match:` and `depth:` updates
// of the page's match arriving on its WebSocket (Playwright's frame events: the page's network,
// before any script of the page runs). A probe run by hand beside the ladder section's price to
// pixel: it tells the server's and the wire's part from the page's.
//   node bench/ladder-frames.mjs [--offset=1300] [--ticks=40]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { percentile } from './lib/stats.mjs';
import { arg } from './lib/probe-args.mjs';
import { startStack } from './lib/stack.mjs';
import { phonePage } from './sections/ladder.mjs';
import { apiLogin, apiPost, realMatchPath } from './sections/support/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const offset = Number(arg('offset', '1300'));
const ticks = Number(arg('ticks', '40'));
const log = (m) => console.log(`[ladder-frames] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const stack = await startStack({ root, offset, dist: null, log });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const session = await apiLogin(stack.apiUrl);
  const matchPath = await realMatchPath(stack.apiUrl, session);
  const eventId = matchPath.split('/')[3];
  const control = (body) => apiPost(stack.apiUrl, '/__test/Sports/Control', body);
  await control({ Churn: true, Frozen: true });
  /** topic -> the time its latest update arrived */
  const seen = new Map();
  const { context, page } = await phonePage(browser, { stack }, session, matchPath, [], {
    ladder: true,
  });
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const m = /"type":"update","topic":"([^"]+)"/.exec(String(payload));
      if (m) seen.set(m[1], Date.now());
    }),
  );
  await page.reload();
  await page.locator('[data-testid="ladder-switch-odds"]').click();
  await page.locator('[data-testid="ladder-odds"] .ladder__row').first().waitFor();
  await sleep(2000);
  const at = { match: [], depth: [] };
  for (let i = 0; i < ticks; i += 1) {
    seen.clear();
    const t0 = Date.now();
    await control({ Ticks: 1 });
    const until = Date.now() + 3000;
    while (Date.now() < until && !(seen.has(`match:${eventId}`) && seen.has(`depth:${eventId}`)))
      await sleep(2);
    for (const k of ['match', 'depth']) {
      const t = seen.get(`${k}:${eventId}`);
      if (t) at[k].push(t - t0);
    }
    await sleep(200 + Math.random() * 300);
  }
  for (const k of ['match', 'depth'])
    log(
      `${k}: ${at[k].length} of ${ticks} ticks; p50 ${percentile(at[k], 50)} ms, p90 ${percentile(at[k], 90)} ms, p99 ${percentile(at[k], 99)} ms`,
    );
  await context.close();
} finally {
  await apiPost(stack.apiUrl, '/__test/Sports/Control', { Churn: false, Frozen: false }).catch(
    () => undefined,
  );
  await browser.close();
  await stack.stop();
}
