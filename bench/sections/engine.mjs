// Live cricket engine: its cost per ball with 50 matches (bench/engine/engine-cost.ts, in one
// process, no I/O), and what that is of one core at the default pace (SIM_BALL_MS 5000: 50
// matches bowl 10 balls a second). Needs no stack.
// Run alone: node bench/sections/engine.mjs [--quick]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { row } from './support/rows.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BALL_MS = 5000;
const MATCHES = 50;

/** @param {{ quick: boolean, log: (m: string) => void }} ctx */
export async function run(ctx) {
  const out = execFileSync(
    path.join(root, 'api/node_modules/.bin/tsx'),
    [path.join(root, 'bench/engine/engine-cost.ts'), String(ctx.quick ? 300 : 2000)],
    { cwd: root, encoding: 'utf8' },
  );
  const raw = JSON.parse(out.trim().split('\n').pop() ?? '{}');
  const ballsPerSecond = (MATCHES * 1000) / BALL_MS;
  const coreShare = (raw.usPerBall * ballsPerSecond) / 1e4; // % of one core
  ctx.log(
    `${raw.balls} balls: ${raw.usPerBall.toFixed(1)} µs CPU a ball (wall ${raw.wallUsPerBall.toFixed(1)} µs)`,
  );
  return {
    rows: [
      row('engine', `CPU per ball (${MATCHES} matches)`, raw.usPerBall, 'µs', { places: 1 }),
      row('engine', `share of one core at ${ballsPerSecond} balls/s`, coreShare, '%', {
        places: 3,
        target: '< 5%',
        pass: coreShare < 5,
      }),
    ],
    raw: { ...raw, ballsPerSecond, coreSharePercent: coreShare },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  run({ quick: process.argv.includes('--quick'), log: console.log }).then((r) =>
    console.log(JSON.stringify(r.rows, null, 2)),
  );
}
