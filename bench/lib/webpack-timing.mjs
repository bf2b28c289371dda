// Build timings for the build section: a cold CLI build (fresh process, like `pnpm build`) and
// warm rebuilds of a webpack watcher (bench/lib/webpack-watch-child.mjs) after touching a file.
import { fork } from 'node:child_process';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onStop, runTimed } from '../../scripts/lib/processes.cjs';

/**
 * A production build with the package's own webpack CLI (pnpm's shim sets NODE_PATH).
 * @param {{ pkgDir: string, outputPath: string, args?: string[] }} opts
 * @returns {Promise<number>} wall time in ms
 */
export async function cliBuild({ pkgDir, outputPath, args = [] }) {
  const bin = path.join(pkgDir, 'node_modules', '.bin', 'webpack');
  const { ms } = await runTimed(
    bin,
    ['--mode', 'production', '--output-path', outputPath, ...args],
    {
      cwd: pkgDir,
      label: `webpack build of ${path.basename(pkgDir)}`,
    },
  );
  return ms;
}

/**
 * Starts a watcher; resolves after its first (cold, in-process) build.
 * @param {{ root: string, config: string, name?: string, outputPath: string, entry?: object, modules?: string[], minimize?: boolean }} opts
 */
export async function startWatcher({ root, ...msg }) {
  const child = fork(fileURLToPath(new URL('./webpack-watch-child.mjs', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    cwd: path.dirname(msg.config), // as the CLI runs in the package folder
    // What pnpm's .bin/webpack shim adds: the shared webpack setup needs pnpm's hoisted modules.
    env: { ...process.env, NODE_PATH: path.join(root, 'node_modules', '.pnpm', 'node_modules') },
  });
  /** @type {{ type: string, at: number, ms?: number, emitted?: string[], errors?: string | null }[]} */
  const events = [];
  /** @type {((value?: unknown) => void) | null} */
  let wake = null;
  child.on('message', (m) => {
    events.push(/** @type {any} */ (m));
    wake?.();
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
    wake?.();
  });
  // Output goes to a temp folder: nothing to finish cleanly.
  const stop = () => {
    unregister();
    if (!exited) child.kill('SIGKILL');
  };
  const unregister = onStop(stop);
  child.send(msg);

  /** Resolves with the first 'done' event after index `from`. */
  // Generous: a cold build takes minutes on a busy 2-core machine; the section has its own limit.
  const nextDone = async (from, timeoutMs = 600_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const done = events.slice(from).find((e) => e.type === 'done');
      if (done) {
        if (done.errors)
          throw new Error(`webpack watch build failed:\n${done.errors.slice(0, 3000)}`);
        return done;
      }
      if (exited) throw new Error(`webpack watcher for ${msg.config} exited`);
      if (Date.now() > deadline)
        throw new Error(`webpack watcher gave no build in ${timeoutMs} ms`);
      await new Promise((resolve) => {
        wake = resolve;
        setTimeout(resolve, 1000);
      });
      wake = null;
    }
  };

  const first = await nextDone(0).catch((error) => {
    stop();
    throw error;
  });
  return {
    /** The first build's own time (stats end - start), ms. */
    coldMs: first.ms ?? Number.NaN,
    /**
     * Writes `content` to `file`; resolves once the bundle is rebuilt, with the timings.
     * @param {string} file
     * @param {string} content
     */
    async rebuildAfter(file, content) {
      // Let the watcher settle so the change is not folded into the previous build.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const from = events.length;
      const started = Date.now();
      writeFileSync(file, content);
      const done = await nextDone(from);
      // ms: touch to rebuilt bundle (watch latency included); buildMs: webpack's own build time.
      return { ms: done.at - started, buildMs: done.ms ?? Number.NaN, emitted: done.emitted ?? [] };
    },
    stop,
  };
}

/**
 * Touches `file` (appends a comment) and times the rebuild, then restores it (timed too when
 * timeRestore); the file is restored on failure and on Ctrl-C as well, unless someone else
 * changed it meanwhile.
 * @param {{ rebuildAfter: (file: string, content: string) => Promise<{ ms: number, buildMs: number, emitted: string[] }> }} watcher
 * @param {string} file
 * @param {{ cycles: number, timeRestore: boolean }} opts
 * @returns {Promise<{ ms: number, buildMs: number, emitted: string[] }[]>} one per rebuild
 */
export async function touchAndRestore(watcher, file, { cycles, timeRestore }) {
  const original = readFileSync(file, 'utf8');
  const { atime, mtime } = statSync(file);
  const touched = (i) => `${original}\n// bench: warm rebuild ${i}\n`;
  const restore = () => {
    const current = readFileSync(file, 'utf8');
    const ours =
      current.startsWith(original) &&
      /^\n\/\/ bench: warm rebuild \d+\n$/.test(current.slice(original.length));
    if (current !== original && !ours) {
      console.error(`${file} was changed by someone else during the bench: left as it is`);
      return;
    }
    if (current !== original) writeFileSync(file, original);
    // Its time too: a bundle built from it before the bench stays newer than its sources.
    utimesSync(file, atime, mtime);
  };
  const unregister = onStop(restore);
  const samples = [];
  try {
    for (let i = 1; i <= cycles; i++) {
      samples.push(await watcher.rebuildAfter(file, touched(i)));
      if (timeRestore) samples.push(await watcher.rebuildAfter(file, original));
    }
  } finally {
    unregister();
    restore();
  }
  return samples;
}
