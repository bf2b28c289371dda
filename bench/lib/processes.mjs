// Child processes the bench starts, each in its own process group so that stopping one also
// stops what it started (serve-all -> API), and cleanups that run on exit, failure or Ctrl-C.
import { spawn } from 'node:child_process';

/** @type {Set<() => Promise<void> | void>} */
const cleanups = new Set();

/**
 * Registers a cleanup; returns a function that unregisters it.
 * @param {() => Promise<void> | void} fn
 */
export function onStop(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** @type {Promise<void> | null} */
let stoppingAll = null;

/**
 * Runs every registered cleanup once (last registered first); a second call (Ctrl-C during the
 * normal stop) waits for the same run.
 */
export function stopAll() {
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
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { graceMs?: number }} options
 */
export function startGroup(command, args, { graceMs = 10_000, ...options } = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  let stopping = null;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      // Exited by itself: end what it left behind now, while the group id is surely still ours.
      if (!stopping) {
        unregister();
        signalGroup(child.pid, 'SIGKILL');
      }
      resolve(code ?? signal);
    });
    child.once('error', (error) => {
      if (!stopping) unregister();
      resolve(error.message);
    });
  });
  const stop = () => {
    stopping ??= (async () => {
      unregister();
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      signalGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), graceMs);
      await exited;
      // Grandchildren (the API under serve-all) get the rest of the grace time to shut down.
      const deadline = Date.now() + graceMs;
      while (groupAlive(child.pid) && Date.now() < deadline) await sleep(100);
      clearTimeout(timer);
      signalGroup(child.pid, 'SIGKILL');
    })();
    return stopping;
  };
  const unregister = onStop(stop);
  return { child, exited, stop };
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number} pid */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** @param {number | undefined} pid @param {NodeJS.Signals} signal */
function signalGroup(pid, signal) {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Runs a command to completion; resolves with its wall time in ms, rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { label?: string }} options
 */
export function runTimed(command, args, { label = command, ...options } = {}) {
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
