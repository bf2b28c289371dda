// Lighthouse's simulated (Lantern) FCP and LCP of one cold logged-in page, with the graph behind
// them: every network request and main-thread task the estimate counts, with its simulated start
// and end, and the chain of dependencies that ends last. A probe run by hand (docs/performance.md).
//   node bench/lantern-path.mjs [--dist=<dir>] [--offset=1300] [--page=matches|match] [--runs=1]
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { appDists, arg, probedPageUrl } from './lib/probe-args.mjs';
import { startStack } from './lib/stack.mjs';
import { apiLogin, sessionEntries } from './sections/support/browser.mjs';
import { CHROME_FLAGS } from './sections/support/lighthouse-run.mjs';

const { launch } = createRequire(import.meta.resolve('lighthouse'))('chrome-launcher');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = appDists(arg('dist', null));
const page = arg('page', 'matches');
const runs = Number(arg('runs', '1'));
const stack = await startStack({
  root,
  offset: Number(arg('offset', '1300')),
  dist,
  log: () => {},
});
try {
  const session = await apiLogin(stack.apiUrl);
  const url = await probedPageUrl(stack, session, page);
  for (let run = 1; run <= runs; run += 1) await once(url, session);
} finally {
  await stack.stop();
}

async function once(url, session) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const tab = await browser.contexts()[0].newPage();
    await tab.goto(`${new URL(url).origin}/config.json`);
    await tab.evaluate((entries) => {
      for (const e of entries) localStorage.setItem(e.name, e.value);
    }, sessionEntries(session));
    await tab.close();
    await browser.close();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    const { artifacts, lhr } = result;
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: artifacts.settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      simulator: null,
    };
    const context = { computedCache: new Map() };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    const audit = (id) => Math.round(lhr.audits[id].numericValue);
    console.log(
      `\n${url}: score ${Math.round(lhr.categories.performance.score * 100)} FCP ${audit('first-contentful-paint')} LCP ${audit('largest-contentful-paint')} TBT ${audit('total-blocking-time')}`,
    );
    for (const [name, m] of [
      ['FCP', fcp],
      ['LCP', lcp],
    ]) {
      for (const kind of ['optimistic', 'pessimistic']) {
        const est = m[`${kind}Estimate`];
        console.log(
          `${name} ${kind}: ${Math.round(est.timeInMs)} ms, ${est.nodeTimings.size} nodes`,
        );
        if (name === 'LCP' && kind === 'pessimistic') printGraph(est.nodeTimings);
      }
    }
  } finally {
    chrome.kill();
  }
}

function label(node) {
  if (node.type === 'network') {
    const r = node.request ?? node.record;
    return `net ${r.url.replace(/^https?:\/\/127\.0\.0\.1:/, ':').slice(0, 70)} ${r.transferSize}B`;
  }
  const urls = [...(node.getEvaluateScriptURLs?.() ?? [])].map((u) => u.replace(/^.*\//, ''));
  const events = new Set(node.childEvents.map((e) => e.name));
  const what = ['Layout', 'Paint', 'TimerFire', 'FunctionCall', 'XHRReadyStateChange', 'ParseHTML']
    .filter((n) => events.has(n))
    .join(',');
  return `cpu ${Math.round(node.duration ?? 0)}us*x ${urls.join(',')} ${what}`;
}

/** Every node by simulated end, and the chain that ends last (each node's latest-ending dependency). */
function printGraph(timings) {
  const rows = [...timings].sort((a, b) => a[1].endTime - b[1].endTime);
  for (const [node, t] of rows) {
    console.log(
      `  ${String(Math.round(t.startTime)).padStart(5)} ${String(Math.round(t.endTime)).padStart(5)} ${label(node)}`,
    );
  }
  let [node] = rows.at(-1);
  const chain = [];
  while (node) {
    chain.push(node);
    const deps = node.getDependencies().filter((d) => timings.has(d));
    node = deps.sort((a, b) => timings.get(b).endTime - timings.get(a).endTime)[0];
  }
  console.log('  critical chain (last first):');
  for (const n of chain) {
    const t = timings.get(n);
    console.log(`    ${Math.round(t.startTime)}-${Math.round(t.endTime)} ${label(n)}`);
  }
}
