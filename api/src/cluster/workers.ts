import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';

const RESTART_MS = 500;

/**
 * node:cluster's primary: forks `count` API processes that share the API port and starts again
 * any that dies (its role, leader or follower, is settled by the advisory lock, not here).
 * SIGINT/SIGTERM stop the workers, then `beforeExit` runs and the primary exits.
 */
export function runWorkers(count: number, beforeExit: () => Promise<void>): void {
  let stopping = false;
  // The workers' shared hand-over secret (cluster/owner-handover.ts), unless one is configured.
  const secret = process.env.API_INTERNAL_SECRET?.trim() || randomBytes(24).toString('base64url');
  const fork = (index: string) => {
    const worker = cluster.fork({ API_WORKER_INDEX: index, API_INTERNAL_SECRET: secret });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`API worker ${index} ended (${signal ?? code}); starting it again`);
      setTimeout(() => fork(index), RESTART_MS);
    });
  };
  for (let i = 1; i <= count; i += 1) fork(String(i));
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    const exit = () => void beforeExit().finally(() => process.exit(0));
    if (left === 0) exit();
    for (const w of workers) {
      w?.once('exit', () => (left -= 1) === 0 && exit());
      w?.process.kill(signal);
    }
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
