// supervise (scripts/lib/processes.cjs), as serve-all keeps the API up: a killed child is started
// again, one that keeps failing at start is given up on, and a stop is never undone by a restart.
const { startGroup, stopAll, supervise } = require('../lib/processes.cjs');

const node = (code) => () => startGroup(process.execPath, ['-e', code], { group: false });
const RUNS = 'setInterval(() => {}, 1000)';

/** @param {() => boolean} ok */
async function until(ok) {
  const deadline = Date.now() + 5000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('starts a SIGKILLed child again after the backoff, with a log line', async () => {
  const lines = [];
  const pids = [];
  const sup = supervise('child', node(RUNS), {
    backoffMs: 50,
    onStart: ({ child }) => pids.push(child.pid),
    onGiveUp: () => lines.push('gave up'),
    log: (line) => lines.push(line),
  });
  process.kill(pids[0], 'SIGKILL');
  await until(() => pids.length === 2);
  expect(pids[1]).not.toBe(pids[0]);
  expect(lines).toEqual(['child exited (SIGKILL); starting it again in 0.05 s']);
  await sup.stop();
  expect(sup.current().child.signalCode).toBe('SIGTERM');
  await new Promise((r) => setTimeout(r, 150));
  expect(pids).toHaveLength(2);
});

it('gives up after repeated fast failures, the backoff doubling', async () => {
  const lines = [];
  let starts = 0;
  const gaveUp = new Promise((resolve) =>
    supervise('child', node('process.exit(3)'), {
      backoffMs: 10,
      maxFastFailures: 3,
      onStart: () => starts++,
      onGiveUp: resolve,
      log: (line) => lines.push(line),
    }),
  );
  expect(await gaveUp).toBe(3);
  expect(starts).toBe(3);
  expect(lines).toEqual([
    'child exited (3); starting it again in 0.01 s',
    'child exited (3); starting it again in 0.02 s',
    'child exited (3) 3 times in a row soon after starting: giving up',
  ]);
});

it('restarts nothing once stopAll has stopped it', async () => {
  const lines = [];
  let starts = 0;
  supervise('child', node('setTimeout(() => process.exit(1), 300)'), {
    backoffMs: 10,
    onStart: () => starts++,
    onGiveUp: () => lines.push('gave up'),
    log: (line) => lines.push(line),
  });
  await stopAll();
  await new Promise((r) => setTimeout(r, 400));
  expect({ starts, lines }).toEqual({ starts: 1, lines: [] });
});
