// Deploys one remote's build into the folder its static server serves, without touching the
// host: hashed chunks are copied first (old ones are kept, so players mid-session can still load
// them), then remoteEntry.js and mf-manifest.json are swapped in last, each by an atomic rename.
//   node scripts/deploy-remote.mjs remote-reports/dist /srv/reports
import { cpSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRY_FILES = ['remoteEntry.js', 'mf-manifest.json'];

export function deployRemote(buildDir, targetDir) {
  const files = readdirSync(buildDir);
  for (const entry of ENTRY_FILES) {
    if (!files.includes(entry)) throw new Error(`${buildDir} has no ${entry}: not a remote build`);
  }
  mkdirSync(targetDir, { recursive: true });
  for (const file of files.filter((f) => !ENTRY_FILES.includes(f))) {
    cpSync(path.join(buildDir, file), path.join(targetDir, file), { recursive: true });
  }
  for (const file of ENTRY_FILES) {
    const tmp = path.join(targetDir, `.${file}.tmp`);
    cpSync(path.join(buildDir, file), tmp);
    renameSync(tmp, path.join(targetDir, file));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [buildDir, targetDir] = process.argv.slice(2);
  if (!buildDir || !targetDir) {
    console.error('usage: node scripts/deploy-remote.mjs <remote build dir> <served folder>');
    process.exit(2);
  }
  deployRemote(path.resolve(buildDir), path.resolve(targetDir));
  console.log(`deployed ${buildDir} -> ${targetDir}`);
}
