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
}

/**
 * N requests with C connections kept busy (autocannon). The load generator runs in a worker
 * thread so it does not share the server's event loop; both targets get the same treatment.
 */
export async function runLoad(target: LoadTarget, amount: number, connections: number): Promise<LoadResult> {
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    amount,
    connections,
    workers: 1,
  });
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
  };
}
