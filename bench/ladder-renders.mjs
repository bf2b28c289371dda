// Which components render on a tick of the ladder page, and what each tick's tasks cost: the page
// of the ladder section (360 px, the match-odds ladder open), every price moving each second
// (Churn), at 4x CPU (`--rate`). For each component rendered (mounted or its function called, as
// the React probe counts them) its name and the class of its first element, per `match:` update;
// then each commit's time after the update before it. `--timeline`: the page traced and
// CPU-profiled too: the median thread time of the `match:` tasks, the `depth:` tasks and the
// frames, the self time in each kind of update's tasks, and the main thread's tasks over the
// last ticks. A probe run by hand. Names are the bundle's: build remote-sports without minifying
// (`webpack --mode production --no-optimization-minimize --output-path <dir>/remote-sports`) and
// give `--dist` to read them.
//   node bench/ladder-renders.mjs [--offset=1300] [--seconds=10] [--rate=4] [--closed]
//     [--timeline] [--dist=<dir with host/ remote-sports/ ...>]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { appDists, arg } from './lib/probe-args.mjs';
import { startStack } from './lib/stack.mjs';
import { phonePage } from './sections/ladder.mjs';
import { TRACE_CATEGORIES } from './sections/support/trace-tasks.mjs';
import { apiLogin, apiPost, realMatchPath } from './sections/support/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = appDists(arg('dist', null));
const offset = Number(arg('offset', '1300'));
const seconds = Number(arg('seconds', '10'));
const rate = Number(arg('rate', '4'));
const ladder = !process.argv.includes('--closed');
const timeline = process.argv.includes('--timeline');
const log = (m) => console.log(`[ladder-renders] ${m}`);

