// The one way the scripts, the bench and their tests start long-running children: each in its own
// process group (so stopping one also stops what it started: serve-all -> API), stopped with
// SIGTERM then SIGKILL, with cleanups that run on exit, failure or Ctrl-C. CommonJS so that the
// ES modules, the TypeScript and the CommonJS jest tests all load it.
const { spawn } = require('node:child_process');

/** @type {Set<() => Promise<void> | void>} */
const cleanups = new Set();

/**
 * Registers a cleanup; returns a function that unregisters it.
 * @param {() => Promise<void> | void} fn
 */
function onStop(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** @type {Promise<void> | null} */
let stoppingAll = null;

/**
 * Runs every registered cleanup once (last registered first); a second call (Ctrl-C during the
 * normal stop) waits for the same run.
 */
function stopAll() {
  stoppingAll ??= (async () => {
    while (cleanups.size) {
      const fns = [...cleanups].reverse();
      cleanups.clear();
      for (const fn of fns) {
        try {
          await fn();
        } catch (error) {
          console.error(`cleanup failed: ${error instanceof Error ? error.message : error}`);
        }
      }
    }
  })();
  return stoppingAll;
}

/**
 * Starts a long-running child in its own process group; stop() ends the whole group
 * (SIGTERM, then SIGKILL after graceMs) and is also registered with onStop.
 * group: false keeps the child in our process group (so a stop of our group reaches it too) and
 * signals the child alone, only while it runs (its pid may be reused once it has exited).
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { graceMs?: number, group?: boolean }} options
 */
function startGroup(command, args, { graceMs = 10_000, group = true, ...options } = {}) {
  const child = spawn(command, args, { ...options, detached: group });
  const running = () => child.exitCode === null && child.signalCode === null;
  /** @param {NodeJS.Signals | 0} signal */
  const signal = (signal) => {
    if (!child.pid || (!group && !running())) return false;
    try {
      process.kill(group ? -child.pid : child.pid, signal);
      return true;
    } catch {
      return false; // already gone
    }
  };
  let stopping = null;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, sig) => {
      // Exited by itself: end what it left behind now, while the group id is surely still ours.
      if (!stopping) {
        unregister();
        signal('SIGKILL');
      }
      resolve(code ?? sig);
    });
    child.once('error', (error) => {
      if (!stopping) unregister();
      resolve(error.message);
    });
  });
  const stop = () => {
    stopping ??= (async () => {
      unregister();
      if (!running() || !child.pid) return;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      await exited;
      // Grandchildren (the API under serve-all) get the rest of the grace time to shut down.
      const deadline = Date.now() + graceMs;
      while (signal(0) && Date.now() < deadline) await sleep(100);
      clearTimeout(timer);
      signal('SIGKILL');
    })();
    return stopping;
  };
  const unregister = onStop(stop);
  return { child, exited, stop };
}

/**
 * Keeps a long-running child up: start() starts it (a startGroup handle); when it exits without
 * being stopped (a crash, a SIGKILL) it is started again after backoffMs, doubled for each fast
 * failure in a row (a run shorter than healthyMs) up to maxBackoffMs; after maxFastFailures of
 * them in a row it gives up: onGiveUp(last exit). Not restarted while
 * stop() or stopAll() runs. onStart(handle) is called after each start.
 * @param {string} name for the log lines
 * @param {() => ReturnType<typeof startGroup>} start
 * @param {{ backoffMs?: number, maxBackoffMs?: number, healthyMs?: number, maxFastFailures?: number,
 *   onStart?: (handle: ReturnType<typeof startGroup>) => void, onGiveUp: (code: unknown) => void,
 *   log?: (line: string) => void }} options
 */
function supervise(name, start, options) {
  const { backoffMs = 500, maxBackoffMs = 8000, healthyMs = 30_000, maxFastFailures = 5 } = options;
  const { onStart, onGiveUp, log = console.error } = options;
  let stopped = false;
  let fastFailures = 0;
  /** @type {ReturnType<typeof startGroup>} */
  let current;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {() => void} */
  let unregister = () => {};
  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    unregister();
    await current.stop();
  };
  const run = () => {
    const startedAt = Date.now();
    current = start();
    // after the child's own cleanup, so that stopAll runs ours first and nothing restarts
    unregister();
    unregister = onStop(stop);
    onStart?.(current);
    current.exited.then((code) => {
      if (stopped || stoppingAll) return;
      fastFailures = Date.now() - startedAt < healthyMs ? fastFailures + 1 : 0;
      if (fastFailures >= maxFastFailures) {
        log(
          `${name} exited (${code}) ${fastFailures} times in a row soon after starting: giving up`,
        );
        unregister();
        onGiveUp(code);
        return;
      }
      const delay = Math.min(backoffMs * 2 ** Math.max(0, fastFailures - 1), maxBackoffMs);
      log(`${name} exited (${code}); starting it again in ${delay / 1000} s`);
      timer = setTimeout(run, delay);
    });
  };
  run();
  return { stop, current: () => current };
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a command to completion; resolves with its wall time in ms, rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { label?: string }} options
 */
function runTimed(command, args, { label = command, ...options } = {}) {
  const started = performance.now();
  const { exited, child } = startGroup(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return exited.then(async (code) => {
    const ms = performance.now() - started;
    if (code !== 0) throw new Error(`${label} failed (exit ${code}):\n${output.slice(-4000)}`);
    return { ms, output };
  });
}

module.exports = { onStop, stopAll, startGroup, runTimed, supervise };
