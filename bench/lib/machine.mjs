// What the figures were measured on, for bench/results.json.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** @param {string} command @param {string[]} args @param {string} cwd */
function output(command, args, cwd) {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** @param {string} root @param {string} chromium */
export function machineInfo(root, chromium) {
  const cpus = os.cpus();
  const dirty = output('git', ['status', '--porcelain', '--untracked-files=no'], root);
  return {
    cpus: cpus.length,
    model: cpus[0]?.model ?? 'unknown',
    memoryMb: Math.round(os.totalmem() / 2 ** 20),
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: output(chromium, ['--version'], root),
    gitCommit: output('git', ['rev-parse', 'HEAD'], root),
    gitDirty: dirty === null ? null : dirty.length > 0,
  };
}
