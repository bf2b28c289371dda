// Versioned releases of one remote in the folder its origin serves (docs/deploy.md):
//   releases/<version>/      one whole build per version, never changed once written
//   live -> releases/<v>     the one live pointer, a symlink replaced by rename(2)
//   mf-manifest.json -> live/live-manifest.json   (made once; what config.json names)
//   history.json             every switch, newest last (rollback reads it)
//   .deploy.lock             held while a command changes the folder: one at a time (deploy-lock.mjs)
import {
  cpSync,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { liveManifest, releaseVersion } from './release-version.mjs';

export const DEFAULT_KEEP = 5;
const ENTRY_FILES = ['remoteEntry.js', 'mf-manifest.json'];
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

function writeAtomically(file, text) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

function symlinkAtomically(target, link) {
  const tmp = `${link}.${process.pid}.tmp`;
  rmSync(tmp, { force: true });
  symlinkSync(target, tmp);
  renameSync(tmp, link);
}

function readHistory(root) {
  const file = path.join(root, 'history.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

export function liveVersion(root) {
  const live = path.join(root, 'live');
  if (!existsSync(live) || !lstatSync(live).isSymbolicLink()) return null;
  return path.basename(readlinkSync(live));
}

/** The versions published under root, oldest first. */
export function listReleases(root) {
  const dir = path.join(root, 'releases');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => VERSION.test(v))
    .map((v) => ({ version: v, at: statSync(path.join(dir, v)).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map((r) => r.version);
}

/**
 * A web server's ETag and Last-Modified for a file are its size and mtime in whole seconds
 * (nginx's): each release's live manifest gets a second of its own, so a switch is never answered
 * 304 with the manifest of the release before.
 */
function freeSecond(root) {
  const taken = new Set(
    listReleases(root).map((v) => {
      const file = path.join(root, 'releases', v, 'live-manifest.json');
      return existsSync(file) ? Math.floor(statSync(file).mtimeMs / 1000) : null;
    }),
  );
  let second = Math.floor(Date.now() / 1000);
  while (taken.has(second)) second += 1;
  return second;
}

/**
 * Copies a build to releases/<version>/ without making it live (a preview can load it from
 * releases/<version>/mf-manifest.json). Publishing the same build twice changes nothing.
 */
export function publish(buildDir, root) {
  const files = readdirSync(buildDir);
  for (const entry of ENTRY_FILES) {
    if (!files.includes(entry)) throw new Error(`${buildDir} has no ${entry}: not a remote build`);
  }
  const version = releaseVersion(buildDir);
  const target = path.join(root, 'releases', version);
  if (existsSync(target)) return version;
  const tmp = path.join(root, 'releases', `.${version}.${process.pid}.tmp`);
  rmSync(tmp, { recursive: true, force: true });
  cpSync(buildDir, tmp, { recursive: true });
  const manifestFile = path.join(tmp, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const live = path.join(tmp, 'live-manifest.json');
  writeFileSync(live, JSON.stringify(liveManifest(manifest, version)));
  const second = freeSecond(root);
  utimesSync(live, second, second);
  renameSync(tmp, target);
  return version;
}

/** Makes a published version live in one rename; returns the version it replaced (or null). */
export function switchTo(root, version) {
  if (!VERSION.test(version) || !existsSync(path.join(root, 'releases', version))) {
    throw new Error(`no release ${version} under ${root}/releases`);
  }
  const before = liveVersion(root);
  const rootManifest = path.join(root, 'mf-manifest.json');
  if (!existsSync(rootManifest) || !lstatSync(rootManifest).isSymbolicLink()) {
    // first switch, or a folder of the old copy-over layout
    symlinkAtomically('live/live-manifest.json', rootManifest);
  }
  symlinkAtomically(path.join('releases', version), path.join(root, 'live'));
  const history = readHistory(root);
  history.push({ version, at: new Date().toISOString() });
  writeAtomically(path.join(root, 'history.json'), `${JSON.stringify(history, null, 2)}\n`);
  return before;
}

/** The version that was live before the current one, by the switch history. */
export function previousVersion(root) {
  const current = liveVersion(root);
  const history = readHistory(root);
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const { version } = history[i];
    if (version !== current && existsSync(path.join(root, 'releases', version))) return version;
  }
  return null;
}

export function rollback(root) {
  const target = previousVersion(root);
  if (!target) throw new Error(`nothing to roll back to under ${root}`);
  switchTo(root, target);
  return target;
}

/** Deletes the oldest releases beyond `keep`, never the live one or the rollback target. */
export function prune(root, keep = DEFAULT_KEEP) {
  const protectedVersions = new Set([liveVersion(root), previousVersion(root)]);
  const all = listReleases(root);
  const removed = [];
  for (const version of all.slice(0, Math.max(0, all.length - keep))) {
    if (protectedVersions.has(version)) continue;
    rmSync(path.join(root, 'releases', version), { recursive: true, force: true });
    removed.push(version);
  }
  return removed;
}

/** publish + switch + prune: what a team's pipeline runs. */
export function deploy(buildDir, root, keep = DEFAULT_KEEP) {
  const version = publish(buildDir, root);
  const replaced = switchTo(root, version);
  return { version, replaced, removed: prune(root, keep) };
}
