// Odds rendering (issue 7 item 3): /matches (50 matches) and a match page with every price moving
// each second (the simulator's Churn knob), CPU throttled 4x through CDP. Per tick: commits,
// components rendered, price cells rendered and changed, scripting and main-thread time; the longest
// task (by thread time: the throttled duration without the waits of a shared machine, see
// support/trace-tasks.mjs; the wall-clock figure is shown too). The baseline, same run and
// throttle: the floor's naive list (one useState at the top) with as many cells, changing as many.
import {
  apiLogin,
  apiPost,
  freshContext,
  launchBrowser,
  realMatchPath,
} from './support/browser.mjs';
import { installProbe, readProbe, resetProbe } from './support/react-probe.mjs';
import { row } from './support/rows.mjs';
import { runIfMain } from './support/standalone.mjs';
import { rendererTasks, TRACE_CATEGORIES } from './support/trace-tasks.mjs';
import { CONTENT } from './support/routes.mjs';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/**
 * Watches one page for `seconds` under the CPU throttle.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').Page} page already showing its content
 * @param {{ seconds: number, warmup: number, tick: { poll: string, topic: string } | null }} opts
 *   tick: a poll reply from a URL containing `poll` or a stream update of a topic starting with
 *   `topic` (null: the floor list's own ticks)
 */
export async function watch(browser, page, { seconds, warmup, tick }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  await page.waitForTimeout(warmup * 1000);
  const metric = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const get = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
    return {
      script: get('ScriptDuration') * 1000,
      style: get('RecalcStyleDuration') * 1000,
      layout: get('LayoutDuration') * 1000,
      task: get('TaskDuration') * 1000,
    };
  };
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await resetProbe(page, tick);
  const m0 = await metric();
  await page.waitForTimeout(seconds * 1000);
  const probe = await readProbe(page);
  const m1 = await metric();
  const tasks = rendererTasks(await browser.stopTracing());
  const tickCount = probe.ticks;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const n = Math.max(1, tickCount);
  return {
    seconds,
    ticks: tickCount,
    commitsPerTick: probe.commits / n,
    componentsPerTick: probe.components / n,
    cellsRenderedPerTick: probe.cells / n,
    cellsChangedPerTick: probe.cellsChanged / n,
    ladderRowsPerTick: probe.ladderRows / n,
    ladderRowsMountedPerTick: probe.ladderRowsMounted / n,
    ladderRowsChangedPerTick: probe.ladderRowsChanged / n,
    scriptMsPerTick: (m1.script - m0.script) / n,
    styleLayoutMsPerTick: (m1.style - m0.style + m1.layout - m0.layout) / n,
    taskMsPerTick: (m1.task - m0.task) / n,
    // thread time: the throttled duration without waits for a core (support/trace-tasks.mjs)
    busyMsPerTick: tasks.reduce((sum, t) => sum + t.cpu, 0) / n,
    longestTaskMs: Math.max(0, ...tasks.map((t) => t.cpu)),
    longestTaskWallMs: Math.max(0, ...tasks.map((t) => t.wall)),
    tasksOver50: tasks.filter((t) => t.cpu > LONG_TASK_MS).length,
    longTasksObserved: probe.longTasks,
    probe,
  };
}

/**
 * Turns the price flash off (to show what it costs): PriceCell lights a changed cell with the
 * class price-cell--flash (remote-sports/src/components/price-flash.ts), which is then never set;
 * builds before it flashed with Element.animate, removed too.
 */
function withoutFlash() {
  Element.prototype.animate = undefined;
  const add = DOMTokenList.prototype.add;
  DOMTokenList.prototype.add = function addExceptFlash(...tokens) {
    const kept = tokens.filter((t) => t !== 'price-cell--flash');
    if (kept.length) add.apply(this, kept);
  };
}

/**
 * One app page: logged in, content shown, then watched while its ticks (poll replies, stream updates) are counted.
 * The last argument: `{ flash }`, whether the price flash runs.
 */
async function watchApp(browser, ctx, session, path, tick, timing, { flash }) {
  const context = await freshContext(browser, ctx.stack.hostUrl, session);
  try {
    await context.addInitScript(installProbe);
    if (!flash) await context.addInitScript(withoutFlash);
    const page = await context.newPage();
    await page.goto(`${ctx.stack.hostUrl}${path}`);
    await page
      .locator(CONTENT[path.startsWith('/sportGame') ? '/sportGame' : path])
      .first()
      .waitFor();
    await page.waitForTimeout(2000);
    const cellsOnPage = await page.locator('.price-cell').count();
    const result = await watch(browser, page, { ...timing, tick });
    return { ...result, cellsOnPage };
  } finally {
    await context.close();
  }
}

/** The floor's naive list with `cells` cells (6 a row), changing `change` cells per tick. */
async function watchFloor(browser, ctx, cells, change, timing) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    const rows = Math.max(1, Math.ceil(cells / 6));
    await page.goto(`${ctx.floors.reactUrl}/list.html?rows=${rows}&cols=6&change=${change}`);
    await page.locator('.price-cell').first().waitFor();
    const result = await watch(browser, page, { ...timing, tick: null });
    return { ...result, cellsOnPage: rows * 6 };
  } finally {
    await context.close();
  }
}

