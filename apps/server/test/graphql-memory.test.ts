import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../src/plugins/graphql/index.ts';
import { buildTestApp, clientHeaders } from './helper.ts';

/**
 * Issue 10 point 1, against a real listening server: a stream of unique bad documents must
 * not grow the heap (Mercurius used to keep each refused ~1 MB document and its errors in an
 * LRU) nor stall /health. Its own file: it is heavy, and runs in parallel with the others.
 */
const { app } = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/**
 * The attacker runs in a worker thread, so building and sending the documents does not
 * compete with the server for this thread's event loop: what /health measures is the server.
 */
const ATTACKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, tokens, fields, bodyBytes, headers } = workerData;
async function send(body) {
  try {
    const res = await fetch(base + '/graphql', { method: 'POST', headers, body });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0; // a server may reset a connection whose oversized body it refused early
  }
}
async function inParallel(count, width, one) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => { while (next < count) await one(next++); }));
}
(async () => {
  const statuses = {};
  const count = (s) => { statuses[s] = (statuses[s] || 0) + 1; };
  const filler = 'x'.repeat(1024 * 1024);
  await inParallel(200, 8, async (i) => count(await send(JSON.stringify({ query: '{ field' + i + ' ' + filler + i + ' ' }))));
  // Under the body limit: over the token limit (unique tokens), then just under the token and field limits
  // (parsed and validated in full, invalid against the schema).
  await inParallel(100, 8, async (i) => {
    const list = Array.from({ length: tokens + 500 }, (_, k) => 'f' + i + '_' + k).join(' ');
    count(await send(JSON.stringify({ query: ('{ ' + list + ' }').slice(0, bodyBytes - 200) })));
  });
  await inParallel(100, 8, async (i) => {
    const list = Array.from({ length: fields - 10 }, (_, k) => 'g' + i + '_' + k).join(' ');
    count(await send(JSON.stringify({ query: '{ ' + list + ' }' })));
  });
  parentPort.postMessage(statuses);
})();
`;

function attack(): Promise<Record<string, number>> {
  const worker = new Worker(ATTACKER, {
    eval: true,
    workerData: {
      base,
      tokens: GRAPHQL_LIMITS.tokens,
      fields: GRAPHQL_LIMITS.fields,
      bodyBytes: GRAPHQL_LIMITS.bodyBytes,
      headers: { ...clientHeaders, 'content-type': 'application/json' },
    },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (statuses) => {
      resolve(statuses);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Polls /health every 20 ms while `work` runs; returns the answer times in ms. */
async function healthTimesDuring<T>(work: () => Promise<T>): Promise<{ result: T; times: number[] }> {
  let done = false;
  const times: number[] = [];
  const poller = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/health`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work(), times };
  } finally {
    done = true;
    await poller;
  }
}

describe('a stream of unique bad documents', () => {
  it('keeps the heap flat and /health fast: 200 x 1 MB, then 200 unique documents just under the limits', async () => {
    // Warm up the paths once, so lazily built code is not counted as growth.
    await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      body: '{"query":"{ warm }"}',
    });
    // The same polling with no attack: what this (shared, busy) machine adds by itself.
    const idleLoop = monitorEventLoopDelay({ resolution: 10 });
    idleLoop.enable();
    const idle = await healthTimesDuring(() => new Promise((resolve) => setTimeout(resolve, 4_000)));
    idleLoop.disable();
    const idleSlowest = Math.max(...idle.times);
    const before = heapAfterGc();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const { result: statuses, times } = await healthTimesDuring(attack);
    loop.disable();
    const loopMaxMs = loop.max / 1e6;
    const growthMb = (heapAfterGc() - before) / 1024 / 1024;
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
    const slowest = sorted.at(-1) ?? 0;
    console.info(
      `heap growth ${growthMb.toFixed(1)} MB; /health polled ${times.length} times, p95 ${p95.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms (idle: slowest ${idleSlowest.toFixed(0)} ms, p95 ${[...idle.times].sort((a, b) => a - b)[Math.floor(idle.times.length * 0.95)]?.toFixed(0)} ms, loop max ${(idleLoop.max / 1e6).toFixed(0)} p99 ${(idleLoop.percentile(99) / 1e6).toFixed(0)}); event loop delay max ${loopMaxMs.toFixed(0)} ms p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms; statuses ${JSON.stringify(statuses)}`,
    );
    expect(statuses['200'] ?? 0).toBe(0);
    expect(statuses['500'] ?? 0).toBe(0);
    expect((statuses['413'] ?? 0) + (statuses['0'] ?? 0)).toBe(200);
    expect(statuses['400']).toBe(200);
    expect(growthMb).toBeLessThan(50);
    expect(p95).toBeLessThan(250);
    // Before: 8 parallel documents stalled /health for 12-30 s; these bounds catch that by two orders of
    // magnitude. They are not a speed budget: on CI's 2 cores, shared with the suite's other workers,
    // p95 measured 102 and 127 ms with the server unchanged (a 100 ms bound failed on scheduling noise).
    // The single slowest answer carries the most noise, hence its looser bound.
    expect(slowest).toBeLessThan(2_000);
  }, 60_000);
});
