// scripts/serve-all.mjs (static servers only, SERVE_NO_API=1) as `npm start` runs it, on
// STATIC_TEST_PORT_OFFSET (900), over small fixture builds. A table of malformed headers, methods
// and odd paths goes to each of the four static servers over raw sockets (so paths reach the server
// byte for byte): every request must be answered without a 5xx, nothing outside the build may leak,
// and the process must still be up and serving `/` afterwards.
const { chmodSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { filler, writeFixtureFiles } = require('./support/fixture-build');
const { buildDirVariable, serveAllAround } = require('./support/serve-all');

const root = path.resolve(__dirname, '../..');
const OFFSET = Number(process.env.STATIC_TEST_PORT_OFFSET ?? 900);
const APPS = { host: 3000, sports: 3001, casino: 3002, reports: 3003 };
const SECRET = 'TOP-SECRET-OUTSIDE-THE-BUILD';

/** A build folder with the files the issue names, each a few kB of distinct text. */
function writeBuild(dir, name) {
  const lines = (line) => filler(line, 60);
  const files = {
    'index.html': `<!doctype html><title>${name}</title>\n<!-- ${lines(name)} -->\n`,
    'main.js': `// ${name} main\n${lines(`console.log(${JSON.stringify(name)});`)}\n`,
    'mf-manifest.json': JSON.stringify({ name, lines: lines(name).split('\n') }),
    'app.0123456789.js': `// hashed chunk of ${name}\n${lines('void 0;')}\n`,
    'styles.css': `/* ${name} */\n${lines('body { margin: 0 }')}\n`,
  };
  return writeFixtureFiles(dir, files);
}

/**
 * One request over a raw socket. Resolves with { status, headers, body } (status null when the
 * server closed without a status line or did not answer within 5 s).
 */
function rawRequest(port, { method = 'GET', target = '/', headers = {}, body = '' }) {
  return new Promise((resolve) => {
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    const socket = net.connect({ port, host: '127.0.0.1' });
    const chunks = [];
    const finish = (error) => {
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const head = raw.subarray(0, split < 0 ? raw.length : split).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      const parsed = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((l) => [
            l.slice(0, l.indexOf(':')).toLowerCase(),
            l.slice(l.indexOf(':') + 1).trim(),
          ]),
      );
      resolve({
        status: match ? Number(match[1]) : null,
        headers: parsed,
        body: split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4),
        error,
      });
    };
    const timer = setTimeout(() => finish('no answer within 5 s'), 5000);
    socket.on('data', (d) => chunks.push(d));
    socket.on('close', () => finish());
    socket.on('error', (e) => finish(/** @type {NodeJS.ErrnoException} */ (e).code ?? e.message));
    socket.on('connect', () => socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`));
  });
}

const DATE = 'Thu, 01 Jan 1970 00:00:00 GMT';
const FUTURE = 'Fri, 01 Jan 2100 00:00:00 GMT';
const gzip = { 'Accept-Encoding': 'gzip' };

/** @type {{ name: string, method?: string, target?: string, headers?: Record<string,string>, body?: string, check?: (res: any, files: Record<string,string>) => string | null }[]} */
const ROWS = [];
// Ranges, on a page (SPA fallback), on a manifest and on a script with and without gzip.
const RANGES = [
  'bytes=100-50',
  'bytes=5-1',
  'bytes=999999-',
  'bytes=999999-1000000',
  'bytes=-0',
  'bytes=-',
  'bytes=',
  'bytes=abc',
  'bytes=--1',
  'bytes=1-2-3',
  'bytes=0-1,5-2',
  'bytes=0-1,2-3,4-5',
  'bytes=0-0',
  'bytes=-99999999',
  `bytes=${'9'.repeat(40)}-`,
  `bytes=0-${'9'.repeat(40)}`,
  'items=0-5',
  'bytes 0-5',
  '=',
];
for (const target of ['/', '/index.html', '/mf-manifest.json', '/main.js', '/styles.css']) {
  for (const range of RANGES) {
    ROWS.push({ name: `Range ${range} on ${target}`, target, headers: { Range: range } });
    if (target === '/main.js') {
      ROWS.push({ name: `gzip, Range ${range}`, target, headers: { ...gzip, Range: range } });
    }
  }
}
/** index.html as pages are sent: the file with the runtime config written in (page-html.mjs). */
const isServedIndex = (body, file) =>
  body.subarray(0, file.length).equals(file) && body.includes('id="runtime-config"');
const satisfiable = (target, range, start, end, extra = {}) => ({
  name: `Range ${range} on ${target} is honoured or ignored`,
  target,
  headers: { Range: range, ...extra },
  check: (res, files) => {
    const file = Buffer.from(files[target.slice(1) || 'index.html']);
    const want = file.subarray(start(file.length), end(file.length) + 1);
    if (res.status === 206 && res.body.equals(want)) return null;
    if (res.status === 200 && res.body.equals(file)) return null;
    const index = target === '/' || target === '/index.html';
    if (index && res.status === 200 && isServedIndex(res.body, file)) return null;
    return `got ${res.status} with ${res.body.length} bytes, want 206 with ${want.length}`;
  },
});
const unsatisfiable = (target, range) => ({
  name: `unsatisfiable Range ${range} on ${target}`,
  target,
  headers: { Range: range },
  check: (res) => ([200, 416].includes(res.status) ? null : `got ${res.status}, want 416 or 200`),
});
ROWS.push(
  satisfiable(
    '/mf-manifest.json',
    'bytes=0-9',
    () => 0,
    () => 9,
  ),
  satisfiable(
    '/mf-manifest.json',
    'bytes=-10',
    (n) => n - 10,
    (n) => n - 1,
  ),
  satisfiable(
    '/main.js',
    'bytes=10-',
    () => 10,
    (n) => n - 1,
  ),
  satisfiable(
    '/main.js',
    'bytes=0-9',
    () => 0,
    () => 9,
    { 'If-Range': 'W/"stale"' },
  ),
  unsatisfiable('/', 'bytes=100-50'),
  unsatisfiable('/mf-manifest.json', 'bytes=100-50'),
  unsatisfiable('/main.js', 'bytes=5-1'),
  unsatisfiable('/main.js', 'bytes=999999-'),
);
for (const target of ['/', '/main.js', '/mf-manifest.json']) {
  for (const [name, value] of [
    ['If-Range', 'garbage'],
    ['If-Range', DATE],
    ['If-Range', '"x"'],
    ['If-None-Match', '*'],
    ['If-None-Match', 'W/"a", "b", ,,, W/'],
    ['If-None-Match', '"'],
    ['If-None-Match', `"${'x'.repeat(4000)}"`],
    ['If-Modified-Since', 'not a date'],
    ['If-Modified-Since', '0'],
    ['If-Modified-Since', FUTURE],
    ['If-Modified-Since', DATE],
    ['If-Unmodified-Since', 'yesterday'],
    ['If-Match', '"nope"'],
    ['Accept-Encoding', 'gzip;q=0'],
    ['Accept-Encoding', 'gzip;q=abc, br;q=-1'],
    ['Accept-Encoding', '*'],
    ['Accept-Encoding', 'identity;q=0'],
    ['Accept-Encoding', 'gzip, deflate, br, zstd'],
    ['Accept-Encoding', 'x'.repeat(8000)],
  ]) {
    ROWS.push({
      name: `${name}: ${value.slice(0, 40)} on ${target}`,
      target,
      headers: { [name]: value },
    });
    ROWS.push({
      name: `${name}: ${value.slice(0, 40)} with Range 100-50 on ${target}`,
      target,
      headers: { [name]: value, Range: 'bytes=100-50', ...gzip },
    });
  }
}
for (const method of ['HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'FOO']) {
  for (const target of ['/', '/main.js', '/mf-manifest.json', '/config.json']) {
    ROWS.push({
      name: `${method} ${target}`,
      method,
      target,
      body: method === 'POST' ? 'a=1' : '',
    });
    ROWS.push({
      name: `${method} ${target} with Range 5-1`,
      method,
      target,
      headers: { Range: 'bytes=5-1' },
    });
  }
}
ROWS.push({ name: 'OPTIONS *', method: 'OPTIONS', target: '*' });
ROWS.push({ name: 'GET *', target: '*' });
ROWS.push({ name: 'absolute-form target', target: 'http://example.com/main.js' });
for (const target of [
  '/../secret.txt',
  '/../../../../../../etc/passwd',
  '/..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
  '/..%5csecret.txt',
  '/main.js/..%2f..%2fsecret.txt',
  '/%2e%2e/secret.js',
  '/..%2fsecret.js',
  '/%00',
  '/main.js%00',
  '/main.js%00.html',
  '/%00.js',
  '/%',
  '/%zz',
  '/main.js%',
  '/%E0%A4%A',
  '/%C0%AE%C0%AE/secret.txt',
  '/%ff.js',
  '/%ff.css',
  '/main.js?x=%',
  '/config.json?%zz',
  '//main.js',
  '///',
  '//..//..//secret.txt',
  '/main.js/',
  '/main.js/.',
  '/.',
  '/.git/config',
  '/.well-known/x',
  `/${'a'.repeat(5000)}`,
  `/${'a'.repeat(5000)}.js`,
  `/${'a/'.repeat(2000)}main.js`,
  `/${'%2e%2e/'.repeat(500)}secret.txt`,
  `/?${'q'.repeat(7000)}`,
]) {
  ROWS.push({ name: `GET ${target.slice(0, 60)}`, target, headers: gzip });
  ROWS.push({
    name: `GET ${target.slice(0, 60)} with Range`,
    target,
    headers: { Range: 'bytes=100-50' },
  });
}

// The Node servers of `npm start`, then nginx (STATIC_SERVER=nginx) over the same table.
describe.each(['node', 'nginx'])('the static servers of serve-all.mjs (%s)', (staticServer) => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'static-hostile-'));
  chmodSync(work, 0o755); // the builds readable by nginx's user (nobody when we are root)
  const files = {};
  const env = {
    ...process.env,
    SERVE_NO_API: '1',
    PORT_OFFSET: String(OFFSET),
    STATIC_SERVER: staticServer,
  };
  // what only the Node server does: a 500 logged for an unexpected error, config.json per request
  const nodeOnly = staticServer === 'node' ? it : it.skip;
  for (const app of Object.keys(APPS)) {
    files[app] = writeBuild(path.join(work, app), app);
    env[buildDirVariable(app)] = path.join(work, app);
  }
  writeFileSync(path.join(work, 'secret.txt'), SECRET);
  writeFileSync(path.join(work, 'secret.js'), SECRET);
  // stat() of it fails with ELOOP: an error no request should be able to cause in a real build
  symlinkSync('loop.js', path.join(work, 'host', 'loop.js'));
  const stack = serveAllAround(env, work);

  it(`answers ${ROWS.length} malformed or hostile requests on each server and keeps serving /`, async () => {
    const failures = [];
    let answered = 0;
    for (const [app, basePort] of Object.entries(APPS)) {
      const port = basePort + OFFSET;
      for (const row of ROWS) {
        const res = await rawRequest(port, row);
        const where = `${app} ${row.name}`;
        if (res.status === null) failures.push(`${where}: no answer (${res.error ?? 'closed'})`);
        else if (res.status >= 500) failures.push(`${where}: ${res.status}`);
        else if (res.body.includes(SECRET) || res.body.includes('root:x:0:0')) {
          failures.push(`${where}: leaked a file outside the build`);
        } else {
          const problem = row.check?.(res, files[app]);
          if (problem) failures.push(`${where}: ${problem}`);
          else answered += 1;
        }
        if (stack.exited !== null) break;
      }
      if (stack.exited !== null) break;
    }
    console.log(
      `static servers: ${answered} of ${ROWS.length * 4} hostile requests answered correctly`,
    );
    expect(failures).toEqual([]);
    await expectServing();
  }, 120_000);

  nodeOnly('answers an unexpected file error with a 500, logs it and goes on', async () => {
    for (const headers of [{}, gzip]) {
      const res = await rawRequest(APPS.host + OFFSET, { target: '/loop.js', headers });
      expect(res.status).toBe(500);
    }
    expect(stack.output).toMatch(/static server: GET \/loop\.js failed:.*ELOOP/);
    await expectServing();
  });

  nodeOnly(
    'answers a request that throws (a config.json of the wrong shape) with a 500 and recovers',
    async () => {
      // written by serve-all for the host's port, read on every request
      const configPath = path.join(root, '.e2e-runtime', String(APPS.host + OFFSET), 'config.json');
      const config = readFileSync(configPath, 'utf8');
      writeFileSync(configPath, '{}');
      try {
        const res = await rawRequest(APPS.casino + OFFSET, { target: '/' });
        expect(res.status).toBe(500);
        expect(stack.output).toMatch(/static server: GET \/ failed:.*TypeError/);
      } finally {
        writeFileSync(configPath, config);
      }
      await expectServing();
    },
  );

  it('writes the config into a page as data that cannot end its script element', async () => {
    const configPath = path.join(root, '.e2e-runtime', String(APPS.host + OFFSET), 'config.json');
    const config = readFileSync(configPath, 'utf8');
    const hostile = JSON.parse(config);
    hostile.remotes.sports = 'http://127.0.0.1:1/</script><script>alert(1)</script><!--';
    writeFileSync(configPath, JSON.stringify(hostile));
    try {
      const written = /<script type="application\/json" id="runtime-config">([^<]*)<\/script>/;
      // nginx's page is rewritten when it sees the change (polled every 250 ms)
      let page = '';
      for (let tries = 0; tries < 40; tries += 1) {
        const res = await rawRequest(APPS.host + OFFSET, { target: '/matches' });
        expect(res.status).toBe(200);
        page = res.body.toString();
        if (
          JSON.parse(written.exec(page)?.[1] ?? 'null')?.remotes.sports === hostile.remotes.sports
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(page.match(/<script/g)).toHaveLength(1);
      expect(page.match(/<\/script>/g)).toHaveLength(1);
      expect(JSON.parse(written.exec(page)?.[1] ?? 'null').remotes.sports).toBe(
        hostile.remotes.sports,
      );
    } finally {
      writeFileSync(configPath, config);
    }
    await expectServing();
  });

  /** The process is up and each server still sends its index.html (config inside) for `/`. */
  async function expectServing() {
    expect(
      stack.exited === null ? 'running' : `exited with ${stack.exited}:\n${stack.output}`,
    ).toBe('running');
    for (const [app, basePort] of Object.entries(APPS)) {
      const res = await rawRequest(basePort + OFFSET, { target: '/' });
      expect(res.status).toBe(200);
      const file = Buffer.from(files[app]['index.html']);
      // nginx writes the config into the host's page only (write-page-config.mjs)
      expect(res.body.equals(file) || isServedIndex(res.body, file)).toBe(true);
    }
  }
});
