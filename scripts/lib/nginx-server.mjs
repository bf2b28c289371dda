// Runs Debian's nginx for the four front-end origins (serve-all.mjs with STATIC_SERVER=nginx):
// nginx.conf is written from config.json (nginx-conf.mjs) into a runtime folder that also holds
// its pid file and temp folders; no system file is read or written. Run by root, nginx is started
// as `nobody` instead. A change of config.json rewrites nginx.conf and reloads nginx.
import { spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  unwatchFile,
  watchFile,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { nginxConf } from './nginx-conf.mjs';
import { NGINX_PACKAGES, NGINX_PATH, nginxInstalled } from './nginx-install.mjs';
import { onStop, startGroup } from './processes.cjs';
import { writePageConfig } from '../write-page-config.mjs';

/** Root drops to `nobody` (uid and gid of `id`); anyone else runs nginx as itself. */
function unprivileged() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout);
  return { uid: id('-u'), gid: id('-g') };
}

/** Resolves once something accepts connections on port (rejects after timeoutMs). */
async function listening(host, port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect({ host, port }, () => resolve(socket.destroy() ?? true));
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nginx is not listening on ${host}:${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * @param {{ apps: { name: string, dir: string, port: number }[], host: string,
 *   configPath: string, runtimeDir: string }} options
 * @returns {Promise<{ stop: () => Promise<void>, confPath: string }>}
 */
export async function startNginx({ apps, host, configPath, runtimeDir }) {
  if (!nginxInstalled()) {
    throw new Error(
      `nginx or its brotli module is missing: apt-get install ${NGINX_PACKAGES.join(' ')}`,
    );
  }
  const user = unprivileged();
  const confPath = path.join(runtimeDir, 'nginx.conf');
  const write = () => {
    const config = JSON.parse(readFileSync(configPath, 'utf8'));
    writeFileSync(confPath, nginxConf({ apps, config, configPath, runtimeDir, host }));
    // the page carries its config (docs/performance.md): no /config.json round trip
    const shell = apps.find((app) => app.name === 'host');
    if (shell && existsSync(path.join(shell.dir, 'index.html')))
      writePageConfig(shell.dir, configPath);
  };
  mkdirSync(runtimeDir, { recursive: true });
  if (user.uid !== undefined) chownSync(runtimeDir, user.uid, user.gid);
  write();
  const nginx = startGroup(NGINX_PATH, ['-p', runtimeDir, '-c', confPath], {
    group: false,
    stdio: 'inherit',
    ...user,
  });
  let stopping = false;
  nginx.exited.then((code) => {
    if (!stopping) console.error(`nginx exited with code ${code}`);
  });
  await Promise.race([
    Promise.all(apps.map((app) => listening(host, app.port, 10_000))),
    nginx.exited.then((code) => {
      throw new Error(`nginx exited with code ${code} (its configuration: ${confPath})`);
    }),
  ]);
  // Polled (not fs.watch): a config.json replaced by a rename is seen too.
  watchFile(configPath, { interval: 250 }, () => {
    try {
      write();
      nginx.child.kill('SIGHUP');
    } catch (error) {
      console.error(
        `config.json changed but nginx keeps its configuration: ${/** @type {Error} */ (error).message}`,
      );
    }
  });
  const stop = async () => {
    stopping = true;
    unwatchFile(configPath);
    await nginx.stop();
  };
  onStop(stop);
  return { confPath, stop };
}
