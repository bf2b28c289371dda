// Runs autocannon in a child process (bench/lib/cannon-child.mjs) and a bare Fastify server
// (bench/lib/bare-server.mjs) as the API section's baseline.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onStop } from '../../scripts/lib/processes.cjs';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * @typedef {{ requestsPerSecond: number, requestsTotal: number, requestsSent: number, latencyP50: number, latencyP99: number,
 *   latencyMax: number, latencyMean: number, status2xx: number, non2xx: number, errors: number,
 *   timeouts: number, statusCodeStats: Record<string, { count: number }>, duration: number,
 *   connections: number }} CannonResult
 */

/**
 * One bounded autocannon run (loopback only). Rejects if the child gives no result within
 * the run's duration plus 60 s.
 * @param {import('autocannon').Options & { duration: number }} options
 * @returns {Promise<CannonResult>}
 */
export function cannon(options) {
  if (!/^http:\/\/127\.0\.0\.1:/.test(String(options.url))) {
    throw new Error(`autocannon only against loopback, got ${options.url}`);
  }
  return new Promise((resolve, reject) => {
    const child = fork(here('./cannon-child.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const unregister = onStop(() => void child.kill('SIGKILL'));
    const timer = setTimeout(
      () => {
        child.kill('SIGKILL');
        reject(
          new Error(`autocannon on ${options.url} gave no result in ${options.duration + 60} s`),
        );
      },
      (options.duration + 60) * 1000,
    );
    child.once('message', (/** @type {{ result?: CannonResult, error?: string }} */ message) => {
      clearTimeout(timer);
      if (message.result) resolve(message.result);
      else reject(new Error(`autocannon: ${message.error}`));
    });
    child.once('exit', (code) => {
      unregister();
      clearTimeout(timer);
      reject(new Error(`autocannon child exited with ${code} before a result`));
    });
    child.send(options);
  });
}

/** Starts the bare route; resolves with its URL and a stop function. */
export function startBareServer() {
  return new Promise((resolve, reject) => {
    const child = fork(here('./bare-server.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const stop = () =>
      new Promise((done) => {
        unregister();
        if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
        child.once('exit', () => done(undefined));
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
    const unregister = onStop(stop);
    child.once('message', (/** @type {{ port: number }} */ { port }) =>
      resolve({ url: `http://127.0.0.1:${port}/bare`, stop }),
    );
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}
