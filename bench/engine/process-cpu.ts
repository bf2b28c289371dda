// CPU of the bench's parts from /proc (Linux; 0 elsewhere): a process tree (the API's, or the
// PostgreSQL server's from its postmaster), the load generator itself and the whole machine.
import { readdirSync, readFileSync } from 'node:fs';
import type { Queryable } from '../../api/src/db/types';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The fields of /proc/<pid>/stat after the command name (fields[0] is the state). */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** A process's own CPU ms so far (its threads, not its children). */
function ownCpuMs(f: readonly string[]): number {
  return (Number(f[11]) + Number(f[12])) * TICK_MS;
}

/** The pids of a process's children. */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((t) =>
    readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );
}

/** Each process of the API (the primary, then its workers) and its own CPU ms so far. */
function apiProcessesCpuMs(pid: number): Map<number, number> {
  try {
    return new Map(
      [pid, ...childrenOf(pid)].map((p) => [p, ownCpuMs(statFields(p))] as [number, number]),
    );
  } catch {
    return new Map();
  }
}

/**
 * CPU ms (user + system) of a process and its descendants so far, those that ended and were
 * reaped included (a PostgreSQL backend or autovacuum worker that came and went).
 */
export function treeCpuMs(pid: number): number {
  try {
    const f = statFields(pid);
    const own = ownCpuMs(f) + (Number(f[13]) + Number(f[14])) * TICK_MS;
    return own + childrenOf(pid).reduce((sum, c) => sum + treeCpuMs(c), 0);
  } catch {
    return 0;
  }
}

/** The postmaster of the server a connection is on (the parent of its backend), if on this machine. */
export async function postmasterPid(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  try {
    return row ? Number(statFields(Number(row.pid))[1]) : null;
  } catch {
    return null;
  }
}

/** The machine's CPU so far: busy and all ms summed over its cores (/proc/stat). */
export function machineCpuMs(): { busy: number; total: number } {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1, 9);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = cpu.map(Number) as number[];
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy: busy * TICK_MS, total: (busy + idle! + iowait!) * TICK_MS };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** The load generator's own CPU ms so far. */
export function selfCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** CPU ms of each part over a window, read at its start and at its end. */
export function cpuWindow(apiPid: number, pgPid: number | null) {
  const read = () => ({
    api: treeCpuMs(apiPid),
    pg: pgPid === null ? 0 : treeCpuMs(pgPid),
    bench: selfCpuMs(),
    machine: machineCpuMs(),
    processes: apiProcessesCpuMs(apiPid),
    at: performance.now(),
  });
  const start = read();
  return {
    /** Each part's CPU ms per request of the window (n requests), and the machine's use. */
    per(n: number) {
      const end = read();
      const per = (ms: number) => (n > 0 ? Number((ms / n).toFixed(2)) : 0);
      const busy = end.machine.busy - start.machine.busy;
      const total = end.machine.total - start.machine.total;
      return {
        apiCpuMs: per(end.api - start.api),
        pgCpuMs: per(end.pg - start.pg),
        benchCpuMs: per(end.bench - start.bench),
        machineBusyMs: per(busy),
        machineBusyShare: total > 0 ? Number((busy / total).toFixed(2)) : 0,
        // each API process's busy share of the window (the primary first): 1 - its idle share
        apiProcessBusyShare: [...end.processes].map(([pid, ms]) =>
          Number(((ms - (start.processes.get(pid) ?? ms)) / (end.at - start.at)).toFixed(2)),
        ),
      };
    },
  };
}
