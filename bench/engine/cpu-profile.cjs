// A CPU profile of each API process (node:cluster's primary and workers) over a window:
// `--cpu-prof` is refused in NODE_OPTIONS on Node 20, so the profiler is started from a preload.
// API_NODE_OPTIONS='--require <abs path>/bench/engine/cpu-profile.cjs' with CPU_PROFILE_DIR (where
// p-<pid>.cpuprofile goes), CPU_PROFILE_START_MS and CPU_PROFILE_END_MS (after the process starts;
// 10000 and 19000 by default). Open the files in Chrome DevTools' Performance panel.
const { isMainThread } = require('node:worker_threads');

if (isMainThread && process.env.CPU_PROFILE_DIR) {
  const inspector = require('node:inspector');
  const fs = require('node:fs');
  const path = require('node:path');
  const session = new inspector.Session();
  session.connect();
  const start = Number(process.env.CPU_PROFILE_START_MS ?? 10000);
  const end = Number(process.env.CPU_PROFILE_END_MS ?? 19000);
  const stop = () =>
    session.post('Profiler.stop', (err, result) => {
      if (err) return;
      const file = path.join(process.env.CPU_PROFILE_DIR, `p-${process.pid}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(result.profile));
    });
  setTimeout(() => {
    session.post('Profiler.enable', () =>
      session.post('Profiler.start', () => setTimeout(stop, end - start).unref()),
    );
  }, start).unref();
}
