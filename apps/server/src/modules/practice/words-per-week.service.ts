import { practiceWeek } from '@parla/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Words learned this week (issue 17 "Beyond the anchors"; the weekly goal of issue 18): the
 * words a review moved to known this week, Monday start in the student's zone. A review that
 * leaves a known word known does not count again; a word that lapsed and is learned again does.
 * One statement on the (student_id, reviewed_at) index: the student's review log with the status
 * before each review (LAG), filtered to this week.
 */
export async function wordsLearnedThisWeek(db: Db, studentId: string, now: Date): Promise<number> {
  const [user] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, studentId));
  const week = practiceWeek(now, user?.timezone ?? 'Europe/Berlin');
  const [row] = await queryRows<{ words: number }>(
    db,
    sql`
    SELECT count(DISTINCT vocabulary_item_id)::int AS words
    FROM (
      SELECT vocabulary_item_id, status_after, reviewed_at,
             lag(status_after) OVER (PARTITION BY vocabulary_item_id ORDER BY reviewed_at, id) AS status_before
      FROM vocabulary_review_logs
      WHERE student_id = ${studentId} AND reviewed_at < ${week.to.toISOString()}
    ) reviews
    WHERE status_after = 'known' AND status_before IS DISTINCT FROM 'known'
      AND reviewed_at >= ${week.from.toISOString()}`,
  );
  return row?.words ?? 0;
}
