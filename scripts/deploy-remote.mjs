// Versioned releases of one remote (docs/deploy.md), in the folder its origin serves:
//   node scripts/deploy-remote.mjs deploy   <build dir> <served folder> [--keep N]
//   node scripts/deploy-remote.mjs publish  <build dir> <served folder>   (preview, not live)
//   node scripts/deploy-remote.mjs switch   <served folder> <version>
//   node scripts/deploy-remote.mjs rollback <served folder>
//   node scripts/deploy-remote.mjs list     <served folder>
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_KEEP,
  deploy,
  listReleases,
  liveVersion,
  publish,
  rollback,
  switchTo,
} from './lib/releases.mjs';
import { withLock } from './lib/deploy-lock.mjs';

const USAGE = `usage:
  node scripts/deploy-remote.mjs deploy   <build dir> <served folder> [--keep N]
  node scripts/deploy-remote.mjs publish  <build dir> <served folder>
  node scripts/deploy-remote.mjs switch   <served folder> <version>
  node scripts/deploy-remote.mjs rollback <served folder>
  node scripts/deploy-remote.mjs list     <served folder>`;

function keepOption(args) {
  const at = args.indexOf('--keep');
  if (at === -1) return DEFAULT_KEEP;
  const keep = Number(args[at + 1]);
  if (!Number.isInteger(keep) || keep < 2) throw new Error('--keep must be a whole number >= 2');
  args.splice(at, 2);
  return keep;
}

function run(argv) {
  const args = [...argv];
  const command = args.shift();
  const keep = keepOption(args);
  const need = (n) => {
    if (args.length !== n) throw new Error(USAGE);
    return args;
  };
  switch (command) {
    case 'deploy': {
      const [build, root] = need(2).map((p) => path.resolve(p));
      const { version, replaced, removed } = withLock(root, () => deploy(build, root, keep));
      return `live: ${version} (was ${replaced ?? 'none'})${removed.length ? `; removed ${removed.join(', ')}` : ''}`;
    }
    case 'publish': {
      const [build, root] = need(2).map((p) => path.resolve(p));
      const version = withLock(root, () => publish(build, root));
      return `published ${version}: preview at <origin>/releases/${version}/mf-manifest.json`;
    }
    case 'switch': {
      const [folder, version] = need(2);
      const root = path.resolve(folder);
      const replaced = withLock(root, () => switchTo(root, version));
      return `live: ${version} (was ${replaced ?? 'none'})`;
    }
    case 'rollback': {
      const root = path.resolve(need(1)[0]);
      return `rolled back: live is ${withLock(root, () => rollback(root))}`;
    }
    case 'list': {
      const root = path.resolve(need(1)[0]);
      const live = liveVersion(root);
      return listReleases(root)
        .map((v) => `${v === live ? '*' : ' '} ${v}`)
        .join('\n');
    }
    default:
      throw new Error(USAGE);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(run(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
