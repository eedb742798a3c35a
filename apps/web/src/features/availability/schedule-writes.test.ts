import { describe, expect, it } from 'vitest';
import { writeTracker } from './schedule-writes.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('writeTracker', () => {
  it('reads once after overlapping writes, when the last of them lands', async () => {
    let reads = 0;
    const run = writeTracker(() => reads++);
    const first = deferred();
    const second = deferred();
    const a = run(() => first.promise);
    const b = run(() => second.promise);
    first.resolve();
    await a;
    expect(reads).toBe(0);
    second.resolve();
    await b;
    expect(reads).toBe(1);
  });

  it('reads after each write that runs alone, and after a failed one too', async () => {
    let reads = 0;
    const run = writeTracker(() => reads++);
    await run(async () => 'saved');
    expect(reads).toBe(1);
    await expect(run(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(reads).toBe(2);
  });

  it("hands back the write's own result", async () => {
    const run = writeTracker(() => {});
    expect(await run(async () => 42)).toBe(42);
  });
});
