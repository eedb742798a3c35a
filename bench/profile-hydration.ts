/**
 * Where a public page's start-up time goes (decision 080): the built web in production mode (as
 * bench/lighthouse.ts serves it, demo catalogue), Chromium at 4x CPU throttling (Lighthouse's mobile
 * factor), the V8 sampling profiler over the load, self time summed per source module through the
 * chunks' source maps, and the main thread's long tasks (> 50 ms). Numbers are printed, never judged.
 *
 *   BENCH_PROFILE_PAGES=/en/pricing npx tsx bench/profile-hydration.ts   (npm run build:web first)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { webAssets } from './lib/web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const PAGES = process.env.BENCH_PROFILE_PAGES?.split(',') ?? ['/en/pricing'];
const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 3);

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PAYMENT_PROCESSOR: 'test',
      ALLOW_TEST_PAYMENTS: 'yes',
      SEED_DEMO: 'always',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** The source file of a generated line/column, from a chunk's source map (VLQ mappings). */
class SourceLookup {
  private lines: { column: number; source: number }[][] = [];
  private sources: string[];
  constructor(map: SourceMap) {
    this.sources = map.sources;
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    let source = 0;
    for (const line of map.mappings.split(';')) {
      const segments: { column: number; source: number }[] = [];
      let column = 0;
      for (const segment of line.split(',')) {
        if (!segment) continue;
        const values: number[] = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = chars.indexOf(char);
          value += (digit & 31) << shift;
          if (digit & 32) shift += 5;
          else {
            values.push(value & 1 ? -(value >> 1) : value >> 1);
            value = 0;
            shift = 0;
          }
        }
        column += values[0];
        if (values.length > 1) source += values[1];
        segments.push({ column, source });
      }
      this.lines.push(segments);
    }
  }
  find(line: number, column: number): string {
    const segments = this.lines[line] ?? [];
    let found: string | undefined;
    for (const segment of segments) {
      if (segment.column > column) break;
      found = this.sources[segment.source];
    }
    return (found ?? '?').replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, 'nm/');
  }
}

const maps = new Map<string, SourceLookup | null>();
function lookupFor(url: string): SourceLookup | null {
  const file = /\/assets\/([^/?]+\.js)/.exec(url)?.[1];
  if (!file) return null;
  if (!maps.has(file)) {
    try {
      maps.set(file, new SourceLookup(JSON.parse(readFileSync(join(webAssets, `${file}.map`), 'utf8'))));
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file) ?? null;
}

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string };
}

const port = await freePort();
const dataDir = mkdtempSync(join(os.tmpdir(), 'parla-profile-'));
const server = await startServer(port, dataDir);
const browser = await chromium.launch({ executablePath: process.env.PARLA_E2E_CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (const path of PAGES) {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await page.addInitScript(() => {
        (globalThis as unknown as { __longTasks: number[][] }).__longTasks = [];
        // Runs in the page (DOM types are not in the bench's tsconfig).
        const Observer = (
          globalThis as unknown as {
            PerformanceObserver: new (
              cb: (list: { getEntries(): { startTime: number; duration: number }[] }) => void,
            ) => { observe(options: object): void };
          }
        ).PerformanceObserver;
        new Observer((list) => {
          for (const entry of list.getEntries())
            (globalThis as unknown as { __longTasks: number[][] }).__longTasks.push([
              Math.round(entry.startTime),
              Math.round(entry.duration),
            ]);
        }).observe({ type: 'longtask', buffered: true });
      });
      await cdp.send('Profiler.start');
      await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const { profile } = await cdp.send('Profiler.stop');
      const longTasks = await page.evaluate(() => (globalThis as unknown as { __longTasks: number[][] }).__longTasks);
      const tbt = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      const nodes = new Map<number, ProfileNode>((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
      const self = new Map<string, number>();
      const deltas = profile.timeDeltas ?? [];
      (profile.samples ?? []).forEach((id: number, i: number) => {
        const frame = nodes.get(id)?.callFrame;
        if (!frame) return;
        const lookup = lookupFor(frame.url);
        const key = lookup
          ? lookup.find(frame.lineNumber, frame.columnNumber)
          : frame.url
            ? frame.url.replace(/^https?:\/\/[^/]+/, '')
            : `(${frame.functionName || 'program'})`;
        self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
      });
      console.log(`${path} run ${run + 1}: long tasks ${JSON.stringify(longTasks)}; blocking ${tbt} ms (4x CPU)`);
      const top = [...self.entries()].filter(([key]) => !/^\((idle|program)\)$/.test(key)).sort((a, b) => b[1] - a[1]);
      for (const [key, ms] of top.slice(0, 18)) console.log(`   ${ms.toFixed(0).padStart(5)} ms  ${key}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await once(server, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
}
