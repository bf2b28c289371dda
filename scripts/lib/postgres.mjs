// A throwaway PostgreSQL server on loopback for the API test suite's second run (npm test).
// Uses Debian's PostgreSQL (installed with apt-get when missing); the cluster lives in a temp
// folder and is removed on stop.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PG_ROOT = '/usr/lib/postgresql';

function binDir() {
  if (!existsSync(PG_ROOT)) return null;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(PG_ROOT, versions[0], 'bin') : null;
}

function asRootPrefix() {
  return process.getuid?.() === 0 ? [] : ['sudo'];
}

export function ensurePostgres() {
  if (binDir()) return;
  console.log("Installing Debian's PostgreSQL for the API suite's second run...");
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', 'postgresql'],
  ]) {
    const cmd = [...asRootPrefix(), ...args];
    const r = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`${cmd.join(' ')} failed; install postgresql by hand`);
  }
  if (!binDir()) throw new Error(`PostgreSQL installed but no initdb under ${PG_ROOT}`);
}

/** PostgreSQL refuses to run as root: as root, run its tools as the postgres user. */
function pgTool(bin, tool, args, opts = {}) {
  const file = path.join(bin, tool);
  const [cmd, argv] =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a new cluster on a free loopback port with trust authentication for loopback only.
 * @returns {Promise<{ url: string, createDatabase(name: string): string, stop(): void }>} url of the
 *   `postgres` database as superuser postgres; createDatabase makes an empty database, its url
 */
export async function startPostgres() {
  const port = await freePort();
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'exchange-pg-'));
  if (process.getuid?.() === 0) {
    const pwd = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(pwd), Number(gid));
  }
  const data = path.join(dir, 'data');
  pgTool(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  pgTool(bin, 'pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=on`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    createDatabase(name) {
      pgTool(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        pgTool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
