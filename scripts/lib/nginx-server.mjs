// Runs Debian's nginx for the four front-end origins (serve-all.mjs with STATIC_SERVER=nginx):
// nginx.conf is written from config.json (nginx-conf.mjs) into nginx's own runtime folder
// (nginx-runtime.mjs: under os.tmpdir(), linked from the runtimeDir given) that also holds its pid
// file and temp folders (and copies of what its user cannot read); no system file is read or
// written. Run by root, nginx is started as `nobody` instead. A change of config.json rewrites
// nginx.conf and reloads nginx.
import { existsSync, readFileSync, unwatchFile, watchFile } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { nginxConf } from './nginx-conf.mjs';
import { NGINX_PACKAGES, NGINX_PATH, nginxInstalled } from './nginx-install.mjs';
import {
  makeRuntimeDir,
  nginxUser,
  servedApps,
  servedConfig,
  writeReadable,
} from './nginx-runtime.mjs';
import { onStop, startGroup } from './processes.cjs';
import { writePageConfig } from '../write-page-config.mjs';

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
 *   configPath: string, runtimeDir: string }} options runtimeDir: where the link to nginx's
 *   folder is made (its pid file is runtimeDir/nginx.pid)
 * @returns {Promise<{ stop: () => Promise<void>, confPath: string }>}
 */
export async function startNginx({ apps, host, configPath, runtimeDir }) {
  if (!nginxInstalled()) {
    throw new Error(
      `nginx or its brotli module is missing: apt-get install ${NGINX_PACKAGES.join(' ')}`,
    );
  }
  const user = nginxUser();
  const runtime = makeRuntimeDir(runtimeDir, user);
  const confPath = path.join(runtime.dir, 'nginx.conf');
  const served = servedApps(apps, runtime.dir, user);
  const servedConfigJson = servedConfig(configPath, runtime.dir, user);
  const write = () => {
    const text = readFileSync(configPath, 'utf8');
    const config = JSON.parse(text);
    servedConfigJson.write(text);
    writeReadable(
      confPath,
      nginxConf({
        apps: served,
        config,
        configPath: servedConfigJson.path,
        runtimeDir: runtime.dir,
        host,
      }),
    );
    // the page carries its config (docs/performance.md): no /config.json round trip; the
    // build's own page and, when nginx serves a copy of the build, the copy's
    const shells = [apps, served].map((list) => list.find((app) => app.name === 'host')?.dir);
    for (const dir of new Set(shells)) {
      if (dir && existsSync(path.join(dir, 'index.html'))) writePageConfig(dir, configPath);
    }
  };
  write();
  const nginx = startGroup(NGINX_PATH, ['-p', runtime.dir, '-c', confPath], {
    group: false,
    stdio: 'inherit',
    ...user,
  });
  let stopping = false;
  nginx.exited.then((code) => {
    if (!stopping) console.error(`nginx exited with code ${code}`);
  });
  try {
    await Promise.race([
      Promise.all(apps.map((app) => listening(host, app.port, 10_000))),
      nginx.exited.then((code) => {
        throw new Error(`nginx exited with code ${code} (its configuration: ${confPath})`);
      }),
    ]);
  } catch (error) {
    // its folder is kept to look at (the next start on this port removes it)
    stopping = true;
    servedConfigJson.close();
    await nginx.stop();
    throw error;
  }
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
    servedConfigJson.close();
    await nginx.stop();
    runtime.remove();
  };
  onStop(stop);
  return { confPath, stop };
}
