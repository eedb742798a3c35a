import type pg from 'pg';

/** Modules added next to the demo catalogue's 36, so a million classes spread like a school with many courses. */
const BENCH_MODULES = 164;
const LESSONS_PER_BENCH_MODULE = 20;
/** One statement per chunk: progress is visible and no single transaction holds a million rows of WAL. */
const CHUNK = 250_000;

/** Extra modules (with a chapter and 20 lessons each) under a "Bench language" section. */
async function addBenchModules(pool: pg.Pool): Promise<void> {
  const {
    rows: [section],
  } = await pool.query<{ id: string }>(`INSERT INTO sections (slug, name, position) VALUES ('bench', 'Bench language', 99) RETURNING id`);
  const {
    rows: [curriculum],
  } = await pool.query<{ id: string }>(`INSERT INTO curricula (section_id, name, is_default) VALUES ($1, 'General', true) RETURNING id`, [
    section.id,
  ]);
  await pool.query(
    `INSERT INTO modules (curriculum_id, name, code, cefr_level_name, position)
     SELECT $1, 'Bench ' || m, 'BENCH-' || lpad(m::text, 3, '0'), (ARRAY['A1','A2','B1','B2','C1','C2'])[1 + m % 6], m
     FROM generate_series(1, $2::int) m`,
    [curriculum.id, BENCH_MODULES],
  );
  await pool.query(`INSERT INTO chapters (module_id, title, position) SELECT id, 'Chapter 1', 1 FROM modules WHERE code LIKE 'BENCH-%'`);
  await pool.query(
    `INSERT INTO lessons (module_id, chapter_id, number, title, description, type)
     SELECT c.module_id, c.id, n, 'Bench lesson ' || n, 'Synthetic lesson for the class-search benchmark', 'communication'
     FROM chapters c JOIN modules m ON m.id = c.module_id AND m.code LIKE 'BENCH-%'
     CROSS JOIN generate_series(1, $1::int) n`,
    [LESSONS_PER_BENCH_MODULE],
  );
}

