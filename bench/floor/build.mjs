// Builds and serves the floor pages (bench/floor/dist-react, bench/floor/dist-federated).
// Alone: `node bench/floor/build.mjs` builds, serves on 3290/3291 and waits for Ctrl-C.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const IP = '127.0.0.1';

/**
 * Production build of both floors in this run, with the apps' toolchain (webpack-floor.cjs).
 * @param {{ root: string }} _opts the repository root (the floor folder is fixed inside it)
 * @returns {Promise<{ ms: number }>}
 */
export async function buildFloors(_opts) {
  const webpack = require('webpack');
  const configs = require('./webpack-floor.cjs');
  const started = performance.now();
  await new Promise((resolve, reject) => {
    webpack(/** @type {any} */ (configs), (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(undefined);
    });
  });
  return { ms: performance.now() - started };
}

/**
 * Serves the two floors with the apps' static server (same headers, no compression).
 * @param {{ root: string, ports?: number[] | { react: number, federated: number } }} opts
 * @returns {Promise<{ reactUrl: string, federatedHostUrl: string, listUrl: string, close: () => Promise<void> }>}
 */
export async function serveFloors({ ports }) {
  const [reactPort, federatedPort] = Array.isArray(ports)
    ? ports
    : [ports?.react ?? 3290, ports?.federated ?? 3291];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-floor-'));
  const configPath = path.join(dir, 'config.json');
  const none = `http://${IP}:1`;
  await writeFile(
    configPath,
    JSON.stringify({ apiBase: none, sessionOddsHost: none, bookOddsHost: none, remotes: {} }),
  );
  const servers = await Promise.all(
    /** @type {[string, number][]} */ ([
      ['dist-react', reactPort],
      ['dist-federated', federatedPort],
    ]).map(([name, port]) =>
      startStaticServer({ dir: path.join(here, name), port, host: IP, configPath }),
    ),
  );
  const reactUrl = `http://${IP}:${reactPort}`;
  return {
    reactUrl,
    federatedHostUrl: `http://${IP}:${federatedPort}`,
    listUrl: `${reactUrl}/list.html`,
    close: async () => {
      await Promise.all(servers.map((s) => new Promise((r) => s.close(() => r(undefined)))));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(here, '../..');
  const { ms } = await buildFloors({ root });
  const floors = await serveFloors({ root, ports: [3290, 3291] });
  console.log(`floors built in ${(ms / 1000).toFixed(1)} s`);
  console.log(`  ${floors.reactUrl}/  ${floors.listUrl}  ${floors.federatedHostUrl}/`);
}
