// The product stack for the bench: scripts/serve-all.mjs (static servers + API + odds hosts) as
// a child process on its own PORT_OFFSET, with a fresh database, test control and 50 matches.
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portsAt, stackUrls as urlsOf } from '../../scripts/lib/ports.mjs';
import { onStop, startGroup } from '../../scripts/lib/processes.cjs';

/** The four apps, in the order `pnpm build` takes them. */
export { APPS } from '../../scripts/build-all.mjs';

/** The stack's URLs at a PORT_OFFSET (scripts/lib/ports.mjs). @param {number} offset */
export function stackUrls(offset) {
  return urlsOf(portsAt(offset, 'PORT_OFFSET'));
}

/** @param {string} target */
async function answers(target) {
  try {
    const res = await fetch(target, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the stack and resolves once the API, both odds hosts and every static server answer.
 * @param {{ root: string, offset: number, dist: Record<string, string> | null, log: (m: string) => void, timeoutMs?: number }} opts
 *   dist: app name -> build folder to serve (null: each app's dist/)
 */
export async function startStack({ root, offset, dist, log, timeoutMs = 120_000 }) {
  const urls = stackUrls(offset);
  const probes = [
    `${urls.apiUrl}/health`,
    `${urls.sessionOddsUrl}/health`,
    `${urls.bookOddsUrl}/health`,
    `${urls.hostUrl}/`,
    ...Object.values(urls.remoteUrls).map((u) => `${u}/mf-manifest.json`),
  ];
  // Never measure someone else's servers.
  for (const probe of probes) {
    if (await answers(probe))
      throw new Error(`${probe} already answers: PORT_OFFSET ${offset} is in use`);
  }
  // serve-all runs the compiled API (api/dist): build it (about a second, not timed).
  execFileSync(process.execPath, [path.join(root, 'api/build.mjs')], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'exchange-bench-'));
  const logFile = path.join(dataDir, 'stack.log');
  const logStream = createWriteStream(logFile);
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT_OFFSET: String(offset),
    EXCHANGE_TEST_CONTROL: '1',
    SIM_SEED: '42',
    SIM_MATCHES: '50',
    DATA_DIR: path.join(dataDir, 'pglite'),
    LOG_LEVEL: 'warn',
    ...(dist && {
      HOST_DIR: dist.host,
      REMOTE_DIR_SPORTS: dist['remote-sports'],
      REMOTE_DIR_CASINO: dist['remote-casino'],
      REMOTE_DIR_REPORTS: dist['remote-reports'],
    }),
  };
  delete env.DATABASE_URL; // always the embedded database, fresh for this run
  const { child, stop } = startGroup(process.execPath, ['scripts/serve-all.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(logStream, { end: false });
  child.stderr?.pipe(logStream, { end: false });
  let exitCode = null;
  child.once('exit', (code) => (exitCode = code ?? -1));

  const shutdown = async () => {
    unregister();
    await stop();
    logStream.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const unregister = onStop(shutdown);

  const deadline = Date.now() + timeoutMs;
  const pending = new Set(probes);
  while (pending.size) {
    if (exitCode !== null || Date.now() > deadline) {
      const tail = readFileSync(logFile, 'utf8').slice(-3000);
      await shutdown();
      throw new Error(
        `stack did not come up (${exitCode !== null ? `exit ${exitCode}` : 'timeout'}; waiting for ${[...pending].join(', ')}):\n${tail}`,
      );
    }
    for (const probe of [...pending]) if (await answers(probe)) pending.delete(probe);
    if (pending.size) await new Promise((r) => setTimeout(r, 500));
  }
  log(`stack up on PORT_OFFSET ${offset} (log: ${logFile})`);
  return { ...urls, logFile, stop: shutdown };
}
