import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** A real API process (the compiled dist/main.js) on loopback, as scripts/serve-all.mjs starts it. */
export interface ApiProcess {
  /** Base URLs: http://127.0.0.1:<port>. */
  api: string;
  sessionOdds: string;
  bookOdds: string;
  pid: number;
  /** Everything the process wrote (stdout and stderr). */
  output: () => string;
  /** SIGKILL: no shutdown hook runs. Resolves when the process is gone. */
  kill: () => Promise<void>;
  /** SIGTERM (clean shutdown, database closed). Resolves with the exit code. */
  stop: () => Promise<number | null>;
}

export interface ApiStorage {
  /** PGlite folder (DATA_DIR), or a PostgreSQL database (DATABASE_URL). */
  dataDir?: string;
  databaseUrl?: string;
}

const API_DIR = path.resolve(__dirname, '..', '..');
const LISTENING = /^(API|Session odds|Book odds) listening on (http:\/\/\S+)$/gm;

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Spawns `node dist/main.js` (built by jest/build-api.js) with test control on, seed 42, no bet delay and ports
 * picked by the system (port 0: the process prints the ports it got). Resolves once all three
 * servers listen; rejects with the process output if it exits or is not up within startMs.
 */
export async function spawnApi(
  storage: ApiStorage,
  env: Record<string, string> = {},
  startMs = 120_000,
  /** The build to run (another build's dist, for an A/B); this package's by default. */
  distDir = path.join(API_DIR, 'dist'),
): Promise<ApiProcess> {
  let output = '';
  const child = spawn(process.execPath, [path.join(distDir, 'main.js')], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      API_PORT: '0',
      SESSION_ODDS_PORT: '0',
      BOOK_ODDS_PORT: '0',
      EXCHANGE_TEST_CONTROL: '1',
      SIM_SEED: '42',
      BET_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
      ...(storage.databaseUrl
        ? { DATABASE_URL: storage.databaseUrl }
        : { DATA_DIR: storage.dataDir ?? '' }),
      ...env,
    },
  });
  const urls = new Map<string, string>();
  const up = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`API not up in ${startMs} ms:\n${output}`)),
      startMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      for (const m of output.matchAll(LISTENING)) urls.set(m[1] ?? '', m[2] ?? '');
      if (urls.size === 3) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  try {
    await up;
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    api: urls.get('API') ?? '',
    sessionOdds: urls.get('Session odds') ?? '',
    bookOdds: urls.get('Book odds') ?? '',
    pid: child.pid ?? 0,
    output: () => output,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}
