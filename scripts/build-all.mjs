// Production builds of the four apps and the API, two at a time (this machine has two cores).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['host', 'remote-sports', 'remote-casino', 'remote-reports', 'api'];

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('pnpm', ['--filter', app, 'run', 'build'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0
        ? resolve(console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`))
        : reject(new Error(`build of ${app} failed (exit ${code})`)),
    );
  });
}

export async function buildAll(apps = APPS, parallel = 2) {
  const unknown = apps.filter((app) => !APPS.includes(app));
  if (unknown.length)
    throw new Error(`no app named ${unknown.join(', ')}: the apps are ${APPS.join(', ')}`);
  const queue = [...apps];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (queue.length) await build(queue.shift());
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildAll(process.argv.slice(2).length ? process.argv.slice(2) : APPS).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
