// Starts scripts/serve-all.mjs for the scripts' tests and keeps the tail of what it prints.
const { rmSync } = require('node:fs');
const path = require('node:path');
const { startGroup } = require('../../lib/processes.cjs');

const root = path.resolve(__dirname, '../../..');

/**
 * Resolves once serve-all says it is up (rejects with its output if it exits or takes 30 s).
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [cwd] the checkout whose scripts/serve-all.mjs runs (this one by default)
 * @returns {Promise<{ output: string, exited: unknown, stop: () => Promise<void> }>}
 *   output and exited (null while it runs) are kept up to date
 */
async function startServeAll(env, cwd = root) {
  const server = startGroup(process.execPath, ['scripts/serve-all.mjs'], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stack = { output: '', exited: null, stop: () => server.stop() };
  const keep = (d) => (stack.output = (stack.output + d).slice(-20_000));
  server.child.stdout?.on('data', keep);
  server.child.stderr?.on('data', keep);
  server.exited.then((code) => (stack.exited = code));
  const deadline = Date.now() + 30_000;
  while (!/is up/.test(stack.output)) {
    if (stack.exited !== null || Date.now() > deadline) {
      await server.stop();
      throw new Error(`serve-all did not start (exit ${stack.exited}):\n${stack.output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return stack;
}

/** The variable that gives serve-all an app's build folder: HOST_DIR, REMOTE_DIR_SPORTS, ... */
const buildDirVariable = (app) => (app === 'host' ? 'HOST_DIR' : `REMOTE_DIR_${app.toUpperCase()}`);

/**
 * Starts serve-all with `env` before the tests of the enclosing describe block, stops it after
 * them and removes `work`.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} work
 * @returns {{ readonly output: string, readonly exited: unknown }} what the running serve-all printed, and its exit (null while it runs)
 */
function serveAllAround(env, work) {
  /** @type {Awaited<ReturnType<typeof startServeAll>> | undefined} */
  let stack;
  beforeAll(async () => {
    stack = await startServeAll(env);
  }, 40_000);
  afterAll(async () => {
    await stack?.stop();
    rmSync(work, { recursive: true, force: true });
  });
  return {
    get output() {
      return stack?.output ?? '';
    },
    get exited() {
      return stack ? stack.exited : null;
    },
  };
}

module.exports = { buildDirVariable, serveAllAround, startServeAll };
