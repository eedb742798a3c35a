/**
 * `npm run bench`: every bench in turn (bench/lib/collect.ts has the order; a new `bench/*.ts`
 * is picked up by itself), their output passed through, then one table of the rows each
 * printed with `printSummary` (issue 13, "Done means"; decision 055).
 *
 *   npm run bench                      the loads the issue's figures are stated with (long)
 *   BENCH_QUICK=1 npm run bench        a smoke run in a few minutes; the table's load column says QUICK
 *   npm run bench -- booking assets-wire   only these benches
 *
 * Benches run one after another (they would share 2 cores otherwise), each as its own process
 * under tsx. A bench that fails does not stop the others; run-all then exits 1 after the table.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type BenchRun, collect, discoverBenches, formatReport, quickEnv } from './lib/collect.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));
const quick = process.env.BENCH_QUICK === '1';

async function runBench(bench: string): Promise<BenchRun> {
  const extra = quick ? quickEnv(bench, process.env) : {};
  const settings = Object.entries(extra).map(([name, value]) => `${name}=${value}`);
  console.log(`\n######## ${bench}${settings.length > 0 ? ` (${settings.join(' ')})` : ''} ########\n`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', `bench/${bench}.ts`], {
    cwd: root,
    env: { ...process.env, ...extra },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    output += chunk.toString();
  });
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  return { bench, output, exitCode, seconds: (performance.now() - started) / 1000 };
}

const available = discoverBenches(here);
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')} (there are: ${available.join(', ')})`);
  process.exit(2);
}
const benches = asked.length > 0 ? available.filter((name) => asked.includes(name)) : available;
console.log(`npm run bench: ${benches.join(', ')}${quick ? ' (BENCH_QUICK=1)' : ''}`);

const runs: BenchRun[] = [];
for (const bench of benches) runs.push(await runBench(bench));
const collected = collect(runs);
console.log(`\n${formatReport(collected, runs, quick)}`);
process.exitCode = collected.failed.length > 0 ? 1 : 0;
