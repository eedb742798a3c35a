import type pg from 'pg';

/** Bookings each synthetic student holds: past classes they took, and a few coming ones. */
const PAST_BOOKINGS = 24;
const FUTURE_BOOKINGS = 4;
/** Share of past classes the student has reviewed; the rest wait in their review queue. */
const REVIEWED = 0.8;

/**
 * Synthetic students `from`..`to` (numbered, so a later step adds the next ones), each with a
 * profile in a bench module, bookings in existing classes (past ones attended, most of them
 * reviewed, and a few coming ones), the classes' seats counted as decision 003 requires, and a
 * review row for each reviewed class. Everything is generated in the database.
 */
export async function addStudents(pool: pg.Pool, from: number, to: number, now: Date): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, roles, email_verified_at)
       SELECT 'bench.student' || g || '@example.com', 'x', 'Student', 'Bench ' || g, ARRAY['student']::text[], $3::timestamptz
       FROM generate_series($1::int, $2::int) g`,
      [from, to, now.toISOString()],
    );
    await client.query(
      `INSERT INTO student_profiles (user_id, module_id)
       SELECT u.id, (SELECT id FROM modules WHERE code = 'BENCH-' || lpad((1 + (g % 164))::text, 3, '0'))
       FROM generate_series($1::int, $2::int) g JOIN users u ON u.email = 'bench.student' || g || '@example.com'`,
      [from, to],
    );
    // Candidate classes by number: uid 'bench<n>' for a spread of n, past completed or future active with a free seat.
    await client.query(
      `CREATE TEMP TABLE new_bookings ON COMMIT DROP AS
       SELECT DISTINCT ON (c.id, u.id) c.id AS class_id, u.id AS student_id, c.start_at < $4::timestamptz AS past, c.type,
              (hashtext(u.id::text || c.id::text) & 1023) < ${Math.round(REVIEWED * 1024)} AS reviewed, c.teacher_id
       FROM generate_series($1::int, $2::int) g
       JOIN users u ON u.email = 'bench.student' || g || '@example.com'
       CROSS JOIN generate_series(1, $5::int) k
       JOIN classes c ON c.uid = 'bench' || (1 + ((g::bigint * 7919 + k * 104729) % $3::bigint))
       WHERE (c.start_at < $4::timestamptz AND c.status = 'completed') OR (c.start_at >= $4::timestamptz AND c.status = 'active')`,
      [from, to, await classCount(client), now.toISOString(), (PAST_BOOKINGS + FUTURE_BOOKINGS) * 3],
    );
    // At most the wanted number per student and kind, never above a class's free seats.
    await client.query(
      `CREATE TEMP TABLE kept ON COMMIT DROP AS
       SELECT b.* FROM (
         SELECT b.*, row_number() OVER (PARTITION BY b.student_id, b.past ORDER BY b.class_id) AS nth,
                row_number() OVER (PARTITION BY b.class_id ORDER BY b.student_id) AS seat
         FROM new_bookings b) b
       JOIN classes c ON c.id = b.class_id
       WHERE b.nth <= CASE WHEN b.past THEN ${PAST_BOOKINGS} ELSE ${FUTURE_BOOKINGS} END AND c.seats_taken + b.seat <= c.capacity`,
    );
    await client.query(
      `INSERT INTO appointments (class_id, student_id, status, credit_kind, attendance, is_rated_by_student, created_at)
       SELECT k.class_id, k.student_id, 'booked', CASE WHEN k.type = 'individual' THEN 'private' ELSE 'group' END,
              CASE WHEN k.past THEN 'attended' END, k.past AND k.reviewed, $1::timestamptz - interval '30 days'
       FROM kept k`,
      [now.toISOString()],
    );
    await client.query(
      `UPDATE classes c SET seats_taken = c.seats_taken + n.n FROM (SELECT class_id, count(*)::int AS n FROM kept GROUP BY class_id) n
       WHERE c.id = n.class_id`,
    );
    await client.query(
      `INSERT INTO class_reviews (class_id, student_id, teacher_id, teacher_rating, material_rating, feedback)
       SELECT k.class_id, k.student_id, k.teacher_id, 4 + (hashtext(k.class_id::text) & 1), 5, 'Clear explanations and plenty of speaking time.'
       FROM kept k WHERE k.past AND k.reviewed`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('VACUUM ANALYZE users, student_profiles, appointments, classes, class_reviews');
}

async function classCount(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM classes WHERE uid LIKE 'bench%'`);
  return rows[0].n;
}

/** Row counts of what the growth bench grows. */
export async function growthCounts(pool: pg.Pool): Promise<{ classes: number; students: number; appointments: number; reviews: number }> {
  const { rows } = await pool.query(
    `SELECT (SELECT count(*) FROM classes)::int AS classes, (SELECT count(*) FROM student_profiles)::int AS students,
            (SELECT count(*) FROM appointments)::int AS appointments, (SELECT count(*) FROM class_reviews)::int AS reviews`,
  );
  return rows[0];
}
