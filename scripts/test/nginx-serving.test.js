// scripts/serve-all.mjs with STATIC_SERVER=nginx (static servers only) on NGINX_TEST_PORT_OFFSET
// (950), over small fixture builds with the .gz and .br files a production build writes: cache
// rules, security headers and CSP from config.json, history fallback, pre-compressed files,
// Range and conditional requests, CORS, methods, a reload on a config.json change, no root.
const { execFileSync } = require('node:child_process');
const { chmodSync, mkdtempSync, readFileSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { filler, writeFixtureFiles } = require('./support/fixture-build');
const { get } = require('./support/http-get');
const { buildDirVariable, serveAllAround } = require('./support/serve-all');

const root = path.resolve(__dirname, '../..');
const OFFSET = Number(process.env.NGINX_TEST_PORT_OFFSET ?? 950);
const PORTS = {
  host: 3000 + OFFSET,
  sports: 3001 + OFFSET,
  casino: 3002 + OFFSET,
  reports: 3003 + OFFSET,
};
const deployRemote = (...args) =>
  execFileSync(process.execPath, [path.join(root, 'scripts/deploy-remote.mjs'), ...args], {
    encoding: 'utf8',
  });
const REMOTES = { sports: 3001, casino: 3002, reports: 3003 };
const CHUNK = '/app.0123456789.js';

/** A build folder: page, entry, manifest, a hashed chunk, each with its .gz and .br. */
function writeBuild(dir, name, label = name) {
  const lines = (line) => filler(line, 80);
  const manifest = {
    name,
    lines: lines(label).split('\n'),
    metaData: {
      buildInfo: { buildVersion: '1.0.0' },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      publicPath: 'auto',
    },
  };
  const files = {
    'index.html': `<!doctype html><title>${label}</title>\n<!-- ${lines(name)} -->\n`,
    'main.js': `// ${label} main\n${lines(`console.log(${JSON.stringify(name)});`)}\n`,
    'remoteEntry.js': `// ${label} entry\n${lines('void 1;')}\n`,
    'mf-manifest.json': JSON.stringify(manifest),
    [CHUNK.slice(1)]: `// hashed chunk of ${label}\n${lines('void 0;')}\n`,
  };
  return writeFixtureFiles(dir, files, { compressed: true });
}

describe('nginx serving the front end (serve-all.mjs, STATIC_SERVER=nginx)', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'nginx-serving-'));
  chmodSync(work, 0o755); // readable by nginx's user (nobody when we are root)
  const files = {};
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    STATIC_SERVER: 'nginx',
    SERVE_NO_API: '1',
    PORT_OFFSET: String(OFFSET),
  };
  for (const app of ['host', 'sports', 'casino']) {
    files[app] = writeBuild(path.join(work, app), app);
    env[buildDirVariable(app)] = path.join(work, app);
  }
  // reports: a release folder (docs/deploy.md) with one release live
  const releases = path.join(work, 'reports-releases');
  files.reports = writeBuild(path.join(work, 'reports-1'), 'reports', 'reports one');
  deployRemote('deploy', path.join(work, 'reports-1'), releases);
  env.REMOTE_DIR_REPORTS = releases;
  const runtimeDir = path.join(root, '.e2e-runtime', String(PORTS.host));
  const configPath = path.join(runtimeDir, 'config.json');
  const stack = serveAllAround(env, work);

  it('runs nginx as a user other than root, from its own runtime folder', () => {
    const pid = readFileSync(path.join(runtimeDir, 'nginx', 'nginx.pid'), 'utf8').trim();
    const users = execFileSync('ps', ['-o', 'user=', '--pid', pid, '--ppid', pid], {
      encoding: 'utf8',
    });
    expect(users.trim().split(/\s+/).length).toBeGreaterThanOrEqual(2); // master and workers
    expect(users).not.toMatch(/\broot\b/);
  });

  it('sends the pre-compressed brotli or gzip file, or the plain one, with their cache rules', async () => {
    const chunk = readFileSync(path.join(work, 'sports', CHUNK));
    /** @type {[string, string | undefined, (b: Buffer) => Buffer][]} */
    const cases = [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['identity', undefined, (b) => b],
    ];
    for (const [accept, encoding, decode] of cases) {
      const res = await get(PORTS.sports, CHUNK, { headers: { 'Accept-Encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(res.body).equals(chunk)).toBe(true);
      if (encoding) expect(res.body.length).toBeLessThan(chunk.length / 2);
    }
    for (const target of ['/main.js', '/mf-manifest.json', '/index.html', '/', '/config.json']) {
      const res = await get(PORTS.sports, target, { headers: { 'Accept-Encoding': 'br' } });
      expect([target, res.headers['cache-control']]).toEqual([target, 'no-cache']);
    }
  });

  it('answers conditional requests with 304 (ETag and Last-Modified) on every encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const headers = { 'Accept-Encoding': accept };
      const first = await get(PORTS.host, '/main.js', { headers });
      expect(first.headers['etag']).toBeDefined();
      const byTag = await get(PORTS.host, '/main.js', {
        headers: { ...headers, 'If-None-Match': String(first.headers['etag']) },
      });
      expect(byTag.status).toBe(304);
      expect(byTag.body.length).toBe(0);
      const byDate = await get(PORTS.host, '/main.js', {
        headers: { ...headers, 'If-Modified-Since': String(first.headers['last-modified']) },
      });
      expect(byDate.status).toBe(304);
      const stale = await get(PORTS.host, '/main.js', {
        headers: { ...headers, 'If-None-Match': '"stale"' },
      });
      expect(stale.status).toBe(200);
    }
  });

  it('answers Range requests: 206 for a range, 416 when unsatisfiable, 200 on a stale If-Range', async () => {
    const manifest = Buffer.from(files.casino['mf-manifest.json']);
    const part = await get(PORTS.casino, '/mf-manifest.json', { headers: { Range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${manifest.length}`);
    expect(part.body.equals(manifest.subarray(0, 10))).toBe(true);
    const tail = await get(PORTS.casino, '/mf-manifest.json', { headers: { Range: 'bytes=-5' } });
    expect(tail.body.equals(manifest.subarray(-5))).toBe(true);
    const none = await get(PORTS.casino, '/mf-manifest.json', {
      headers: { Range: `bytes=${manifest.length}-` },
    });
    expect(none.status).toBe(416);
    const stale = await get(PORTS.casino, '/mf-manifest.json', {
      headers: { Range: 'bytes=0-9', 'If-Range': '"stale"' },
    });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(manifest)).toBe(true);
    // nginx answers a Range on a pre-compressed file with the whole file (RFC 9110 allows it)
    for (const [encoding, suffix] of [
      ['gzip', 'gz'],
      ['br', 'br'],
    ]) {
      const res = await get(PORTS.casino, '/main.js', {
        headers: { Range: 'bytes=2-7', 'Accept-Encoding': encoding },
      });
      expect([res.status, res.headers['content-encoding']]).toEqual([200, encoding]);
      expect(res.body.equals(readFileSync(path.join(work, 'casino', `main.js.${suffix}`)))).toBe(
        true,
      );
    }
  });

  it('falls back to index.html for routes, with the security headers and CSP from config.json', async () => {
    const config = JSON.parse(readFileSync(configPath, 'utf8'));
    const remotes = Object.values(REMOTES).map((p) => `http://127.0.0.1:${p + OFFSET}`);
    for (const target of ['/', '/matches', '/games/aaa/bbb', '/no-such-file.js']) {
      const res = await get(PORTS.host, target);
      expect(res.status).toBe(target.endsWith('.js') ? 404 : 200);
      if (res.status === 200) {
        // the build's page with the runtime config written in (write-page-config.mjs)
        const configScript = `<script type="application/json" id="runtime-config">${JSON.stringify(config)}</script>\n`;
        expect(res.body.toString()).toContain(configScript);
        expect(res.body.toString().replace(configScript, '')).toBe(files.host['index.html']);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['link']).toContain(`<${config.apiBase}>; rel=preconnect; crossorigin`);
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['content-security-policy']).toContain(
        `script-src 'self' ${remotes.join(' ')};`,
      );
      expect(res.headers['server']).toBe('nginx');
    }
    expect((await get(PORTS.host, '/main.js')).headers['link']).toBeUndefined();
    const served = await get(PORTS.host, '/config.json');
    expect(JSON.parse(served.body.toString())).toEqual(config);
    expect(served.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers OPTIONS with 204 and other methods with 405, naming the allowed ones', async () => {
    const options = await get(PORTS.sports, '/remoteEntry.js', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers['allow']).toBe('GET, HEAD, OPTIONS');
    expect(options.headers['access-control-allow-origin']).toBe('*');
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await get(PORTS.sports, '/main.js', { method });
      expect([method, res.status, res.headers['allow']]).toEqual([
        method,
        405,
        'GET, HEAD, OPTIONS',
      ]);
    }
    expect((await get(PORTS.sports, '/main.js')).headers['allow']).toBeUndefined();
  });

  it('serves a release folder: the live manifest, immutable releases, a switch seen at once', async () => {
    const first = await get(PORTS.reports, '/mf-manifest.json');
    const v1 = JSON.parse(first.body.toString()).metaData.buildInfo.buildVersion;
    expect(first.headers['cache-control']).toBe('no-cache');
    const entry = await get(PORTS.reports, `/releases/${v1}/remoteEntry.js`);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.body.toString()).toBe(files.reports['remoteEntry.js']);
    // the standalone shell and the old layout's entry come from live/, revalidated
    const page = await get(PORTS.reports, '/UserMyLedger');
    expect([page.status, page.body.toString()]).toEqual([200, files.reports['index.html']]);
    const oldEntry = await get(PORTS.reports, '/remoteEntry.js');
    expect([oldEntry.headers['cache-control'], oldEntry.body.toString()]).toEqual([
      'no-cache',
      files.reports['remoteEntry.js'],
    ]);
    const compressed = await get(PORTS.reports, '/mf-manifest.json', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(zlib.gunzipSync(compressed.body).equals(first.body)).toBe(true);

    const two = writeBuild(path.join(work, 'reports-2'), 'reports', 'reports two');
    deployRemote('deploy', path.join(work, 'reports-2'), releases);
    const after = await get(PORTS.reports, '/mf-manifest.json', {
      headers: { 'If-None-Match': String(first.headers['etag']) },
    });
    expect(after.status).toBe(200);
    const v2 = JSON.parse(after.body.toString()).metaData.buildInfo.buildVersion;
    expect(v2).not.toBe(v1);
    expect((await get(PORTS.reports, '/UserMyLedger')).body.toString()).toBe(two['index.html']);
    // a player who started on the first release still loads it
    expect((await get(PORTS.reports, `/releases/${v1}/remoteEntry.js`)).status).toBe(200);
  });

  it("never serves a dot file (a deploy's lock, a stray .env), as the Node servers do not", async () => {
    writeFileSync(path.join(releases, '.deploy.lock'), '{"pid":1}');
    writeFileSync(path.join(work, 'sports', '.env'), 'SECRET=1');
    for (const [port, target] of /** @type {[number, string][]} */ ([
      [PORTS.reports, '/.deploy.lock'],
      [PORTS.sports, '/.env'],
      [PORTS.sports, '/.env?x=1'],
    ])) {
      const res = await get(port, target);
      expect([target, res.status]).toEqual([target, 404]);
      expect(res.body.toString()).not.toContain('pid');
      expect(res.body.toString()).not.toContain('SECRET');
    }
  });

  it('rewrites its configuration and reloads when config.json changes (a remote moved, a preview origin)', async () => {
    const original = readFileSync(configPath, 'utf8');
    const config = JSON.parse(original);
    config.remotes.sports = 'https://sports.example.com/v2/mf-manifest.json';
    config.previewOrigins = ['https://preview.example.com'];
    writeFileSync(configPath, JSON.stringify(config));
    try {
      const csp = async () => (await get(PORTS.host, '/')).headers['content-security-policy'] ?? '';
      const deadline = Date.now() + 10_000;
      while (!(await csp()).includes('https://sports.example.com') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await csp()).toContain("script-src 'self' https://sports.example.com ");
      expect(await csp()).toMatch(/script-src [^;]* https:\/\/preview\.example\.com;/);
      // a config.json nginx cannot use is refused: the last good configuration stays
      writeFileSync(configPath, '{}');
      await new Promise((r) => setTimeout(r, 600));
      expect(await csp()).toContain('https://sports.example.com');
      expect(stack.output).toMatch(/config.json changed but nginx keeps its configuration/);
    } finally {
      writeFileSync(configPath, original);
    }
    expect(stack.exited).toBeNull();
  });
});
