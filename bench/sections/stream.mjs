// The live stream on one process (bench/engine/stream-fanout.ts): 50 matches ticking every
// second, 5,000 subscribers in another process (--quick: 200 subscribers, 2 ticks): delivery
// p50/p99 from the tick to the subscriber, the server's CPU, and the bytes a minute of a match
// page and of /matches, stream against polling (reply bodies only). Needs no stack.
// Run alone: node bench/sections/stream.mjs [--quick]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { row } from './support/rows.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @param {{ quick: boolean, log: (m: string) => void }} ctx */
export async function run(ctx) {
  const [subscribers, ticks] = ctx.quick ? [200, 2] : [5000, 20];
  const out = execFileSync(
    path.join(root, 'api/node_modules/.bin/tsx'),
    [path.join(root, 'bench/engine/stream-fanout.ts'), String(subscribers), String(ticks)],
    { cwd: root, encoding: 'utf8' },
  );
  const raw = JSON.parse(out.trim().split('\n').pop() ?? '{}');
  const b = raw.bytesPerMinute;
  ctx.log(
    `${raw.subscribers} subscribers, ${raw.deliveries} deliveries: p50 ${raw.p50Ms.toFixed(0)} ms, p99 ${raw.p99Ms.toFixed(0)} ms, CPU ${raw.cpuPercent.toFixed(1)} %; ` +
      `a tick's sends ${raw.publishMsP50.toFixed(0)} ms (${raw.publishCpuMsP50.toFixed(0)} ms CPU); subscribers' process CPU ${raw.clientCpuPercent.toFixed(1)} %`,
  );
  const kb = (n) => n / 1024;
  return {
    rows: [
      row('stream', `delivery p50, ${raw.subscribers} subscribers, 50 matches`, raw.p50Ms, 'ms'),
      row('stream', `delivery p99, ${raw.subscribers} subscribers, 50 matches`, raw.p99Ms, 'ms', {
        target: '<= 250 ms',
        pass: raw.p99Ms <= 250,
      }),
      row('stream', `server CPU, ${raw.subscribers} subscribers`, raw.cpuPercent, '% of a core'),
      row('stream', `a tick's sends, p50 wall`, raw.publishMsP50, 'ms'),
      row('stream', `a tick's sends, p50 CPU`, raw.publishCpuMsP50, 'ms'),
      row('stream', `subscribers' process CPU`, raw.clientCpuPercent, '% of a core'),
      row('stream', 'match page bytes a minute', kb(b.matchStream), 'KB', {
        baseline: { name: 'polling', value: kb(b.matchPolling) },
        target: '<= 0.2x polling',
        pass: b.matchStream <= b.matchPolling / 5,
      }),
      row('stream', '/matches bytes a minute', kb(b.dashboardStream), 'KB', {
        baseline: { name: 'polling', value: kb(b.dashboardPolling) },
        target: '<= 0.2x polling',
        pass: b.dashboardStream <= b.dashboardPolling / 5,
      }),
    ],
    raw,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run({ quick: process.argv.includes('--quick'), log: console.log }).then((r) =>
    console.log(JSON.stringify(r.rows, null, 2)),
  );
}
