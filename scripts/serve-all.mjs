// Serves the built host and remotes, each from its own origin as separate deployments would be,
// and runs the API with its two odds hosts. Used by `npm start` and by the e2e suite.
//   PORT_OFFSET=100 node scripts/serve-all.mjs   -> host on 3100, API on 4100, ...
//   SERVE_NO_API=1                               -> static servers only
//   REMOTE_DIR_SPORTS=/path/to/build             -> serve that build as the sports remote
//   STATIC_SERVER=nginx                          -> the front end served by nginx (docs/deploy.md)
// The API is started again if it exits by itself; its pid is in .e2e-runtime/<host port>/api.pid.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appOrigins, LOOPBACK, origin, runtimeConfig, stackPorts } from './lib/ports.mjs';
import { startGroup, stopAll, supervise } from './lib/processes.cjs';
import { startNginx } from './lib/nginx-server.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticServer = process.env.STATIC_SERVER || 'node';
if (!['node', 'nginx'].includes(staticServer)) {
  console.error(`STATIC_SERVER must be "node" or "nginx", got "${staticServer}"`);
  process.exit(1);
}
const ports = stackPorts();
const runtimeDir = path.join(root, '.e2e-runtime', String(ports.host));
mkdirSync(runtimeDir, { recursive: true });
const configPath = process.env.CONFIG_PATH ?? path.join(runtimeDir, 'config.json');
if (!process.env.CONFIG_PATH) {
  writeFileSync(configPath, JSON.stringify(runtimeConfig(ports), null, 2));
}

const apps = [
  { name: 'host', dir: process.env.HOST_DIR ?? path.join(root, 'host/dist'), port: ports.host },
  {
    name: 'sports',
    dir: process.env.REMOTE_DIR_SPORTS ?? path.join(root, 'remote-sports/dist'),
    port: ports.sports,
  },
  {
    name: 'casino',
    dir: process.env.REMOTE_DIR_CASINO ?? path.join(root, 'remote-casino/dist'),
    port: ports.casino,
  },
  {
    name: 'reports',
    dir: process.env.REMOTE_DIR_REPORTS ?? path.join(root, 'remote-reports/dist'),
    port: ports.reports,
  },
];

const apiEntry = path.join(root, 'api/dist/main.js');
for (const { name, file } of [
  // a remote's release folder (docs/deploy.md) has its shell under live/
  ...apps.map((app) => ({
    name: app.name,
    file: path.join(app.dir, existsSync(path.join(app.dir, 'live')) ? 'live' : '', 'index.html'),
  })),
  ...(process.env.SERVE_NO_API ? [] : [{ name: 'api', file: apiEntry }]),
]) {
  if (!existsSync(file)) {
    console.error(`${name}: no build (${file}). Run "pnpm build" first.`);
    process.exit(1);
  }
}

if (!process.env.SERVE_NO_API) {
  // The API's pid while it runs (e2e tests kill it to check that players ride out a restart).
  const pidFile = path.join(runtimeDir, 'api.pid');
  // Started again when it exits by itself (crash, SIGKILL); see supervise in processes.cjs.
  supervise(
    'API',
    () =>
      // In our process group: whoever stops that group (Playwright, the bench) stops the API too.
      startGroup(process.execPath, [apiEntry], {
        group: false,
        cwd: path.join(root, 'api'),
        stdio: 'inherit',
        env: {
          ...process.env,
          HOST: LOOPBACK,
          API_PORT: String(ports.api),
          SESSION_ODDS_PORT: String(ports.sessionOdds),
          BOOK_ODDS_PORT: String(ports.bookOdds),
          CORS_ORIGINS: appOrigins(ports).join(','),
        },
      }),
    {
      onStart: ({ child, exited }) => {
        writeFileSync(pidFile, `${child.pid}\n`);
        void exited.then(() => rmSync(pidFile, { force: true }));
      },
      onGiveUp: () => void stopAll().then(() => process.exit(1)),
    },
  );
}

if (staticServer === 'nginx') {
  // stopped with the rest by stopAll (processes.cjs)
  await startNginx({
    apps,
    host: LOOPBACK,
    configPath,
    runtimeDir: path.join(runtimeDir, 'nginx'),
  }).catch((error) => {
    console.error(error.message);
    return stopAll().then(() => process.exit(1));
  });
} else {
  await Promise.all(apps.map((app) => startStaticServer({ ...app, host: LOOPBACK, configPath })));
}
console.log(
  [
    '',
    `  Cricket Exchange is up:  ${origin(ports.host)}/${staticServer === 'nginx' ? ' (nginx)' : ''}`,
    `  Demo logins:             demo / demo1234   and   demo2 / demo1234`,
    `  Remotes:                 ${apps
      .slice(1)
      .map((a) => `${a.name} ${origin(a.port)}`)
      .join(', ')}`,
    `  API:                     ${origin(ports.api)} (odds hosts ${ports.sessionOdds}, ${ports.bookOdds})`,
    '',
  ].join('\n'),
);

// The API closes its database on SIGTERM: wait for it (up to 10 s) before exiting.
const stop = async () => {
  await stopAll();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
