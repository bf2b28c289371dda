// Where a cold logged-in page's main thread goes at 4x CPU (CDP throttling): a CPU profile from
// the navigation until the first match row has been on screen for `--after` ms, summed by
// function (self time) and by script. A probe for the start-up work (docs/performance.md), not a
// bench section: one stack, one page, run by hand.
//   node bench/profile-start.mjs [--dist=<dir with host/ remote-sports/ ...>] [--offset=1300]
//     [--page=matches|match] [--runs=2] [--after=1500]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { appDists, arg, probedPageUrl } from './lib/probe-args.mjs';
import { startStack } from './lib/stack.mjs';
import { apiLogin, sessionEntries } from './sections/support/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = appDists(arg('dist', null));
const offset = Number(arg('offset', '1300'));
const runs = Number(arg('runs', '2'));
const after = Number(arg('after', '1500'));
const page = arg('page', 'matches');
const log = (m) => console.log(`[profile] ${m}`);

const stack = await startStack({ root, offset, dist, log });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const session = await apiLogin(stack.apiUrl);
  const url = await probedPageUrl(stack, session, page);
  const shown = page === 'match' ? '.market--odds .market__body' : '.match-row';
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      storageState: {
        cookies: [],
        origins: [{ origin: stack.hostUrl, localStorage: sessionEntries(session) }],
      },
    });
    const tab = await context.newPage();
    await tab.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          w.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(url);
    await tab.waitForSelector(shown, { timeout: 60_000 });
    const firstRow = await tab.evaluate(() => performance.now());
    await tab.waitForTimeout(after);
    const { profile } = await cdp.send('Profiler.stop');
    const lcp = await tab.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((l) => {
            const e = l.getEntries().at(-1);
            resolve(e ? Math.round(e.startTime) : null);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(null), 1000);
        }),
    );
    const longTasks = await tab.evaluate(() => /** @type {any} */ (window).__longTasks);
    await context.close();
    summarise(profile, run, { firstRow: Math.round(firstRow), lcp });
    console.log(`long tasks [start, ms]: ${JSON.stringify(longTasks)}`);
  }
} finally {
  await browser.close();
  await stack.stop();
}

/** Self time by function and by script, ms (samples x their intervals), until the end. */
function summarise(profile, run, marks) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i += 1) {
    const node = byId.get(samples[i]);
    const dt = (timeDeltas[i + 1] ?? 0) / 1000;
    self.set(node.id, (self.get(node.id) ?? 0) + dt);
  }
  const fn = new Map();
  const script = new Map();
  for (const [id, ms] of self) {
    const { callFrame: f } = byId.get(id);
    const file = f.url.replace(/^https?:\/\/[^/]+\//, '') || '(native)';
    const key = `${f.functionName || '(anon)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + ms);
    script.set(file, (script.get(file) ?? 0) + ms);
  }
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(7)} ${k}`)
      .join('\n');
  console.log(`run ${run}: first row at ${marks.firstRow} ms, LCP ${marks.lcp} ms`);
  console.log(`by script:\n${top(script, 15)}\nby function (self):\n${top(fn, 40)}`);
}
