// Load (issue 7 item 2, issue 17 item 4): Lighthouse 12.8 (mobile preset, median of 3) on /login
// and, logged in, /matches and a match page, next to the same run on the bare React floor page
// (and the bare federated host's LCP: the least a client-drawn page of this stack costs); cold
// navigation from the shell into each remote, next to a navigation to a host page; the return
// visit of /matches (service worker installed, list stored) and of a match page beside the first
// visit of the same run.
import { apiLogin, freshContext, launchBrowser, realMatchPath } from './support/browser.mjs';
import { coldNavigation } from './support/cold-nav.mjs';
import { lhrFigures, lighthouseWithRetry, medianRun } from './support/lighthouse-run.mjs';
import { returnVisitRound } from './support/return-visit.mjs';
import { CONTENT } from './support/routes.mjs';
import { median, row } from './support/rows.mjs';
import { runIfMain } from './support/standalone.mjs';

const TARGETS = {
  score: { text: '>= 95', ok: (v) => v >= 95 },
  lcp: { text: '<= 2000 ms', ok: (v) => v <= 2000 },
  tbt: { text: '<= 200 ms', ok: (v) => v <= 200 },
  cls: { text: '<= 0.02', ok: (v) => v <= 0.02 },
};

/** Lighthouse: runs interleaved (floor, then each page, then again) so noise hits all alike. */
async function lighthouseRows(ctx, session, runs) {
  const matchPath = await realMatchPath(ctx.stack.apiUrl, session);
  const floors = [
    { name: 'floor', url: `${ctx.floors.reactUrl}/`, session: null },
    { name: 'federated floor', url: `${ctx.floors.federatedHostUrl}/`, session: null },
  ];
  const targeted = [
    { name: '/login', url: `${ctx.stack.hostUrl}/login`, session: null },
    { name: '/matches (logged in)', url: `${ctx.stack.hostUrl}/matches`, session },
    { name: 'match page (logged in)', url: `${ctx.stack.hostUrl}${matchPath}`, session },
  ];
  const pages = [...floors, ...targeted];
  /** @type {Record<string, any[]>} */
  const lhrs = Object.fromEntries(pages.map((p) => [p.name, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const p of pages) {
      ctx.log(`Lighthouse ${p.name} run ${i + 1}/${runs}`);
      lhrs[p.name].push(
        await lighthouseWithRetry(p.url, {
          log: ctx.log,
          chromePath: ctx.chromium,
          session: p.session,
          maxWaitForLoad: ctx.quick ? 15_000 : 45_000,
        }),
      );
    }
  }
  const figures = Object.fromEntries(
    pages.map((p) => [p.name, lhrFigures(medianRun(lhrs[p.name]))]),
  );
  const floor = figures.floor;
  const federated = figures['federated floor'];
  const base = (key) => ({ baseline: { name: 'bare React 19 page', value: floor[key] } });
  // the least a page drawn by this stack's client code costs: the pages below add the host's
  // code, a remote and an API call to it
  const rows = [
    row('load', 'bare federated host (one h1) LCP', federated.lcp, 'ms', {
      ...base('lcp'),
      places: 0,
    }),
  ];
  for (const p of targeted) {
    const f = figures[p.name];
    const check = (key) => ({ target: TARGETS[key].text, pass: TARGETS[key].ok(f[key]) });
    rows.push(
      row('load', `${p.name} Lighthouse performance score`, f.score, 'score', {
        ...base('score'),
        ...check('score'),
        places: 0,
      }),
      row('load', `${p.name} LCP`, f.lcp, 'ms', { ...base('lcp'), ...check('lcp'), places: 0 }),
      row('load', `${p.name} TBT`, f.tbt, 'ms', { ...base('tbt'), ...check('tbt'), places: 0 }),
      row('load', `${p.name} CLS`, f.cls, '', { ...base('cls'), ...check('cls'), places: 3 }),
    );
  }
  const all = Object.fromEntries(
    Object.entries(lhrs).map(([name, list]) => [name, list.map(lhrFigures)]),
  );
  return { rows, raw: { matchPath, median: figures, runs: all } };
}

/** Cold navigation into each remote and to a host page, each in a fresh context, interleaved. */
async function coldNavRows(ctx, session, rounds) {
  const targets = [
    { name: 'host page /profile', link: '/profile', content: CONTENT['/profile'] },
    { name: 'sports /matches', link: '/matches', content: CONTENT['/matches'] },
    { name: 'casino /games', link: '/games', content: CONTENT['/games'] },
    { name: 'reports /MyCommission', link: '/MyCommission', content: CONTENT['/MyCommission'] },
  ];
  const browser = await launchBrowser(ctx);
  /** @type {Record<string, any[]>} */
  const runs = Object.fromEntries(targets.map((t) => [t.name, []]));
  try {
    for (let i = 0; i < rounds; i += 1) {
      for (const t of targets) {
        const context = await freshContext(browser, ctx.stack.hostUrl, session);
        try {
          runs[t.name].push(await coldNavigation(context, ctx.stack.hostUrl, t.link, t.content));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  const summary = Object.fromEntries(
    targets.map((t) => [
      t.name,
      {
        ms: median(runs[t.name].map((r) => r.ms)),
        requests: median(runs[t.name].map((r) => r.requests.length)),
      },
    ]),
  );
  const host = summary['host page /profile'];
  const rows = [];
  for (const t of targets.slice(1)) {
    const s = summary[t.name];
    const remoteOrigin = ctx.stack.remoteUrls[t.name.split(' ')[0]];
    if (runs[t.name].some((r) => r.originsBefore.includes(remoteOrigin)))
      ctx.log(`warning: ${t.name} was already loading before the click`);
    rows.push(
      row('load', `cold navigation to ${t.name}: click to content`, s.ms, 'ms', {
        baseline: { name: 'host page /profile', value: host.ms },
        places: 0,
      }),
      row('load', `cold navigation to ${t.name}: requests`, s.requests, 'requests', {
        baseline: { name: 'host page /profile', value: host.requests },
        places: 0,
      }),
    );
  }
  return { rows, raw: { summary, runs } };
}

/** One page's return visit on a phone profile: the first visit, then the second. */
async function returnVisitRowsOf(ctx, browser, session, name, path, rounds) {
  const runs = [];
  const forgot = [];
  for (let i = 0; i < rounds; i += 1) {
    ctx.log(`return visit ${name} round ${i + 1}/${rounds}`);
    runs.push(await returnVisitRound(browser, ctx.stack.hostUrl, session, false, path));
    if (path === '/matches')
      forgot.push(await returnVisitRound(browser, ctx.stack.hostUrl, session, true, path));
  }
  if (runs.some((r) => !r.controlled))
    ctx.log(`warning: a second visit of ${name} without the service worker`);
  const first = median(runs.map((r) => r.first.live));
  const at = (key) => median(runs.map((r) => r.second[key]));
  const base = { baseline: { name: 'first visit, first live price', value: first }, places: 0 };
  const rows = [
    row('load', `return visit ${name} (phone): first live price`, at('live'), 'ms', {
      ...base,
      target: '<= 1000 ms',
      pass: at('live') <= 1000,
    }),
    row(
      'load',
      `return visit ${name} (phone): ${forgot.length ? 'list' : 'market'} on screen`,
      at('list'),
      'ms',
      base,
    ),
  ];
  if (forgot.length)
    rows.push(
      row(
        'load',
        `return visit ${name} (phone), no stored list: first live price`,
        median(forgot.map((r) => r.second.live)),
        'ms',
        base,
      ),
    );
  return { rows, raw: { runs, forgot } };
}

/** /matches and a match page on a phone profile: time to the first live price on a second visit. */
async function returnVisitRows(ctx, session, rounds) {
  const matchPath = await realMatchPath(ctx.stack.apiUrl, session);
  const browser = await launchBrowser(ctx);
  try {
    const list = await returnVisitRowsOf(ctx, browser, session, '/matches', '/matches', rounds);
    const game = await returnVisitRowsOf(ctx, browser, session, 'match page', matchPath, rounds);
    return { rows: [...list.rows, ...game.rows], raw: { matches: list.raw, matchPage: game.raw } };
  } finally {
    await browser.close();
  }
}

/** @param {any} ctx see bench/run.mjs */
export async function run(ctx) {
  if (!ctx.floors) throw new Error('the load section needs the floor pages');
  const session = await apiLogin(ctx.stack.apiUrl);
  if (ctx.onlyReturnVisit) {
    const visit = await returnVisitRows(ctx, session, ctx.quick ? 1 : 3);
    return { rows: visit.rows, raw: { returnVisit: visit.raw } };
  }
  const lh = await lighthouseRows(ctx, session, ctx.quick ? 1 : 3);
  if (ctx.onlyLighthouse) return { rows: lh.rows, raw: { lighthouse: lh.raw } };
  const nav = await coldNavRows(ctx, session, ctx.quick ? 1 : 5);
  const visit = await returnVisitRows(ctx, session, ctx.quick ? 1 : 3);
  return {
    rows: [...lh.rows, ...nav.rows, ...visit.rows],
    raw: { lighthouse: lh.raw, coldNavigation: nav.raw, returnVisit: visit.raw },
  };
}

await runIfMain(import.meta.url, run);
