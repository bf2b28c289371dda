// Runs one section without bench/run.mjs, against a stack that is already up:
//   PORT_OFFSET=200 node bench/sections/odds.mjs [--quick] [--rebuild-floors]
// The floors are built unless bench/floor/dist-* exist (or --rebuild-floors), then served on
// 3290/3291 plus PORT_OFFSET. `--lighthouse-only`: the load section runs only Lighthouse;
// `--return-visit-only`: only the return visits.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';
import { buildFloors, serveFloors } from '../../floor/build.mjs';
import { stackUrls } from '../../lib/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * When the calling module is the script node was started with, runs its section and prints the rows.
 * @param {string} moduleUrl import.meta.url of the section
 * @param {(ctx: object) => Promise<{ rows: object[], raw: unknown }>} run
 */
export async function runIfMain(moduleUrl, run) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const name = path.basename(fileURLToPath(moduleUrl), '.mjs');
  const built = ['dist-react', 'dist-federated'].every((d) =>
    existsSync(path.join(root, 'bench/floor', d, 'index.html')),
  );
  if (!built || process.argv.includes('--rebuild-floors')) await buildFloors({ root });
  const offset = Number(process.env.PORT_OFFSET ?? 0);
  const floors = await serveFloors({ root, ports: [3290 + offset, 3291 + offset] });
  try {
    const ctx = {
      root,
      quick: process.argv.includes('--quick'),
      chromium: CHROMIUM_PATH,
      stack: stackUrls(offset),
      onlyLighthouse: process.argv.includes('--lighthouse-only'),
      onlyReturnVisit: process.argv.includes('--return-visit-only'),
      floors,
      log: (msg) => console.log(`[${name}] ${msg}`),
    };
    const { rows, raw } = await run(ctx);
    console.table(
      rows.map((r) => ({
        metric: r.metric,
        value: `${r.value} ${r.unit}`,
        baseline: r.baseline ? `${r.baseline.value} (${r.baseline.name})` : '',
        ratio: r.ratio ?? '',
        target: r.target ?? '',
        pass: r.pass ?? '',
      })),
    );
    const out = path.join(root, `test-results/bench-${name}.json`);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, JSON.stringify({ rows, raw }, null, 2));
    console.log(`rows and raw data: ${path.relative(root, out)}`);
  } finally {
    await floors.close();
  }
}
