/**
 * The vocabulary review queue at scale (issue 17; decision 073).
 *
 *   npx tsx bench/practice-review-queue.ts        (or: npm run bench -- practice-review-queue)
 *
 * Seeds a fresh PostgreSQL database with BENCH_STUDENTS (1,000) students x BENCH_CARDS (2,000)
 * reviewed vocabulary cards each (2 million FSRS cards, due dates spread over two months), prints
 * the query plan of the queue for one student, then times the service's query (Drizzle, the
 * same function the GraphQL `reviewQueue` calls) against the same SQL sent bare through pg, for
 * BENCH_QUERIES random students each. Numbers are printed, never judged; the only failure is a
 * sequential scan on vocabulary_cards.
 *
 * Environment: DATABASE_URL, BENCH_STUDENTS, BENCH_CARDS, BENCH_QUERIES, BENCH_KEEP_DB=1.
 */
import os from 'node:os';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { dueCards } from '../apps/server/src/modules/practice/vocabulary.service.ts';
import { DEFAULT_DATABASE_URL, createBenchDatabase } from './lib/bench-database.ts';
import { explain } from './lib/query-plan.ts';
import { printSummary } from './lib/summary.ts';

const env = process.env;
const STUDENTS = Number(env.BENCH_STUDENTS ?? 1_000);
const CARDS = Number(env.BENCH_CARDS ?? 2_000);
const QUERIES = Number(env.BENCH_QUERIES ?? 2_000);
const LIMIT = 15;
const log = (line = '') => console.log(line);

const BARE_SQL = `SELECT i.*, c.* FROM vocabulary_cards c
  JOIN practice_vocabulary_items i ON i.id = c.vocabulary_item_id
  WHERE c.student_id = $1 AND c.due <= $2 ORDER BY c.due LIMIT $3`;

async function main(): Promise<number> {
  const baseUrl = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const bench = await createBenchDatabase(baseUrl);
  log(`database ${bench.name}; ${os.cpus().length} CPUs, Node ${process.version}`);
  const database = await openDatabase({ databaseUrl: bench.url, dataDir: 'memory' });
  try {
    await runMigrations(database);
    const pool = database.pool!;
    const started = performance.now();
    // One module with CARDS words over 100 lessons; STUDENTS students who reviewed all of them.
    await pool.query(`
      WITH s AS (INSERT INTO sections (slug, name) VALUES ('bench', 'Bench') RETURNING id),
      c AS (INSERT INTO curricula (section_id, name, is_default) SELECT id, 'General', true FROM s RETURNING id),
      m AS (INSERT INTO modules (curriculum_id, name, code, cefr_level_name, position) SELECT id, 'Bench A1', 'BENCH-A1', 'A1', 1 FROM c RETURNING id),
      ch AS (INSERT INTO chapters (module_id, title, position) SELECT id, 'Bench', 1 FROM m RETURNING id, module_id)
      INSERT INTO lessons (module_id, chapter_id, number, title, description, type)
      SELECT ch.module_id, ch.id, n, 'Lesson ' || n, 'Bench lesson', 'communication' FROM ch, generate_series(1, 100) n`);
    await pool.query(
      `INSERT INTO practice_vocabulary_items (lesson_id, position, term, word_class, sentence, translation, sentence_translation)
       SELECT l.id, p, 'Wort ' || l.number || '.' || p, 'noun', 'Das ist ein Wort.', '{"en":"word","de":"Wort"}', '{"en":"This is a word.","de":"Das ist ein Wort."}'
       FROM lessons l, generate_series(1, $1::int) p`,
      [Math.ceil(CARDS / 100)],
    );
    await pool.query(
      `INSERT INTO users (email, first_name, last_name, roles) SELECT 'bench.' || n || '@example.com', 'Bench', 'Student ' || n, ARRAY['student'] FROM generate_series(1, $1::int) n`,
      [STUDENTS],
    );
    await pool.query(`
      INSERT INTO vocabulary_cards (student_id, vocabulary_item_id, due, stability, difficulty, reps, lapses, state, last_review, status, level, updated_at)
      SELECT u.id, i.id, now() + (random() * 60 - 30) * interval '1 day', 1 + random() * 30, 5, 3, 0, 2, now() - interval '3 days', 'reviewing', 2, now()
      FROM users u CROSS JOIN (SELECT id FROM practice_vocabulary_items LIMIT ${CARDS}) i`);
    await pool.query('ANALYZE');
    const { rows: size } = await pool.query<{ n: number; size: string }>(
      `SELECT count(*)::int AS n, pg_size_pretty(pg_total_relation_size('vocabulary_cards')) AS size FROM vocabulary_cards`,
    );
    log(
      `seeded ${size[0].n.toLocaleString('en')} cards (${size[0].size} with indexes) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const { rows: students } = await pool.query<{ id: string }>('SELECT id FROM users ORDER BY random()');
    const now = new Date();
    const plan = await explain(pool, BARE_SQL, [students[0].id, now, LIMIT]);
    log(`\nquery plan:\n${plan.text}`);
    if (/Seq Scan on vocabulary_cards/.test(plan.text)) {
      log('FAIL: the review queue scans vocabulary_cards sequentially');
      return 1;
    }

    const pick = (i: number) => students[i % students.length].id;
    // Warm both paths, then time them alternately in rounds (the machine is shared).
    for (let i = 0; i < 50; i += 1) {
      await dueCards(database.db, pick(i), LIMIT, now);
      await pool.query(BARE_SQL, [pick(i), now, LIMIT]);
    }
    let service = 0;
    let bare = 0;
    for (let round = 0; round < 2; round += 1) {
      let t = performance.now();
      for (let i = 0; i < QUERIES / 2; i += 1) await dueCards(database.db, pick(i + round), LIMIT, now);
      service += performance.now() - t;
      t = performance.now();
      for (let i = 0; i < QUERIES / 2; i += 1) await pool.query(BARE_SQL, [pick(i + round), now, LIMIT]);
      bare += performance.now() - t;
    }
    const perService = service / QUERIES;
    const perBare = bare / QUERIES;
    log(`\nreview queue (${LIMIT} due cards): service ${perService.toFixed(3)} ms/query, bare SQL ${perBare.toFixed(3)} ms/query`);
    printSummary([
      {
        what: `review queue: service vs bare SQL (${(STUDENTS * CARDS).toLocaleString('en')} cards)`,
        value: `${perService.toFixed(2)} ms`,
        baseline: `${perBare.toFixed(2)} ms`,
        ratio: `${(perService / perBare).toFixed(2)}x`,
        goal: 'index scan, no seq scan',
        load: `${STUDENTS.toLocaleString('en')} students x ${CARDS.toLocaleString('en')} cards, ${QUERIES} sequential queries`,
      },
    ]);
    return 0;
  } finally {
    await database.close();
    if (env.BENCH_KEEP_DB === '1') log(`kept ${bench.name}`);
    else await bench.drop();
  }
}

process.exitCode = await main();
