/**
 * One summary table for `npm run bench` (issue 13). Each bench ends by calling `printSummary`
 * with its headline rows; the runner (`bench/run-all.ts`) reads the marked lines from each
 * bench's output and prints them together. A row states what was measured, the figure, the
 * baseline it is set against, the ratio and the goal: numbers are printed, never judged.
 */
export interface SummaryRow {
  /** What was measured, e.g. "class search: GraphQL vs bare SQL (1M classes)". */
  what: string;
  /** The measured side, e.g. "85 req/s". */
  value: string;
  /** The baseline side, e.g. "176 req/s" (empty when the row has no baseline). */
  baseline: string;
  /** The figure the goal is about, e.g. "48%" or "1.2x". */
  ratio: string;
  /** The goal as the issue states it, e.g. ">= 75%". */
  goal: string;
  /** The load or conditions, e.g. "20 connections, 3,000 requests x 2 rounds". */
  load: string;
}

export const SUMMARY_MARK = 'BENCH_SUMMARY ';

/** Prints the rows as marked JSON lines (one per row) for the runner, after a readable table. */
export function printSummary(rows: SummaryRow[]): void {
  console.log(`\n${formatSummaryTable(rows)}`);
  for (const row of rows) console.log(`${SUMMARY_MARK}${JSON.stringify(row)}`);
}

/** Reads the rows a bench printed with `printSummary`. */
export function parseSummary(output: string): SummaryRow[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(SUMMARY_MARK))
    .map((line) => JSON.parse(line.slice(SUMMARY_MARK.length)) as SummaryRow);
}

export function formatSummaryTable(rows: SummaryRow[]): string {
  const columns: (keyof SummaryRow)[] = ['what', 'value', 'baseline', 'ratio', 'goal', 'load'];
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map((row) => line(columns.map((c) => row[c])))].join('\n');
}
