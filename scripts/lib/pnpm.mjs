// Makes sure pnpm is there (a fresh machine has only Node and npm) and runs it.
import { execSync, spawnSync } from 'node:child_process';

export function ensurePnpm() {
  try {
    execSync('pnpm --version', { stdio: 'ignore' });
  } catch {
    console.log('Installing pnpm 10 with npm (corepack fails against this registry)...');
    execSync('npm install -g pnpm@10', { stdio: 'inherit' });
  }
}

function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

export function installDependencies(root) {
  ensurePnpm();
  run('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], { cwd: root });
}
