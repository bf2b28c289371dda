// A/B of two builds in the same minutes: Lighthouse (the load section's settings) on the logged-in
// pages of two stacks, run alternately A, B, A, B, ..., with the bare federated host between
// rounds and the load average beside every run. Only the A/B difference counts on a shared machine.
//   node bench/ab-lighthouse.mjs --a=/work/wt-x --b=/work/wt-y [--a-dist=<dir>] [--b-dist=<dir>]
//     [--runs=3] [--pages=matches,match] [--offset-a=1700] [--offset-b=1800] [--out=<dir>]
//     [--return-visit]
// --return-visit: instead of Lighthouse, the load section's return visit of each page (phone
// profile, service worker installed): first visit and second visit, first live price.
// --x-dist: a folder holding host/, remote-sports/, remote-casino/, remote-reports/ builds served
// instead of the root's own dist/ folders (the API is always the root's). Each run's Lighthouse
// result is written to --out (default test-results/ab) for its trace and diagnostics.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { buildFloors, serveFloors } from './floor/build.mjs';
import { appDists, arg } from './lib/probe-args.mjs';
import { startStack } from './lib/stack.mjs';
import { apiLogin, launchBrowser, realMatchPath } from './sections/support/browser.mjs';
import { lhrFigures, lighthouseWithRetry } from './sections/support/lighthouse-run.mjs';
import { returnVisitRound } from './sections/support/return-visit.mjs';
import { median } from './sections/support/rows.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(arg('runs', '3'));
const pages = arg('pages', 'matches,match').split(',');
const out = path.resolve(arg('out', path.join(root, 'test-results/ab')));
mkdirSync(out, { recursive: true });
const log = (m) => console.log(`[ab] ${m}`);
const load = () => os.loadavg()[0].toFixed(2);

/** @typedef {{ matches: string, match: string }} PageUrls */
const sides = ['a', 'b'].map((s) => ({
  name: s.toUpperCase(),
  root: path.resolve(arg(s, root)),
  dist: appDists(arg(`${s}-dist`, null)),
  offset: Number(arg(`offset-${s}`, s === 'a' ? '1700' : '1800')),
  /** @type {PageUrls} */ urls: { matches: '', match: '' },
  /** @type {import('./sections/support/browser.mjs').Session | null} */ session: null,
}));

const stacks = [];
if (!existsSync(path.join(root, 'bench/floor/dist-federated/index.html')))
  await buildFloors({ root });
const floors = await serveFloors({
  root,
  ports: [3290 + sides[0].offset, 3291 + sides[0].offset],
});
try {
  for (const side of sides) {
    const stack = await startStack({ root: side.root, offset: side.offset, dist: side.dist, log });
    stacks.push(stack);
    const session = await apiLogin(stack.apiUrl);
    const matchPath = await realMatchPath(stack.apiUrl, session);
    side.urls = { matches: `${stack.hostUrl}/matches`, match: `${stack.hostUrl}${matchPath}` };
    side.session = session;
  }
  /** @type {Record<string, any[]>} */
  const results = {};
  const record = async (key, url, session) => {
    const before = load();
    const lhr = await lighthouseWithRetry(url, { log, chromePath: CHROMIUM_PATH, session });
    const f = { ...lhrFigures(lhr), load: `${before}-${load()}` };
    (results[key] ??= []).push(f);
    writeFileSync(
      path.join(out, `${key.replace(/\W+/g, '_')}-${results[key].length}.json`),
      JSON.stringify(lhr),
    );
    log(
      `${key}: score ${f.score} LCP ${Math.round(f.lcp)} TBT ${Math.round(f.tbt)} FCP ${Math.round(f.fcp)} CLS ${f.cls.toFixed(3)} (load ${f.load})`,
    );
  };
  const browser = process.argv.includes('--return-visit')
    ? await launchBrowser({ chromium: CHROMIUM_PATH })
    : null;
  const visit = async (key, side, page) => {
    const before = load();
    const url = new URL(side.urls[page]);
    const r = await returnVisitRound(browser, url.origin, side.session, false, url.pathname);
    const f = { score: 0, lcp: r.first.live, tbt: r.second.list, fcp: r.second.live, cls: 0 };
    (results[key] ??= []).push({ ...f, load: `${before}-${load()}`, controlled: r.controlled });
    const ms = (v) => (v === null ? '-' : Math.round(v));
    log(
      `${key}: first visit live ${Math.round(r.first.live)}, second visit list ${Math.round(r.second.list)} live ${Math.round(r.second.live)}; main.js in ${ms(r.second.mainJs)}, manifest in ${ms(r.second.manifest)}, FCP ${ms(r.second.fcp)}, ${r.workersThrottled} worker(s) throttled (load ${before}-${load()})`,
    );
  };
  for (let i = 0; i < runs; i += 1) {
    if (!browser) await record('federated floor', `${floors.federatedHostUrl}/`, null);
    for (const page of pages)
      for (const side of sides)
        if (browser) await visit(`${side.name} ${page}`, side, page);
        else await record(`${side.name} ${page}`, side.urls[page], side.session);
  }
  await browser?.close();
  console.log(
    browser
      ? '\nmedians (first visit: live price / second visit: list, live price), loads per run:'
      : '\nmedians (score / LCP / TBT / FCP), loads per run:',
  );
  for (const [key, list] of Object.entries(results)) {
    const m = (k) => Math.round(median(list.map((f) => f[k])));
    const figures = browser
      ? `${m('lcp')} ms / ${m('tbt')} ms, ${m('fcp')} ms`
      : `${m('score')} / ${m('lcp')} ms / ${m('tbt')} ms / ${m('fcp')} ms`;
    console.log(`${key.padEnd(18)} ${figures}   [${list.map((f) => f.load).join(', ')}]`);
  }
  writeFileSync(path.join(out, 'figures.json'), JSON.stringify(results, null, 2));
} finally {
  for (const stack of stacks) await stack.stop();
  await floors.close();
}
process.exit(0);
