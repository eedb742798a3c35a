import { readdirSync } from 'node:fs';
import { type SummaryRow, formatSummaryTable, parseSummary } from './summary.ts';

/**
 * The order `npm run bench` runs the benches in; any other `bench/*.ts` (a bench added later)
 * runs after these, alphabetically, so a new bench needs no edit here.
 */
export const BENCH_ORDER = ['class-search', 'server-start', 'assets-wire', 'first-load', 'booking'];

/** Every bench script in `dir` (its `*.ts` files but run-all itself and tests), in run order. */
export function discoverBenches(dir: string): string[] {
  const found = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts') && file !== 'run-all.ts')
    .map((file) => file.replace(/\.ts$/, ''));
  const known = BENCH_ORDER.filter((name) => found.includes(name));
  return [...known, ...found.filter((name) => !BENCH_ORDER.includes(name)).sort()];
}

/** Environment a smoke run (BENCH_QUICK=1) gives a bench, unless the caller set the variable. */
export const QUICK_ENV: Record<string, Record<string, string>> = {
  'class-search': { BENCH_CLASSES: '20000', BENCH_REQUESTS: '300', BENCH_ROUNDS: '1' },
  'server-start': { BENCH_START_ROUNDS: '1' },
};

export function quickEnv(bench: string, env: NodeJS.ProcessEnv): Record<string, string> {
  const defaults = QUICK_ENV[bench] ?? {};
  return Object.fromEntries(Object.entries(defaults).filter(([name]) => env[name] === undefined));
}

export interface BenchRun {
  bench: string;
  /** Everything the bench printed on stdout. */
  output: string;
  /** null when it was killed by a signal. */
  exitCode: number | null;
  seconds: number;
}

export interface Collected {
  rows: SummaryRow[];
  /** Benches that ended well but printed no summary row. */
  silent: string[];
  /** Benches that exited non-zero (their rows, if any, are still in `rows`). */
  failed: { bench: string; exitCode: number | null }[];
}

/** The summary rows of every run, in run order, and which benches gave none or failed. */
export function collect(runs: BenchRun[]): Collected {
  const rows: SummaryRow[] = [];
  const silent: string[] = [];
  const failed: Collected['failed'] = [];
  for (const run of runs) {
    const own = parseSummary(run.output);
    rows.push(...own);
    if (run.exitCode !== 0) failed.push({ bench: run.bench, exitCode: run.exitCode });
    else if (own.length === 0) silent.push(run.bench);
  }
  return { rows, silent, failed };
}

/** The closing report: one table, then what it is missing. */
export function formatReport(collected: Collected, runs: BenchRun[], quick: boolean): string {
  const lines = [
    `== npm run bench: summary${quick ? ' (QUICK smoke run: small seeds, few requests; not the figures of the issue)' : ''} ==`,
  ];
  lines.push(collected.rows.length > 0 ? formatSummaryTable(collected.rows) : '(no bench printed a summary row)');
  for (const bench of collected.silent) lines.push(`${bench}: no summary row (its own output above)`);
  for (const { bench, exitCode } of collected.failed) lines.push(`${bench}: FAILED (exit ${exitCode ?? 'by signal'})`);
  lines.push(`ran ${runs.map((r) => `${r.bench} ${r.seconds.toFixed(0)} s`).join(', ')}`);
  return lines.join('\n');
}
