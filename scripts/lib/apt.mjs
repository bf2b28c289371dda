// Installs Debian packages the test run needs (with sudo unless we are root).
import { spawnSync } from 'node:child_process';

/** apt-get update, then apt-get install of packages; throws naming what to install by hand. */
export function aptInstall(packages) {
  console.log(`Installing Debian ${packages.join(', ')}...`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', ...packages],
  ]) {
    const cmd = [...asRoot, ...args];
    const r = spawnSync(cmd[0], cmd.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0)
      throw new Error(`${cmd.join(' ')} failed; install ${packages.join(' ')} by hand`);
  }
}
