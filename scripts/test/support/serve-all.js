// Starts scripts/serve-all.mjs for the scripts' tests and keeps the tail of what it prints.
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

module.exports = { startServeAll };
