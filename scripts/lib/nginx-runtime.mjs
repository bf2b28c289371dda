// Where nginx's files live so that its user can read them wherever the checkout lies: a folder of
// its own under os.tmpdir() (configuration, pid file, temp folders, a copy of config.json), linked
// from .e2e-runtime/<host port>/nginx, and a readable copy of any build folder or config.json
// that user cannot read (a checkout in a mode-700 folder, run as root: nginx runs as `nobody`, never as root).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  watch,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PREFIX = 'exchange-nginx-';

/** Root drops to `nobody` (uid and gid of `id`); anyone else runs nginx as itself ({}). */
export function nginxUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout);
  return { uid: id('-u'), gid: id('-g') };
}

/** Whether `test <expression>` holds for nginx's user (always, when nginx runs as us). */
function holdsFor(user, expression) {
  if (user.uid === undefined) return true;
  return spawnSync('test', expression, { uid: user.uid, gid: user.gid }).status === 0;
}

/**
 * Whether nginx's user can enter the build folder and read its page (index.html, or live/index.html
 * of a release folder). What else the build holds is served as its modes say.
 */
export function readableBy(user, dir) {
  const live = path.join(dir, 'live', 'index.html');
  const page = existsSync(live) ? live : path.join(dir, 'index.html');
  return holdsFor(user, ['-x', dir, '-a', '-r', dir, '-a', '-r', page]);
}

/**
 * The config.json nginx serves: the file itself when its user can read it (a change is served at
 * once), else a copy in runtimeDir, refreshed by write() and, for a change made in place, at once
 * by fs.watch (a file replaced by a rename is seen by the caller's poll).
 * @returns {{ path: string, write: (text: string) => void, close: () => void }}
 */
export function servedConfig(configPath, runtimeDir, user) {
  if (holdsFor(user, ['-r', configPath]))
    return { path: configPath, write: () => undefined, close: () => undefined };
  const copy = path.join(runtimeDir, 'config.json');
  const write = (text) => writeReadable(copy, text);
  write(readFileSync(configPath));
  const watcher = watch(configPath, () => {
    try {
      write(readFileSync(configPath));
    } catch {
      // gone for a moment (being replaced): the poll picks up the new file
    }
  });
  return { path: copy, write, close: () => watcher.close() };
}

/** Writes a file nginx's user can read, whatever the umask. */
export function writeReadable(file, text) {
  writeFileSync(file, text);
  chmodSync(file, 0o644);
}

/** A previous run's folder (the link and where it points), if it was killed before it cleaned up. */
function removeStale(linkPath) {
  let stat;
  try {
    stat = lstatSync(linkPath);
  } catch {
    return;
  }
  if (stat.isSymbolicLink()) {
    const target = readlinkSync(linkPath);
    if (path.basename(target).startsWith(PREFIX)) rmSync(target, { recursive: true, force: true });
  }
  rmSync(linkPath, { recursive: true, force: true });
}

/**
 * Makes nginx's folder (mode 700, owned by its user) and links linkPath to it.
 * @returns {{ dir: string, remove: () => void }}
 */
export function makeRuntimeDir(linkPath, user) {
  removeStale(linkPath);
  const dir = mkdtempSync(path.join(os.tmpdir(), PREFIX));
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  mkdirSync(path.dirname(linkPath), { recursive: true });
  symlinkSync(dir, linkPath);
  const remove = () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(linkPath, { force: true });
  };
  return { dir, remove };
}

function openUp(target) {
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) openUp(full);
    else if (entry.isFile()) chmodSync(full, 0o644);
  }
  chmodSync(target, 0o755);
}

/**
 * The apps with each build folder nginx's user cannot read replaced by a readable copy inside
 * runtimeDir (made now: a later change of the original is not served until nginx restarts).
 */
export function servedApps(apps, runtimeDir, user) {
  return apps.map((app) => {
    if (readableBy(user, app.dir)) return app;
    const copy = path.join(runtimeDir, 'www', app.name);
    // symlinks as they are: a release folder's live -> releases/<v> is relative
    cpSync(app.dir, copy, { recursive: true, verbatimSymlinks: true });
    openUp(copy);
    console.log(`nginx: ${app.dir} is not readable by nginx's user; serving a copy (${copy})`);
    return { ...app, dir: copy };
  });
}
