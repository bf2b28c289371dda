// The main-thread tasks of a Chromium trace (categories TRACE_CATEGORIES), for the longest task.

export const TRACE_CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline'];

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The top-level tasks on the busiest renderer main thread of a trace (the page's; the browser
 * process and idle renderers run far less): wall-clock and thread (CPU) time in ms.
 *
 * On a shared, loaded machine a task's wall time also counts the time the thread waited for a
 * core; its thread time does not. DevTools' CPU throttling keeps the thread busy, so thread time
 * grows with the rate as wall time does (a fixed loop measured 124-159 ms at 1x and 635-820 ms at
 * 4x, in thread time): thread time is the throttled duration without the machine's noise.
 * @param {Buffer} trace JSON from browser.stopTracing()
 * @returns {{ wall: number, cpu: number }[]}
 */
export function rendererTasks(trace) {
  const { traceEvents } = JSON.parse(trace.toString('utf8'));
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  /** @type {Map<string, { depthEnd: number, tasks: { wall: number, cpu: number }[] }>} */
  const byThread = new Map();
  const sorted = traceEvents
    .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && mainThreads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts);
  for (const e of sorted) {
    const key = `${e.pid}:${e.tid}`;
    const t = byThread.get(key) ?? { depthEnd: 0, tasks: [] };
    // a RunTask nested in another (a nested run loop) is part of the outer task
    if (e.ts >= t.depthEnd) {
      t.tasks.push({ wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? e.dur ?? 0) / 1000 });
      t.depthEnd = e.ts + (e.dur ?? 0);
    }
    byThread.set(key, t);
  }
  let busiest = [];
  let most = -1;
  for (const { tasks } of byThread.values()) {
    const total = tasks.reduce((n, d) => n + d.wall, 0);
    if (total > most) [busiest, most] = [tasks, total];
  }
  return busiest;
}
