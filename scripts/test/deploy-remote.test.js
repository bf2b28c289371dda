// scripts/deploy-remote.mjs on small fixture builds: versioned releases, one live pointer,
// rollback, and pruning that never removes what a player mid-session or a rollback needs.
const { execFileSync, spawnSync } = require('node:child_process');
const {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const script = path.resolve(__dirname, '../deploy-remote.mjs');
let work;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'deploy-remote-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function cli(...args) {
  return execFileSync(process.execPath, [script, ...args], { encoding: 'utf8' }).trimEnd();
}

/** A remote build whose chunk and entry say `label`. */
function build(label) {
  const dir = path.join(work, `build-${label}`);
  mkdirSync(dir, { recursive: true });
  const chunk = `${label.padEnd(10, '0').slice(0, 10)}`.replace(/[^0-9a-f]/g, 'a');
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry ${label} */`);
  writeFileSync(path.join(dir, `1.${chunk}.js`), `/* chunk ${label} */`);
  const manifest = {
    id: 'sports',
    name: 'sports',
    metaData: {
      name: 'sports',
      buildInfo: { buildVersion: '1.2.0', buildName: 'remote-sports' },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [{ name: 'react', assets: { js: { sync: [`1.${chunk}.js`], async: [] } } }],
    exposes: [{ name: 'Page', assets: { js: { sync: [`1.${chunk}.js`], async: [] } } }],
    remotes: [],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return { dir, chunk: `1.${chunk}.js` };
}

const served = () => path.join(work, 'served');
const live = () => path.basename(readlinkSync(path.join(served(), 'live')));
const rootManifest = () =>
  JSON.parse(readFileSync(path.join(served(), 'mf-manifest.json'), 'utf8'));
const liveOf = (output) => /** @type {RegExpExecArray} */ (/^live: (\S+)/.exec(output))[1];

test('deploy publishes under the content version and moves the one live pointer', () => {
  const one = build('one');
  const v1 = liveOf(cli('deploy', one.dir, served()));
  expect(v1).toMatch(/^1\.2\.0-[0-9a-f]{10}$/);
  expect(lstatSync(path.join(served(), 'live')).isSymbolicLink()).toBe(true);
  expect(live()).toBe(v1);
  // the root manifest names the versioned entry and assets, and the version
  const manifest = rootManifest();
  expect(manifest.metaData.remoteEntry.path).toBe(`releases/${v1}`);
  expect(manifest.metaData.buildInfo.buildVersion).toBe(v1);
  expect(manifest.exposes[0].assets.js.sync).toEqual([`releases/${v1}/${one.chunk}`]);
  // the release's own manifest still works from its own folder (a preview URL)
  const own = JSON.parse(
    readFileSync(path.join(served(), 'releases', v1, 'mf-manifest.json'), 'utf8'),
  );
  expect(own.metaData.remoteEntry.path).toBe('');
  expect(own.metaData.buildInfo.buildVersion).toBe(v1);

  const two = build('two');
  const out = cli('deploy', two.dir, served());
  const v2 = liveOf(out);
  expect(v2).not.toBe(v1);
  expect(out).toContain(`(was ${v1})`);
  expect(rootManifest().metaData.remoteEntry.path).toBe(`releases/${v2}`);
  // a player who started on v1 still finds its entry and chunks
  expect(existsSync(path.join(served(), 'releases', v1, one.chunk))).toBe(true);
  expect(readdirSync(served()).filter((f) => f.includes('.tmp'))).toEqual([]);
});

test('rollback switches back in one command, and again to the newer one', () => {
  const v1 = liveOf(cli('deploy', build('one').dir, served()));
  const v2 = liveOf(cli('deploy', build('two').dir, served()));
  expect(cli('rollback', served())).toBe(`rolled back: live is ${v1}`);
  expect(live()).toBe(v1);
  expect(rootManifest().metaData.buildInfo.buildVersion).toBe(v1);
  expect(cli('rollback', served())).toBe(`rolled back: live is ${v2}`);
  expect(cli('list', served()).split('\n')).toEqual([`  ${v1}`, `* ${v2}`]);
});

test('publish makes a release without making it live; switch makes it live', () => {
  const v1 = liveOf(cli('deploy', build('one').dir, served()));
  const published = /** @type {RegExpExecArray} */ (
    /^published (\S+):/.exec(cli('publish', build('two').dir, served()))
  )[1];
  expect(live()).toBe(v1);
  expect(existsSync(path.join(served(), 'releases', published, 'remoteEntry.js'))).toBe(true);
  cli('switch', served(), published);
  expect(live()).toBe(published);
});

test('keeps the last N releases, never the live one or the rollback target', () => {
  const versions = ['one', 'two', 'three', 'four'].map((label) =>
    liveOf(cli('deploy', build(label).dir, served(), '--keep', '2')),
  );
  expect(readdirSync(path.join(served(), 'releases')).sort()).toEqual(versions.slice(2).sort());
  cli('rollback', served());
  expect(live()).toBe(versions[2]);
});

test('a folder that is not a remote build, or an unknown version, is refused', () => {
  const empty = path.join(work, 'empty');
  mkdirSync(empty);
  const bad = spawnSync(process.execPath, [script, 'deploy', empty, served()], {
    encoding: 'utf8',
  });
  expect(bad.status).toBe(2);
  expect(bad.stderr).toContain('has no remoteEntry.js: not a remote build');
  const unknown = spawnSync(process.execPath, [script, 'switch', served(), '../../etc'], {
    encoding: 'utf8',
  });
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toContain('no release ../../etc');
});

test('a second deploy while one is changing the folder is refused and changes nothing; a stale lock is taken over', () => {
  const a = build('a');
  cli('deploy', a.dir, served());
  const before = readFileSync(path.join(served(), 'history.json'), 'utf8');
  // A deploy in progress: this test's own process holds the folder's lock.
  const lock = path.join(served(), '.deploy.lock');
  writeFileSync(lock, JSON.stringify({ pid: process.pid, at: new Date().toISOString() }));
  for (const args of [
    ['deploy', build('b').dir, served()],
    ['publish', build('c').dir, served()],
    ['rollback', served()],
  ]) {
    const refused = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(`another deploy (pid ${process.pid}`);
  }
  expect(readdirSync(path.join(served(), 'releases'))).toHaveLength(1);
  expect(readFileSync(path.join(served(), 'history.json'), 'utf8')).toBe(before);
  expect(cli('list', served())).toContain('*');

  // The holder died without letting go (its process is gone): the next deploy goes ahead.
  const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  writeFileSync(lock, JSON.stringify({ pid: Number(dead.stdout), at: new Date().toISOString() }));
  const liveA = live();
  const deployed = liveOf(cli('deploy', build('b').dir, served()));
  expect(deployed).not.toBe(liveA);
  expect(live()).toBe(deployed);
  expect(existsSync(lock)).toBe(false);
});
