// `pnpm dev`: hot-reload dev servers for the host (3000) and the three remotes (3001-3003), and
// the API in watch mode (4000, odds hosts 4001/4002). Ctrl-C stops them all.
//   pnpm dev                 -> everything
//   pnpm dev remote-casino   -> only those apps (plus the API)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS as ALL } from './build-all.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = process.argv.slice(2).length ? process.argv.slice(2) : ALL;
for (const app of apps) {
  if (!ALL.includes(app)) {
    console.error(`unknown app "${app}"; choose from ${ALL.join(', ')}`);
    process.exit(2);
  }
}

const children = /** @type {[string, string[], string][]} */ ([
  ...apps.map((app) => ['pnpm', ['--filter', app, 'run', 'dev'], app]),
  ['pnpm', ['--filter', 'api', 'run', 'dev'], 'api'],
]).map(([cmd, args, label]) => {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, EXCHANGE_TEST_CONTROL: '1' },
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout.on('data', (c) => console.log(prefix(c)));
  child.stderr.on('data', (c) => console.error(prefix(c)));
  return child;
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('dev: host http://127.0.0.1:3000/ (demo / demo1234)');
