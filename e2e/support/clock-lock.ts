import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { runEnv } from './run-env.ts';

/**
 * A lock across worker processes (mkdir is atomic), so two tests never move the shared
 * server clock at once. Tests that do not move it are unaffected: forward moves of minutes
 * do not end their sessions.
 */
export async function acquireClockLock(timeoutMs = 120_000): Promise<() => Promise<void>> {
  const lockDir = join(runEnv('runDir'), 'clock.lock');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await mkdir(lockDir);
      return () => rm(lockDir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() >= deadline) throw new Error(`the server clock stayed locked by another test for ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
