// Issue 25.7: a checkout in a folder closed to other users (mktemp -d, mode 700; files 600 as
// under umask 077), run as root: serve-all.mjs with STATIC_SERVER=nginx still serves it, with
// nginx never root. The scripts are copied into such a folder with small fixture builds and run
// from there on PRIVATE_TEST_PORT_OFFSET (970).
const { execFileSync } = require('node:child_process');
const {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { writeFixtureFiles } = require('./support/fixture-build');
const { get } = require('./support/http-get');
const { startServeAll } = require('./support/serve-all');

const root = path.resolve(__dirname, '../..');
const OFFSET = Number(process.env.PRIVATE_TEST_PORT_OFFSET ?? 970);
const PORTS = { host: 3000, sports: 3001, casino: 3002, reports: 3003 };
const BUILDS = {
  host: 'host/dist',
  sports: 'remote-sports/dist',
  casino: 'remote-casino/dist',
  reports: 'remote-reports/dist',
};
const CHUNK = 'app.0123456789.js';

function writeBuild(dir, name) {
  const lines = Array.from({ length: 80 }, (_, i) => `void ${i}; // ${name}`).join('\n');
  const files = {
    'index.html': `<!doctype html><title>${name} in private</title>\n`,
    [CHUNK]: `${lines}\n`,
  };
  writeFixtureFiles(dir, files, { compressed: true });
}

/** Modes as a clone under umask 077 leaves them: 700 folders, 600 files. */
function closeUp(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) closeUp(full);
    else chmodSync(full, 0o600);
  }
  chmodSync(dir, 0o700);
}

describe('nginx serving a checkout in a mode-700 folder (serve-all.mjs, STATIC_SERVER=nginx)', () => {
  const outer = mkdtempSync(path.join(os.tmpdir(), 'private-checkout-'));
  const repo = path.join(outer, 'repo');
  const link = path.join(repo, '.e2e-runtime', String(PORTS.host + OFFSET), 'nginx');
  let stack;
  let nginxDir;

  beforeAll(async () => {
    cpSync(path.join(root, 'scripts'), path.join(repo, 'scripts'), {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(root, 'scripts', 'test')),
    });
    symlinkSync(path.join(root, 'node_modules'), path.join(repo, 'node_modules'));
    for (const [name, dir] of Object.entries(BUILDS)) writeBuild(path.join(repo, dir), name);
    closeUp(outer);
    expect(statSync(outer).mode & 0o777).toBe(0o700);
    stack = await startServeAll(
      { ...process.env, STATIC_SERVER: 'nginx', SERVE_NO_API: '1', PORT_OFFSET: String(OFFSET) },
      repo,
    );
    nginxDir = realpathSync(link);
  }, 40_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(outer, { recursive: true, force: true });
  });

  it('serves every origin: page, pre-compressed chunk and config.json', async () => {
    for (const [name, port] of Object.entries(PORTS)) {
      const page = await get(port + OFFSET, '/some/route');
      expect([name, page.status]).toEqual([name, 200]);
      expect(page.body.toString()).toContain(`${name} in private`);
      const chunk = await get(port + OFFSET, `/${CHUNK}`, { headers: { 'Accept-Encoding': 'br' } });
      expect([name, chunk.status, chunk.headers['content-encoding']]).toEqual([name, 200, 'br']);
      const config = await get(port + OFFSET, '/config.json');
      expect(config.status).toBe(200);
      expect(JSON.parse(config.body.toString())).toMatchObject({ apiBase: expect.any(String) });
    }
  });

  it("serves the build's own page as written with the config, and a change of config.json at once", async () => {
    const page = await get(PORTS.host + OFFSET, '/index.html');
    expect(page.body.equals(readFileSync(path.join(repo, BUILDS.host, 'index.html')))).toBe(true);
    const configPath = path.join(path.dirname(link), 'config.json');
    const original = readFileSync(configPath, 'utf8');
    const moved = { ...JSON.parse(original), apiBase: 'http://127.0.0.1:1/moved' };
    try {
      writeFileSync(configPath, JSON.stringify(moved));
      const started = Date.now();
      let served = '';
      while (!served.includes('/moved') && Date.now() - started < 5000) {
        served = (await get(PORTS.sports + OFFSET, '/config.json')).body.toString();
      }
      const ms = Date.now() - started;
      expect(JSON.parse(served)).toEqual(moved);
      // sooner than config.json's 250 ms poll: the copy follows a change made in place at once
      console.log(`private checkout: a config.json change served by nginx after ${ms} ms`);
      expect(ms).toBeLessThan(250);
    } finally {
      writeFileSync(configPath, original);
    }
  });

  it('runs nginx off root, from a folder of its own outside the checkout that only it can read', () => {
    const pid = readFileSync(path.join(link, 'nginx.pid'), 'utf8').trim();
    const users = execFileSync('ps', ['-o', 'user=', '--pid', pid, '--ppid', pid], {
      encoding: 'utf8',
    });
    expect(users.trim().split(/\s+/).length).toBeGreaterThanOrEqual(2); // master and workers
    expect(users).not.toMatch(/\broot\b/);
    expect(nginxDir.startsWith(realpathSync(os.tmpdir()))).toBe(true);
    expect(statSync(nginxDir).mode & 0o777).toBe(0o700);
  });

  it('removes its folder when it stops', async () => {
    await stack.stop();
    expect(existsSync(nginxDir)).toBe(false);
    expect(existsSync(link)).toBe(false);
  });
});
