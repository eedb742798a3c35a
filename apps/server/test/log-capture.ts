import { buildTestApp, type TestApp } from './helper.ts';

export interface LoggedTestApp extends TestApp {
  /** Every log line written so far (JSON text, one per line). */
  lines: string[];
  /** The parsed lines at or above a pino level (30 info, 40 warn, 50 error). */
  entries(minLevel?: number): Record<string, unknown>[];
}

/** buildTestApp with the logger on (info) and its stream captured, to check what reaches the log. */
export async function buildLoggedTestApp(): Promise<LoggedTestApp> {
  const lines: string[] = [];
  const testApp = await buildTestApp({ logLevel: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  const entries = (minLevel = 0) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => (entry.level as number) >= minLevel);
  return { ...testApp, lines, entries };
}
