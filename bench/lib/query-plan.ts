import type pg from 'pg';

export interface PlanCheck {
  text: string;
  indexUsed: boolean;
  /** The failure the bench exits on: the search reading the whole classes table. */
  seqScanOnClasses: boolean;
  indexes: string[];
}

/** EXPLAIN (ANALYZE, BUFFERS) of one query, and which access paths it took on `classes`. */
export async function explain(pool: pg.Pool, sql: string, params: unknown[]): Promise<PlanCheck> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  const text = rows.map((r) => r['QUERY PLAN']).join('\n');
  // "Index Scan using classes_module_start_active_idx on classes c", "Bitmap Index Scan on classes_start_idx", ...
  const indexes = [...text.matchAll(/(?:Index(?: Only)? Scan using|Bitmap Index Scan on) (classes_\w+)/g)].map((m) => m[1]);
  return {
    text,
    indexUsed: indexes.length > 0,
    seqScanOnClasses: /Seq Scan on classes\b/.test(text),
    indexes: [...new Set(indexes)],
  };
}
