import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BenchRun, collect, discoverBenches, formatReport, quickEnv } from './collect.ts';

/** The end of a real `BENCH_QUICK=1 npx tsx bench/booking.ts` (load noise and all). */
const BOOKING_OUTPUT = `== checks ==
booked appointments: 1,153, full classes: 120
classes over capacity: 0; seats_taken <> booked: 0
grants whose ledger does not add up: 0; negative balances: 0; bookings without one -1 ledger row: 0
all checks pass

ratio GraphQL bookClass / pgbench (transactions/s): 26%

| what                                                      | value   | baseline | ratio | goal   | load                                                      |
| --------------------------------------------------------- | ------- | -------- | ----- | ------ | --------------------------------------------------------- |
| booking: bookClass (GraphQL) vs pgbench, same transaction | 52 tx/s | 198 tx/s | 26%   | >= 30% | 10 connections; GraphQL 500 bookings, pgbench 3 s (QUICK) |
BENCH_SUMMARY {"what":"booking: bookClass (GraphQL) vs pgbench, same transaction","value":"52 tx/s","baseline":"198 tx/s","ratio":"26%","goal":">= 30%","load":"10 connections; GraphQL 500 bookings, pgbench 3 s (QUICK)"}
`;

/** A real \`npx tsx bench/assets-wire.ts\` in a worktree without a web build: no row. */
const ASSETS_SKIPPED = 'assets on the wire: the web is not built (npm run build:web), skipped\n';

/** Two rows from one bench (the second one as a future class-search row might say), among its other lines. */
const CLASS_SEARCH_TAIL = `ratio GraphQL/bare (req/s): 48%
results written to bench/results/class-search-2026-11-26T08-00-00-000Z.json
BENCH_SUMMARY {"what":"class search: GraphQL vs bare SQL (1,000,000 classes)","value":"85 req/s","baseline":"176 req/s","ratio":"48%","goal":">= 75%","load":"20 connections, 3,000 requests x 2 rounds"}
a line that mentions BENCH_SUMMARY in passing is not a row
BENCH_SUMMARY {"what":"class search p95: 10,000 vs 1,000,000 classes","value":"12 ms","baseline":"9 ms","ratio":"1.3x","goal":"<= 1.5x","load":"20 connections"}
`;

const run = (bench: string, output: string, exitCode: number | null = 0): BenchRun => ({ bench, output, exitCode, seconds: 12.3 });

describe('npm run bench collecting the summaries', () => {
  it('keeps every BENCH_SUMMARY row in run order and only those', () => {
    const collected = collect([run('class-search', CLASS_SEARCH_TAIL), run('assets-wire', ASSETS_SKIPPED), run('booking', BOOKING_OUTPUT)]);
    expect(collected.rows.map((r) => r.what)).toEqual([
      'class search: GraphQL vs bare SQL (1,000,000 classes)',
      'class search p95: 10,000 vs 1,000,000 classes',
      'booking: bookClass (GraphQL) vs pgbench, same transaction',
    ]);
    expect(collected.rows[2]).toEqual({
      what: 'booking: bookClass (GraphQL) vs pgbench, same transaction',
      value: '52 tx/s',
      baseline: '198 tx/s',
      ratio: '26%',
      goal: '>= 30%',
      load: '10 connections; GraphQL 500 bookings, pgbench 3 s (QUICK)',
    });
    expect(collected.silent).toEqual(['assets-wire']);
    expect(collected.failed).toEqual([]);
  });

  it('names a failed bench and still keeps the rows it printed', () => {
    const collected = collect([run('booking', BOOKING_OUTPUT, 1), run('server-start', 'Error: server exited with 1\n', null)]);
    expect(collected.rows).toHaveLength(1);
    expect(collected.failed).toEqual([
      { bench: 'booking', exitCode: 1 },
      { bench: 'server-start', exitCode: null },
    ]);
    const report = formatReport(collected, [run('booking', BOOKING_OUTPUT, 1)], true);
    expect(report).toContain('QUICK smoke run');
    expect(report).toContain('| booking: bookClass (GraphQL) vs pgbench, same transaction | 52 tx/s |');
    expect(report).toContain('booking: FAILED (exit 1)');
    expect(report).toContain('server-start: FAILED (exit by signal)');
  });

  it('runs the known benches in order, then any new one, never itself or a test', () => {
    const dir = mkdtempSync(join(os.tmpdir(), 'parla-bench-'));
    try {
      for (const file of [
        'booking.ts',
        'run-all.ts',
        'zeta-growth.ts',
        'class-search.ts',
        'alpha.ts',
        'collect.test.ts',
        'tsconfig.json',
      ]) {
        writeFileSync(join(dir, file), '');
      }
      expect(discoverBenches(dir)).toEqual(['class-search', 'booking', 'alpha', 'zeta-growth']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shrinks a smoke run only where the caller did not choose', () => {
    expect(quickEnv('class-search', {})).toEqual({ BENCH_CLASSES: '20000', BENCH_REQUESTS: '300', BENCH_ROUNDS: '1' });
    expect(quickEnv('class-search', { BENCH_CLASSES: '100000' })).toEqual({ BENCH_REQUESTS: '300', BENCH_ROUNDS: '1' });
    expect(quickEnv('booking', {})).toEqual({});
  });
});