/** Runs in the page before React loads. */
function installNames() {
  const TAGS = new Set([0, 1, 11, 14, 15]);
  const counts = new Map();
  const commits = [];
  let lastUpdate = null;
  let on = false;
  const nameOf = (fiber) => {
    const t = fiber.type;
    const base = t?.displayName || t?.name || t?.type?.name || t?.render?.name || '?';
    let c = fiber.child;
    while (c && c.tag !== 5) c = c.child;
    const cls = c?.memoizedProps?.className;
    const first = typeof cls === 'string' ? cls.split(' ')[0] : c ? c.type : '';
    return `${base} <${first}>`;
  };
  let current = null;
  const visit = (fiber, mounting) => {
    const prev = fiber.alternate;
    const mount = mounting || prev === null;
    if (TAGS.has(fiber.tag) && (mount || (fiber.flags & 1) !== 0)) {
      const key = `${mount ? 'mount ' : ''}${nameOf(fiber)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      current.components += 1;
    }
    if (!mount && fiber.child === prev.child) return;
    for (let c = fiber.child; c; c = c.sibling) visit(c, mount);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(internals) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, internals);
      return id;
    },
    onCommitFiberRoot(_id, root) {
      if (!on) return;
      current = {
        at: performance.now(),
        after: lastUpdate
          ? `${lastUpdate.topic} +${(performance.now() - lastUpdate.at).toFixed(1)}`
          : '',
        components: 0,
      };
      visit(root.current, false);
      commits.push(current);
      performance.mark(`commit ${current.components}`);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  const Native = window.WebSocket;
  let updates = 0;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (e) => {
        const text = typeof e.data === 'string' ? e.data : '';
        const m = /"topic":"(\w+):/.exec(text);
        if (text.includes('"type":"update"') && m) {
          lastUpdate = { topic: m[1], at: performance.now() };
          if (on) performance.mark(`msg ${m[1]}`);
          if (on && m[1] === 'match') updates += 1;
        }
      });
    }
  };
  window.__names = {
    start: () => {
      on = true;
      counts.clear();
      commits.length = 0;
      updates = 0;
    },
    read: () => ({ updates, counts: [...counts], commits: commits.slice(-30) }),
  };
}

function addSelf(profile, from, to, out) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const short = (f) =>
    `${f.functionName || '(anon)'}@${f.url.split('/').pop().split('.')[0]}:${f.lineNumber}:${f.columnNumber}`;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (t < from || t > to) continue;
    const next = profile.timeDeltas[i + 1] ?? dt;
    const node = nodes.get(profile.samples[i]);
    const f = node.callFrame;
    const chain = [];
    for (let p = parent.get(node.id); p && chain.length < 3; p = parent.get(p.id))
      chain.push(short(p.callFrame));
    const key = `${short(f)}  <- ${chain.join(' <- ')}`;
    out.set(key, (out.get(key) ?? 0) + next / 1000);
  }
}

/** The main thread's tasks over the last ticks, each with what ran in it and the page's marks. */
function printTimeline({ traceEvents }, profile) {
  const main = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const marks = traceEvents.filter(
    (e) => e.cat?.includes('blink.user_timing') && /^(msg|commit) /.test(e.name),
  );
  const byThread = new Map();
  for (const e of traceEvents) {
    const k = `${e.pid}:${e.tid}`;
    if (!main.has(k) || e.ph !== 'X') continue;
    if (!byThread.has(k)) byThread.set(k, []);
    byThread.get(k).push(e);
  }
  const events = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  events.sort((a, b) => a.ts - b.ts);
  const tasks = [];
  let end = 0;
  for (const e of events)
    if (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask')
      if (e.ts >= end) {
        tasks.push(e);
        end = e.ts + e.dur;
      }
  const sums = { match: new Map(), depth: new Map() };
  const counted = { match: 0, depth: 0 };
  for (const task of tasks) {
    const m = marks.find(
      (x) => x.ts >= task.ts && x.ts <= task.ts + task.dur && x.name.startsWith('msg '),
    );
    if (!m) continue;
    const kind = m.name.slice(4);
    if (!sums[kind]) continue;
    counted[kind] += 1;
    addSelf(profile, task.ts, task.ts + task.dur, sums[kind]);
  }
  for (const kind of ['match', 'depth']) {
    console.log(`self time in ${kind} tasks (ms a task, ${counted[kind]} tasks):`);
    for (const [k, ms] of [...sums[kind]].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`  ${(ms / Math.max(1, counted[kind])).toFixed(2).padStart(7)}  ${k}`);
  }
  // thread time of each kind of task (a thread's time does not count the waits for a core)
  const kinds = { match: [], depth: [], frame: [] };
  for (const task of tasks) {
    const m = marks.find(
      (x) => x.ts >= task.ts && x.ts <= task.ts + task.dur && x.name.startsWith('msg '),
    );
    const inside = (name) =>
      events.some((e) => e.name === name && e.ts >= task.ts && e.ts < task.ts + task.dur);
    const cpu = (task.tdur ?? task.dur) / 1000;
    if (m && kinds[m.name.slice(4)]) kinds[m.name.slice(4)].push(cpu);
    else if (!m && (inside('Paint') || inside('Layout'))) kinds.frame.push(cpu);
  }
  const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] ?? NaN;
  console.log(
    `thread ms, median (n): ${Object.entries(kinds)
      .map(([k, a]) => `${k} ${med(a).toFixed(1)} (${a.length})`)
      .join(', ')}`,
  );
  const firstMsg = marks.filter((m) => m.name === 'msg match').at(-4)?.ts ?? 0;
  const t0 = firstMsg;
  const KIND = [
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'PrePaint',
    'Layerize',
    'Commit',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
    'RunMicrotasks',
  ];
  for (const task of tasks) {
    if (task.ts < t0 - 5000) continue;
    const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur);
    const kinds = new Map();
    for (const e of inside)
      if (KIND.includes(e.name)) {
        const n = e.name === 'EventDispatch' ? `ev:${e.args?.data?.type}` : e.name;
        kinds.set(n, (kinds.get(n) ?? 0) + e.dur / 1000);
      }
    const ms = marks
      .filter((m) => m.ts >= task.ts && m.ts <= task.ts + task.dur)
      .map((m) => `[${m.name} @${((m.ts - t0) / 1000).toFixed(1)}]`);
    const cpu = (task.tdur ?? task.dur) / 1000;
    if (cpu < 0.3 && !ms.length) continue;
    console.log(
      `${((task.ts - t0) / 1000).toFixed(1).padStart(8)}  ${(task.dur / 1000).toFixed(1).padStart(6)} wall ${cpu.toFixed(1).padStart(6)} cpu  ${[...kinds].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')} ${ms.join(' ')}`,
    );
  }
}

const stack = await startStack({ root, offset, dist, log });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const session = await apiLogin(stack.apiUrl);
  const matchPath = await realMatchPath(stack.apiUrl, session);
  await apiPost(stack.apiUrl, '/__test/Sports/Control', { Churn: true, Frozen: false });
  const { context, page } = await phonePage(
    browser,
    { stack },
    session,
    matchPath,
    [installNames],
    {
      ladder,
    },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.waitForTimeout(2000);
  if (timeline)
    await browser.startTracing(page, {
      categories: [...TRACE_CATEGORIES, 'devtools.timeline', 'blink.user_timing'],
    });
  if (timeline) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.evaluate(() => window.__names.start());
  log(`${seconds} s with the ladder ${ladder ? 'open' : 'closed'} at ${rate}x CPU`);
  await page.waitForTimeout(seconds * 1000);
  const profile = timeline ? (await cdp.send('Profiler.stop')).profile : null;
  if (timeline) printTimeline(JSON.parse((await browser.stopTracing()).toString('utf8')), profile);
  const { updates, counts, commits } = await page.evaluate(() => window.__names.read());
  const n = Math.max(1, updates);
  log(`${updates} match: updates`);
  const total = counts.reduce((s, [, c]) => s + c, 0);
  console.log(`components per tick: ${(total / n).toFixed(1)}`);
  for (const [key, c] of counts.sort((a, b) => b[1] - a[1]))
    console.log(`  ${(c / n).toFixed(2).padStart(7)}  ${key}`);
  console.log('last commits (components, after which update):');
  for (const c of commits) console.log(`  ${c.at.toFixed(0)}  ${c.components}  ${c.after}`);
  await context.close();
} finally {
  await apiPost(stack.apiUrl, '/__test/Sports/Control', { Churn: false }).catch(() => undefined);
  await browser.close();
  await stack.stop();
}