/** Rows of one page next to its naive baseline. */
function pageRows(name, app, floor) {
  const baseline = (value) => ({ baseline: { name: 'naive list (useState at top)', value } });
  const s = 'odds';
  return [
    row(s, `${name}: ticks watched`, app.ticks, 'ticks', { places: 0 }),
    row(s, `${name}: price cells changed per tick`, app.cellsChangedPerTick, 'cells', {
      ...baseline(floor.cellsChangedPerTick),
    }),
    row(s, `${name}: commits per tick`, app.commitsPerTick, 'commits', {
      ...baseline(floor.commitsPerTick),
      places: 2,
    }),
    row(s, `${name}: components rendered per tick`, app.componentsPerTick, 'components', {
      ...baseline(floor.componentsPerTick),
    }),
    row(
      s,
      `${name}: price cells rendered per changed cell`,
      app.cellsRenderedPerTick / Math.max(app.cellsChangedPerTick, 1e-9),
      'x',
      {
        ...baseline(floor.cellsRenderedPerTick / Math.max(floor.cellsChangedPerTick, 1e-9)),
        target: 'only changed cells render (<= 1.05)',
        pass:
          app.cellsChangedPerTick > 0 && app.cellsRenderedPerTick <= app.cellsChangedPerTick * 1.05,
        places: 2,
      },
    ),
    row(s, `${name}: scripting time per tick (4x CPU)`, app.scriptMsPerTick, 'ms', {
      ...baseline(floor.scriptMsPerTick),
    }),
    row(s, `${name}: main-thread busy per tick (4x CPU)`, app.busyMsPerTick, 'ms', {
      ...baseline(floor.busyMsPerTick),
    }),
    row(s, `${name}: longest task (4x CPU)`, app.longestTaskMs, 'ms', {
      ...baseline(floor.longestTaskMs),
      target: `<= ${LONG_TASK_MS} ms`,
      pass: app.longestTaskMs <= LONG_TASK_MS,
    }),
    row(s, `${name}: longest task, wall clock on this machine`, app.longestTaskWallMs, 'ms', {
      ...baseline(floor.longestTaskWallMs),
    }),
  ];
}

/** What the page costs without its price flash (the flash's share of the rows above). */
function flashRows(name, still, floor) {
  const baseline = (value) => ({ baseline: { name: 'naive list (useState at top)', value } });
  return [
    row('odds', `${name}: main-thread busy per tick, flash off`, still.busyMsPerTick, 'ms', {
      ...baseline(floor.busyMsPerTick),
    }),
    row('odds', `${name}: longest task, flash off`, still.longestTaskMs, 'ms', {
      ...baseline(floor.longestTaskMs),
    }),
  ];
}

/** @param {any} ctx see bench/run.mjs */
export async function run(ctx) {
  if (!ctx.floors) throw new Error('the odds section needs the floor pages');
  const timing = ctx.quick ? { seconds: 3, warmup: 1 } : { seconds: 20, warmup: 2 };
  const session = await apiLogin(ctx.stack.apiUrl);
  const matchPath = await realMatchPath(ctx.stack.apiUrl, session);
  const control = (body) => apiPost(ctx.stack.apiUrl, '/__test/Sports/Control', body);
  const browser = await launchBrowser(ctx);
  await control({ Churn: true, Frozen: false });
  try {
    const rows = [];
    const raw = { cpuSlowdown: CPU_SLOWDOWN, matchPath, pages: {} };
    const pages = [
      {
        name: '/matches',
        path: '/matches',
        tick: { poll: '/DashBoard/GetDashboard', topic: 'dashboard' },
      },
      {
        name: '/sportGame/<match>',
        path: matchPath,
        tick: { poll: ctx.stack.bookOddsUrl, topic: 'match:' },
      },
    ];
    for (const p of pages) {
      ctx.log(`${p.name}: ${timing.seconds} s at ${CPU_SLOWDOWN}x CPU`);
      const app = await watchApp(browser, ctx, session, p.path, p.tick, timing, { flash: true });
      const change = Math.round(app.cellsChangedPerTick);
      ctx.log(`naive list: ${app.cellsOnPage} cells, ${change} changing per tick`);
      const floor = await watchFloor(browser, ctx, app.cellsOnPage, change, timing);
      ctx.log(`${p.name} again without the price flash`);
      const still = await watchApp(browser, ctx, session, p.path, p.tick, timing, { flash: false });
      raw.pages[p.name] = { app, floor, withoutFlash: still };
      rows.push(...pageRows(p.name, app, floor), ...flashRows(p.name, still, floor));
    }
    return { rows, raw };
  } finally {
    await control({ Churn: false }).catch(() => undefined);
    await browser.close();
  }
}

await runIfMain(import.meta.url, run);
