// One deploy at a time in a served folder: root/.deploy.lock names the process holding it.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Whether a process with this id is running (EPERM: it is, under another user). */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Runs `change` holding root's lock, so two deploys never interleave (the history of one would
 * lose the other's switch). A lock whose process is gone is taken over; a live one is refused.
 */
export function withLock(root, change) {
  mkdirSync(root, { recursive: true });
  const lock = path.join(root, '.deploy.lock');
  let fd;
  try {
    fd = openSync(lock, 'wx');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    let holder = {};
    try {
      holder = JSON.parse(readFileSync(lock, 'utf8'));
    } catch {
      // unreadable: written by a process that died mid-write, so stale
    }
    if (Number.isInteger(holder.pid) && running(holder.pid)) {
      throw new Error(
        `another deploy (pid ${holder.pid}, since ${holder.at}) is changing ${root}; run this again when it ends`,
      );
    }
    rmSync(lock, { force: true });
    fd = openSync(lock, 'wx');
  }
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, at: new Date().toISOString() }));
    closeSync(fd);
    return change();
  } finally {
    rmSync(lock, { force: true });
  }
}
