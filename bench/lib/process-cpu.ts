import { readFileSync } from 'node:fs';
import type pg from 'pg';

/**
 * CPU time of processes on this machine, from /proc (Linux; decision 082). On a shared machine
 * transactions per second say more about the neighbours than about the code; the CPU a
 * transaction costs does not depend on who else runs.
 */
const TICKS_PER_SECOND = 100;

/** User + system CPU of one process in ms, or null when it has gone (or /proc is not there). */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU of the children this process has waited for (cutime + cstime): a finished pgbench. */
export function waitedChildrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
}

/**
 * The PostgreSQL backends serving one database, sampled every `everyMs` while `run` runs: their
 * CPU from the first sample (0 for a backend that starts later) to the last one seen. A backend
 * that exits between samples loses at most its last interval.
 */
export async function backendCpuWhile<T>(pool: pg.Pool, database: string, run: () => Promise<T>, everyMs = 100) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async (initial: boolean) => {
    const { rows } = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
      database,
    ]);
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms === null) continue;
      if (!first.has(pid)) first.set(pid, initial ? ms : 0);
      last.set(pid, ms);
    }
  };
  await sample(true);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      await sample(false);
    }
  })();
  let result: T;
  try {
    result = await run();
  } finally {
    // The sampler takes one more sample after the run: the backends' CPU up to its end.
    sampling = false;
    await sampler;
  }
  const backendMs = [...last].reduce((sum, [pid, ms]) => sum + ms - (first.get(pid) ?? 0), 0);
  return { result, backendMs };
}
