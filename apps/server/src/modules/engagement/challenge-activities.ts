import type { ChallengeActivity } from '@parla/domain';
import { sql } from 'drizzle-orm';
import { type Db, type Tx, queryRows } from '../../db/client.ts';

/**
 * The learning activities of some students between two instants, read from the tables that
 * record them (decision 087): nothing is copied, so a class log written late or a set finished
 * on another device counts as soon as it exists.
 *
 * - an attended class: the teacher's log says `attended`, at the class's start;
 * - a practice set: every exercise of a lesson's homework (or quiz) completed, at the last answer;
 * - a Lingobite: its attempt completed, at completion.
 * Daily practice leaves no record of its own (its words and exercise are the rows above), so it
 * counts through them rather than twice.
 */
export async function challengeActivities(
  db: Db | Tx,
  studentIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, ChallengeActivity[]>> {
  const byStudent = new Map<string, ChallengeActivity[]>(studentIds.map((id) => [id, []]));
  if (studentIds.length === 0) return byStudent;
  const ids = sql.join(
    studentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  const rows = await queryRows<{ student_id: string; kind: ChallengeActivity['kind']; object_id: string; at: string | Date }>(
    db,
    sql`
    SELECT a.student_id, 'class_attended' AS kind, c.id::text AS object_id, c.start_at AS at
      FROM appointments a JOIN classes c ON c.id = a.class_id
     WHERE a.student_id IN (${ids}) AND a.attendance = 'attended'
       AND c.start_at >= ${fromIso}::timestamptz AND c.start_at < ${toIso}::timestamptz
    UNION ALL
    SELECT s.student_id, 'practice_set', s.lesson_id::text || ':' || s.kind, s.at FROM (
      SELECT r.student_id, e.lesson_id, e.kind, max(r.answered_at) AS at, count(*) AS done
        FROM exercise_results r JOIN practice_exercises e ON e.id = r.exercise_id
       WHERE r.student_id IN (${ids}) AND r.status = 'completed'
       GROUP BY r.student_id, e.lesson_id, e.kind
    ) s
     WHERE s.at >= ${fromIso}::timestamptz AND s.at < ${toIso}::timestamptz
       AND s.done = (SELECT count(*) FROM practice_exercises x WHERE x.lesson_id = s.lesson_id AND x.kind = s.kind)
    UNION ALL
    SELECT l.student_id, 'lingobite', l.lingobite_id::text, l.completed_at
      FROM lingobite_attempts l
     WHERE l.student_id IN (${ids}) AND l.completed_at >= ${fromIso}::timestamptz AND l.completed_at < ${toIso}::timestamptz`,
  );
  for (const row of rows) {
    byStudent.get(row.student_id)?.push({ kind: row.kind, objectId: row.object_id, at: new Date(row.at) });
  }
  return byStudent;
}

/** When the student's count reached its value: the latest counted activity (ties on the leaderboard go to the earlier). */
export function reachedAt(activities: readonly ChallengeActivity[], fallback: Date): Date {
  let latest = fallback.getTime();
  let any = false;
  for (const a of activities) {
    if (!any || a.at.getTime() > latest) latest = a.at.getTime();
    any = true;
  }
  return new Date(latest);
}
