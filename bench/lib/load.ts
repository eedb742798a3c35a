import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadTarget {
  label: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  label: string;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time of this process (server and load generator) per request: unlike req/s it does not
   * fall when other work on a shared machine takes the cores, so the ratio of two targets stays readable.
   */
  cpuMsPerRequest: number;
  /**
   * CPU time of the main thread alone (the server; autocannon's worker and V8's helper threads
   * excluded) per request, from /proc (Linux; NaN elsewhere): the server's own cost (decision 093).
   */
  mainThreadCpuMsPerRequest?: number;
}

/** User + system CPU of this process's main thread in ms (10 ms ticks), or NaN without /proc. */
export function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name: utime and stime are the 14th and 15th of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * N requests with C connections kept busy (autocannon). The load generator runs in a worker
 * thread so it does not share the server's event loop; both targets get the same treatment.
 */
export async function runLoad(target: LoadTarget, amount: number, connections: number): Promise<LoadResult> {
  const cpuBefore = process.cpuUsage();
  const mainBefore = mainThreadCpuMs();
  const started = performance.now();
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    amount,
    connections,
    workers: 1,
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const mainMs = mainThreadCpuMs() - mainBefore;
  const requests = result['2xx'] + result.non2xx;
  return {
    label: target.label,
    requests,
    // Measured here: autocannon's duration comes in whole seconds, which made short runs read
    // 1000/6 or 1000/12 req/s and nothing between (decision 093).
    seconds,
    // Completed requests over wall time: steadier than autocannon's per-second sample mean on short runs.
    requestsPerSecond: requests / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(requests, 1),
    mainThreadCpuMsPerRequest: mainMs / Math.max(requests, 1),
  };
}
