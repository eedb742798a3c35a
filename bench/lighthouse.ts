/**
 * Lighthouse on the public pages (issue 13; decision 054): mobile, simulated throttling (Lighthouse's
 * default: Moto G Power class device, slow 4G, 4x CPU), in Debian's Chromium. Starts its own server
 * in production mode on PGlite in a temporary directory (the built web: `npm run build:web` first),
 * runs each page BENCH_LIGHTHOUSE_RUNS (1) times and prints the median of performance,
 * accessibility, SEO, best practices and LCP per page. Numbers are printed, never judged.
 *
 *   npx tsx bench/lighthouse.ts                  (npm run bench runs it)
 *
 * Environment: BENCH_LIGHTHOUSE_RUNS, PARLA_E2E_CHROMIUM (another Chromium), BENCH_LIGHTHOUSE_JSON
 * (a directory to write each full report to), BENCH_LIGHTHOUSE_PAGES (comma-separated paths instead
 * of the five below).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printSummary, type SummaryRow } from './lib/summary.ts';
import { webDist } from './lib/web-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
// Issue 15: the landing page, a language page and the pricing page, each >= 95 in every category.
const PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? ['/en/', '/en/login', '/en/english', '/de/englisch', '/en/pricing'];
const CHROMIUM = process.env.PARLA_E2E_CHROMIUM ?? '/usr/bin/chromium';

if (!existsSync(join(webDist, 'learn.html'))) throw new Error('the web is not built: run `npm run build:web` first');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
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
      // The demo catalogue (languages, plans, teachers): without it the pricing page measured its
      // error state and the language pages their empty states (decision 068).
      SEED_DEMO: 'always',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${errors}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not start in 60 s: ${errors}`);
}

interface Scores {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)];
};

/**
 * One Lighthouse run; a run that fails with NO_NAVSTART (the trace missed the navigation, seen on
 * the first page of a cold Chromium) gets one more attempt before it is reported as failed.
 */
async function auditWithRetry(url: string, chromePort: number, path: string, run: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt >= 2) return result;
    console.log(`${path.padEnd(10)} run ${run + 1}: NO_NAVSTART, one more attempt`);
  }
}

const port = await freePort();
const dataDir = mkdtempSync(join(os.tmpdir(), 'parla-lighthouse-'));
const server = await startServer(port, dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const results = new Map<string, Scores[]>();
try {
  console.log(`lighthouse ${RUNS} run(s) per page, mobile, simulated throttling, ${os.cpus().length} cores, ${CHROMIUM}`);
  for (let run = 0; run < RUNS; run++) {
    for (const path of PAGES) {
      const url = `http://localhost:${port}${path}`;
      const { lhr } = await auditWithRetry(url, chrome.port, path, run);
      if (lhr.runtimeError) {
        // A run Lighthouse could not finish (e.g. NO_FCP when the machine stalls) is reported, not averaged in.
        console.log(`${path.padEnd(10)} run ${run + 1}: failed, ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        continue;
      }
      if (process.env.BENCH_LIGHTHOUSE_JSON) {
        mkdirSync(process.env.BENCH_LIGHTHOUSE_JSON, { recursive: true });
        writeFileSync(join(process.env.BENCH_LIGHTHOUSE_JSON, `${path.replace(/\W+/g, '-')}-${run}.json`), JSON.stringify(lhr, null, 1));
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const scores: Scores = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        bestPractices: score('best-practices'),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      };
      results.set(path, [...(results.get(path) ?? []), scores]);
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
        )
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      console.log(
        `${path.padEnd(10)} run ${run + 1}: performance ${scores.performance}, accessibility ${scores.accessibility}, SEO ${scores.seo}, best practices ${scores.bestPractices}, FCP ${(scores.fcpMs / 1000).toFixed(1)} s, LCP ${(scores.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(scores.tbtMs)} ms`,
      );
      if (failing.length > 0) console.log(`           below 0.9: ${failing.join(', ')}`);
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await once(server, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
}

const rows: SummaryRow[] = [];
for (const [path, runs] of results) {
  const load = `mobile, simulated throttling, median of ${runs.length} of ${RUNS} run(s), Debian Chromium`;
  const pick = (key: keyof Scores) => median(runs.map((r) => r[key]));
  rows.push(
    { what: `lighthouse ${path}: performance`, value: String(pick('performance')), baseline: '', ratio: '', goal: '>= 95', load },
    { what: `lighthouse ${path}: accessibility`, value: String(pick('accessibility')), baseline: '', ratio: '', goal: '', load },
    { what: `lighthouse ${path}: SEO`, value: String(pick('seo')), baseline: '', ratio: '', goal: '>= 95', load },
    { what: `lighthouse ${path}: best practices`, value: String(pick('bestPractices')), baseline: '', ratio: '', goal: '', load },
    { what: `lighthouse ${path}: LCP`, value: `${(pick('lcpMs') / 1000).toFixed(1)} s`, baseline: '', ratio: '', goal: '<= 2.5 s', load },
  );
}
printSummary(rows);