/** Lookup tables that turn a random number into a module, a lesson of it, and a teacher. */
async function prepareLookups(pool: pg.Pool): Promise<number> {
  await pool.query(`DROP TABLE IF EXISTS bench_modules, bench_lessons, bench_lesson_counts, bench_teachers`);
  await pool.query(`CREATE UNLOGGED TABLE bench_modules AS SELECT (row_number() OVER (ORDER BY code) - 1)::int AS idx, id FROM modules`);
  await pool.query(
    `CREATE UNLOGGED TABLE bench_lessons AS
     SELECT m.idx, (row_number() OVER (PARTITION BY l.module_id ORDER BY l.number) - 1)::int AS n, l.id AS lesson_id, l.module_id
     FROM lessons l JOIN bench_modules m ON m.id = l.module_id`,
  );
  await pool.query(`CREATE UNLOGGED TABLE bench_lesson_counts AS SELECT idx, count(*)::int AS cnt FROM bench_lessons GROUP BY idx`);
  await pool.query(
    `CREATE UNLOGGED TABLE bench_teachers AS SELECT (row_number() OVER (ORDER BY id) - 1)::int AS idx, id FROM users WHERE 'teacher' = ANY(roles)`,
  );
  await pool.query(`CREATE INDEX ON bench_lessons (idx, n)`);
  await pool.query(`ANALYZE bench_modules, bench_lessons, bench_lesson_counts, bench_teachers`);
  const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM bench_modules`);
  return rows[0].n;
}

/**
 * One chunk of synthetic classes, generated in the database (no round trips per row):
 * starts on round hours uniformly over one year back and one year ahead; 80% group
 * (capacity 5) and 20% individual; past classes mostly completed, some cancelled, without
 * students, missed or with technical issues; future classes 93% active, 7% cancelled, a
 * quarter still waiting for a teacher. No appointments: seats_taken stays 0, which keeps
 * decision 003's invariant (seats = booked appointments) and makes every future class a
 * search candidate, the search's worst case.
 */
const CHUNK_SQL = `
WITH base AS (
  SELECT g, g % $3::int AS midx, random() AS r_time, random() AS r_type, random() AS r_status, random() AS r_teacher, random() AS r_lesson
  FROM generate_series($1::int, $2::int) g
), timed AS (
  SELECT b.*, date_trunc('hour', $4::timestamptz) - interval '365 days' + floor(b.r_time * 730 * 24) * interval '1 hour' AS start_at
  FROM base b
), classified AS (
  SELECT t.*,
    CASE WHEN t.r_type < 0.8 THEN 'group' ELSE 'individual' END AS type,
    CASE WHEN t.start_at < $4::timestamptz THEN
      CASE WHEN t.r_status < 0.82 THEN 'completed' WHEN t.r_status < 0.90 THEN 'cancelled'
           WHEN t.r_status < 0.95 THEN 'no_students' WHEN t.r_status < 0.98 THEN 'missed' ELSE 'technical_issue' END
    ELSE CASE WHEN t.r_status < 0.93 THEN 'active' ELSE 'cancelled' END END AS status,
    t.start_at >= $4::timestamptz AND t.r_teacher < 0.25 AS unassigned
  FROM timed t
)
INSERT INTO classes (uid, lesson_id, module_id, start_at, end_at, type, status, capacity, seats_taken,
                     teacher_id, confirmed_at, cancelled_at, created_at)
SELECT 'bench' || c.g, bl.lesson_id, bl.module_id, c.start_at, c.start_at + interval '1 hour', c.type, c.status,
  CASE WHEN c.type = 'group' THEN 5 ELSE 1 END, 0,
  CASE WHEN c.unassigned THEN NULL ELSE bt.id END,
  CASE WHEN c.unassigned THEN NULL ELSE c.start_at - interval '3 days' END,
  CASE WHEN c.status = 'cancelled' THEN c.start_at - interval '1 day' END,
  c.start_at - interval '14 days'
FROM classified c
JOIN bench_lesson_counts lc ON lc.idx = c.midx
JOIN bench_lessons bl ON bl.idx = c.midx AND bl.n = floor(c.r_lesson * lc.cnt)::int
JOIN bench_teachers bt ON bt.idx = floor(c.r_teacher * (SELECT count(*) FROM bench_teachers))::int`;

/** Adds `total` classes over all modules; returns the number of modules they are spread over. */
export async function seedMillionClasses(pool: pg.Pool, total: number, now: Date, log: (line: string) => void): Promise<number> {
  const seeder = await classSeeder(pool, now, log);
  await seeder.grow(total);
  await seeder.finish();
  return seeder.moduleCount;
}

export interface ClassSeeder {
  moduleCount: number;
  /** Classes added so far by this seeder. */
  count(): number;
  /** Adds classes until this seeder has added `total`; then VACUUM ANALYZE, as autovacuum would leave a live table. */
  grow(total: number): Promise<void>;
  /** Drops the lookup tables. */
  finish(): Promise<void>;
}

/** The bench modules and lookups once, then classes in steps (the growth bench measures between steps). */
export async function classSeeder(pool: pg.Pool, now: Date, log: (line: string) => void): Promise<ClassSeeder> {
  await addBenchModules(pool);
  const moduleCount = await prepareLookups(pool);
  let added = 0;
  return {
    moduleCount,
    count: () => added,
    async grow(total: number) {
      for (let from = added + 1; from <= total; from += CHUNK) {
        const to = Math.min(total, from + CHUNK - 1);
        const started = performance.now();
        await pool.query(CHUNK_SQL, [from, to, moduleCount, now.toISOString()]);
        log(`  classes ${from.toLocaleString('en')}..${to.toLocaleString('en')} in ${Math.round(performance.now() - started)} ms`);
      }
      added = Math.max(added, total);
      // Fresh statistics and a visibility map, as autovacuum would leave them on a live database.
      await pool.query('VACUUM ANALYZE classes');
    },
    async finish() {
      await pool.query(`DROP TABLE bench_modules, bench_lessons, bench_lesson_counts, bench_teachers`);
    },
  };
}
