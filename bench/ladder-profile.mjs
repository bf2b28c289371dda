// Where the trading ladder's longest tasks go at 4x CPU (CDP throttling), every price moving each
// second (Churn): the page of the ladder section (360 px, the match-odds ladder open), traced and
// CPU-profiled together; for each of the longest main-thread tasks, what ran inside it (trace
// events by name: script, style, layout, paint, GC) and the functions with the most self time in
// it (the sampling profile's frames, with the minified source around each). A probe run by hand
// (docs/performance.md), not a bench section: one stack, one page.
//   node bench/ladder-profile.mjs [--offset=1300] [--seconds=15] [--top=5] [--closed]
//     [--dist=<dir with host/ remote-sports/ ...>]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { appDists, arg } from './lib/probe-args.mjs';
import { startStack } from './lib/stack.mjs';
import { phonePage } from './sections/ladder.mjs';
import { apiLogin, apiPost, realMatchPath } from './sections/support/browser.mjs';
import { TRACE_CATEGORIES } from './sections/support/trace-tasks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = arg('dist', null);
const dist = appDists(distDir);
const offset = Number(arg('offset', '1300'));
const seconds = Number(arg('seconds', '15'));
const top = Number(arg('top', '5'));
const ladder = !process.argv.includes('--closed');
const log = (m) => console.log(`[ladder-profile] ${m}`);

/** The main-thread top-level tasks of the page's renderer and every event on that thread. */
function mainThread(traceEvents) {
  const mains = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of traceEvents) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !mains.has(key)) continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  let busiest = [];
  let most = -1;
  for (const events of byThread.values()) {
    const total = events.filter((e) => e.name === 'RunTask').reduce((n, e) => n + e.dur, 0);
    if (total > most) [busiest, most] = [events, total];
  }
  busiest.sort((a, b) => a.ts - b.ts);
  const tasks = [];
  let end = 0;
  for (const e of busiest)
    if (e.name === 'RunTask' && e.ts >= end) {
      tasks.push(e);
      end = e.ts + e.dur;
    }
  return { tasks, events: busiest };
}

/** A few characters of the served file around a frame (minified: the names say little). */
function around(frame) {
  if (!distDir && !frame.url.includes('127.0.0.1')) return '';
  try {
    const { pathname } = new URL(frame.url);
    const port = Number(new URL(frame.url).port) - offset;
    const app = {
      3000: 'host',
      3001: 'remote-sports',
      3002: 'remote-casino',
      3003: 'remote-reports',
    }[port];
    if (!app) return '';
    const file = path.join(dist?.[app] ?? path.join(root, app, 'dist'), pathname);
    const line = readFileSync(file, 'utf8').split('\n')[frame.lineNumber] ?? '';
    return line.slice(Math.max(0, frame.columnNumber - 30), frame.columnNumber + 60);
  } catch {
    return '';
  }
}

/** Self time (ms) per function of the samples taken within [from, to] (µs, the trace's clock). */
function selfTimes(profile, from, to) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    if (t < from || t > to) continue;
    const next = profile.timeDeltas[i + 1] ?? dt;
    const f = nodes.get(profile.samples[i]).callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    const was = out.get(key) ?? { ms: 0, frame: f };
    was.ms += next / 1000;
    out.set(key, was);
  }
  return [...out].sort((a, b) => b[1].ms - a[1].ms);
}

const stack = await startStack({ root, offset, dist, log });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const session = await apiLogin(stack.apiUrl);
  const matchPath = await realMatchPath(stack.apiUrl, session);
  await apiPost(stack.apiUrl, '/__test/Sports/Control', { Churn: true, Frozen: false });
  const { context, page } = await phonePage(browser, { stack }, session, matchPath, [], { ladder });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await page.waitForTimeout(2000);
  await browser.startTracing(page, {
    categories: [...TRACE_CATEGORIES, 'devtools.timeline', 'v8', 'blink'],
  });
  await cdp.send('Profiler.start');
  log(`${seconds} s with the ladder ${ladder ? 'open' : 'closed'} at 4x CPU`);
  await page.waitForTimeout(seconds * 1000);
  const { profile } = await cdp.send('Profiler.stop');
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const { tasks, events } = mainThread(traceEvents);
  const cpu = (e) => (e.tdur ?? e.dur) / 1000;
  const longest = [...tasks].sort((a, b) => cpu(b) - cpu(a)).slice(0, top);
  log(
    `${tasks.length} tasks; thread time over 50 ms: ${tasks.filter((e) => cpu(e) > 50).length}; ` +
      `busy ${(tasks.reduce((n, e) => n + cpu(e), 0) / seconds).toFixed(0)} ms a second`,
  );
  for (const task of longest) {
    const inside = events.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
    );
    const byName = new Map();
    for (const e of inside) {
      const name =
        e.name === 'FunctionCall' || e.name === 'EventDispatch' || e.name === 'TimerFire'
          ? `${e.name} ${e.args?.data?.type ?? e.args?.data?.functionName ?? ''}`
          : e.name;
      byName.set(name, (byName.get(name) ?? 0) + e.dur / 1000);
    }
    console.log(
      `\ntask at ${((task.ts - tasks[0].ts) / 1e6).toFixed(2)} s: ${cpu(task).toFixed(1)} ms thread, ${(task.dur / 1000).toFixed(1)} ms wall`,
    );
    for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
    for (const e of inside.filter((x) => x.name === 'Layout' || x.name === 'UpdateLayoutTree'))
      console.log(
        `  ${(e.dur / 1000).toFixed(1).padStart(7)} ms  ${e.name}: ${JSON.stringify(e.args?.beginData ?? e.args?.elementCount ?? '')}`,
      );
    console.log('  self time (samples):');
    for (const [key, { ms, frame }] of selfTimes(profile, task.ts, task.ts + task.dur).slice(0, 12))
      console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}  ${around(frame)}`);
  }
  // the whole window (the profiler's own first and last tasks aside): where the time goes
  const from = tasks[1]?.ts ?? 0;
  const to = tasks.at(-2) ? tasks.at(-2).ts + tasks.at(-2).dur : Infinity;
  console.log('\nself time over the whole window (ms a second):');
  for (const [key, { ms, frame }] of selfTimes(profile, from, to).slice(0, 25))
    console.log(`  ${(ms / seconds).toFixed(1).padStart(7)}  ${key}  ${around(frame)}`);
  await context.close();
} finally {
  await apiPost(stack.apiUrl, '/__test/Sports/Control', { Churn: false }).catch(() => undefined);
  await browser.close();
  await stack.stop();
}
