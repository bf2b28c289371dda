// Whether each app's production bundle (<app>/dist) is newer than every file it is built from:
// the bench smoke measures the bundles `npm test` has just built, and builds only the apps whose
// bundle is missing or older than a source (a smoke run by hand after a change).
const { existsSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');

/** The four front-end apps the bench serves (the stack builds the API itself). */
const FRONT_APPS = ['host', 'remote-sports', 'remote-casino', 'remote-reports'];
const SKIP = new Set(['node_modules', 'dist', '.cache', 'test']);

/** The newest modification time (ms) of the files under `entry`, 0 when there is none. */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(entry)) {
    if (!SKIP.has(name)) latest = Math.max(latest, newest(path.join(entry, name)));
  }
  return latest;
}

/** The oldest modification time (ms) of the files at the top of `dir`, or 0 if it has none. */
function oldestOutput(dir) {
  if (!existsSync(dir)) return 0;
  const times = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => statSync(path.join(dir, e.name)).mtimeMs);
  return times.length ? Math.min(...times) : 0;
}

/**
 * The apps whose bundle is missing or older than one of its inputs: the app's own files (not its
 * tests), the shared packages, the shared webpack setup and the lockfile.
 * @param {string} root the repository root
 * @returns {{ app: string, reason: string }[]}
 */
function staleBundles(root) {
  const shared = readdirSync(root).filter((name) => name.startsWith('shared-'));
  const common = Math.max(
    ...[...shared, 'scripts/webpack', 'pnpm-lock.yaml', 'tsconfig.base.json'].map((p) =>
      newest(path.join(root, p)),
    ),
  );
  return FRONT_APPS.flatMap((app) => {
    const built = oldestOutput(path.join(root, app, 'dist'));
    if (!built) return [{ app, reason: 'no bundle' }];
    const input = Math.max(common, newest(path.join(root, app)));
    return input > built ? [{ app, reason: 'a source is newer than the bundle' }] : [];
  });
}

module.exports = { staleBundles, FRONT_APPS };
