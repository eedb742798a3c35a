import type pg from 'pg';

export interface Statement {
  text: string;
  values: unknown[];
  /** A named (prepared) statement's name: the replay prepares it too, as the service does (decision 082). */
  name?: string;
}

/** Statements issued while another was still running form one wave: the service ran them in parallel. */
export type Waves = Statement[][];

type QueryArgs = [string | { text: string; values?: unknown[]; name?: string }, unknown[]?, ...unknown[]];

/**
 * Records every statement `run` sends through the pool, in waves that keep the service's own
 * concurrency (Promise.all). The bare route replays exactly these, so it can never drift from
 * what the classes service really runs, whatever its SQL becomes.
 */
export async function captureWaves(pool: pg.Pool, run: () => Promise<void>): Promise<Waves> {
  const original = pool.query;
  const waves: Waves = [];
  let inFlight = 0;
  const recording = (...args: QueryArgs) => {
    const [first, second] = args;
    const statement =
      typeof first === 'string'
        ? { text: first, values: second ?? [] }
        : { text: first.text, values: first.values ?? second ?? [], ...(first.name ? { name: first.name } : {}) };
    if (inFlight === 0) waves.push([]);
    waves[waves.length - 1].push(statement);
    inFlight++;
    const result = (original as (...a: QueryArgs) => Promise<unknown>).apply(pool, args);
    return result.finally(() => {
      inFlight--;
    });
  };
  pool.query = recording as unknown as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return waves;
}

/** Runs the waves as captured: statements of one wave in parallel, waves one after another. */
export async function replayWaves(pool: pg.Pool, waves: Waves): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for (const wave of waves) {
    const results = await Promise.all(wave.map((s) => pool.query({ name: s.name, text: s.text, values: s.values })));
    for (const result of results) rows.push(result.rows);
  }
  return rows;
}
