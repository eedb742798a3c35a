import type { LoadResult } from './load.ts';

const pad = (value: string, width: number) => value.padStart(width);

export function formatLoadTable(results: LoadResult[]): string {
  const header = `${'target'.padEnd(26)}${pad('requests', 10)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('non-2xx', 9)}${pad('CPU ms/req', 12)}${pad('main ms/req', 13)}`;
  const lines = results.map(
    (r) =>
      `${r.label.padEnd(26)}${pad(String(r.requests), 10)}${pad(r.requestsPerSecond.toFixed(0), 10)}${pad(r.p50Ms.toFixed(1), 9)}${pad(
        r.p99Ms.toFixed(1),
        9,
      )}${pad(String(r.non2xx + r.errors), 9)}${pad(r.cpuMsPerRequest.toFixed(2), 12)}${pad(
        r.mainThreadCpuMsPerRequest === undefined ? '' : r.mainThreadCpuMsPerRequest.toFixed(2),
        13,
      )}`,
  );
  return [header, ...lines].join('\n');
}

/** Requests-per-second of `a` over `b`, as a percentage: the number the bench is for. */
export function ratio(a: LoadResult[], b: LoadResult[]): number {
  const mean = (rs: LoadResult[]) => rs.reduce((sum, r) => sum + r.requestsPerSecond, 0) / rs.length;
  return (100 * mean(a)) / mean(b);
}

/** CPU per request of `b` over `a`, as a percentage: the throughput ratio a machine with idle cores would show. */
export function cpuRatio(a: LoadResult[], b: LoadResult[]): number {
  const mean = (rs: LoadResult[]) => rs.reduce((sum, r) => sum + r.cpuMsPerRequest, 0) / rs.length;
  return (100 * mean(b)) / mean(a);
}

/** Main-thread CPU per request of `b` over `a`, as a percentage: the server's work alone (decision 093). */
export function mainThreadCpuRatio(a: LoadResult[], b: LoadResult[]): number {
  const mean = (rs: LoadResult[]) => rs.reduce((sum, r) => sum + (r.mainThreadCpuMsPerRequest ?? Number.NaN), 0) / rs.length;
  return (100 * mean(b)) / mean(a);
}
