import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eStack } from './stack';

/** The running API's pid, as serve-all wrote it (null while none runs). */
function apiPid(): number | null {
  try {
    const pid = Number(readFileSync(e2eStack.apiPidPath, 'utf8'));
    // a stale file must not make us kill a process that reused the pid
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return command.includes('api/dist/main.js') ? pid : null;
  } catch {
    return null;
  }
}

/** Kills the API process outright (as a crash or the OOM killer would); returns its pid. */
export function killApi(): number {
  const pid = apiPid();
  if (!pid) throw new Error(`no running API in ${e2eStack.apiPidPath} (serve-all too old?)`);
  process.kill(pid, 'SIGKILL');
  return pid;
}

/** Waits until serve-all has started another API process and it answers. */
export async function waitForApiRestart(request: APIRequestContext, killed: number) {
  await expect
    .poll(
      async () => {
        const pid = apiPid();
        if (!pid || pid === killed) return false;
        return request
          .get(`${e2eStack.apiUrl}/health`, { timeout: 1000 })
          .then((r) => r.ok())
          .catch(() => false);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
