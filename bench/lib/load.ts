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
}

/**
 * N requests with C connections kept busy (autocannon). The load generator runs in a worker
 * thread so it does not share the server's event loop; both targets get the same treatment.
 */
export async function runLoad(target: LoadTarget, amount: number, connections: number): Promise<LoadResult> {
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    amount,
    connections,
    workers: 1,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const requests = result['2xx'] + result.non2xx;
  return {
    label: target.label,
    requests,
    seconds: result.duration,
    // Completed requests over wall time: steadier than autocannon's per-second sample mean on short runs.
    requestsPerSecond: requests / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(requests, 1),
  };
}
