import { CLASSES_PER_WEEK_OF_GOAL, type WeeklyGoalLevel } from '@parla/contracts';
import { COUNTS_AS_ATTENDED as ATTENDED } from '../classes/counts-as-attended.ts';
import { type DateKey, weekStartKey, weeklyGoalProgress, zonedDateKey } from '@parla/domain';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { studentProfiles, users, weeklyGoalWeeks } from '../../db/schema/index.ts';
import { notifyStudent } from '../notifications/notifications.service.ts';

/**
 * Today's weekly goal card (001 §7 "goal"): this week against the goal, the streak, the words goal
 * (the words learned are practice's `wordsLearnedThisWeek`, read beside it).
 */
export interface WeeklyGoalView {
  level: WeeklyGoalLevel | null;
  classesPerWeek: number | null;
  attended: number;
  /** Booked classes still to come this week: what would meet the goal if attended. */
  planned: number;
  weekStart: Date;
  weekEnd: Date;
  met: boolean;
  streak: number;
  wordsGoal: number | null;
}

interface GoalFacts {
  timezone: string;
  weekStart: string;
  level: WeeklyGoalLevel | null;
  wordsGoal: number | null;
}

async function goalFacts(db: Db | Tx, studentId: string): Promise<GoalFacts> {
  const [row] = await db
    .select({
      timezone: users.timezone,
      weekStart: users.weekStart,
      level: studentProfiles.goal,
      wordsGoal: studentProfiles.wordsPerWeekGoal,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, studentId));
  return {
    timezone: row?.timezone ?? 'Europe/Berlin',
    weekStart: row?.weekStart ?? 'Monday',
    level: (row?.level as WeeklyGoalLevel | null) ?? null,
    wordsGoal: row?.wordsGoal ?? null,
  };
}

async function attendedStarts(db: Db | Tx, studentId: string): Promise<Date[]> {
  const rows = await queryRows<{ startAt: string | Date }>(
    db,
    sql`select c.start_at as "startAt" from appointments a join classes c on c.id = a.class_id
      where a.student_id = ${studentId} and ${ATTENDED}`,
  );
  return rows.map((r) => new Date(r.startAt));
}

/** The goal each recorded week had; a week without a row takes the last one before it, else today's. */
async function goalOfWeeks(db: Db | Tx, studentId: string, current: number): Promise<(key: DateKey) => number> {
  const rows = await db
    .select({ weekStart: weeklyGoalWeeks.weekStart, classesPerWeek: weeklyGoalWeeks.classesPerWeek })
    .from(weeklyGoalWeeks)
    .where(eq(weeklyGoalWeeks.studentId, studentId))
    .orderBy(desc(weeklyGoalWeeks.weekStart));
  return (key) => rows.find((r) => r.weekStart <= key)?.classesPerWeek ?? current;
}

export async function weeklyGoalOf(db: Db, studentId: string, now: Date): Promise<WeeklyGoalView> {
  const facts = await goalFacts(db, studentId);
  const starts = await attendedStarts(db, studentId);
  const level = facts.level ?? 'Casual';
  const goalOf = await goalOfWeeks(db, studentId, CLASSES_PER_WEEK_OF_GOAL[level]);
  const progress = weeklyGoalProgress({ attendedAt: starts, level, now, timeZone: facts.timezone, weekStart: facts.weekStart, goalOf });
  const [planned] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from appointments a join classes c on c.id = a.class_id
      where a.student_id = ${studentId} and a.status = 'booked' and a.attendance is null and c.status = 'active'
        and c.start_at >= ${now.toISOString()} and c.start_at < ${progress.to.toISOString()}`,
  );
  return {
    level: facts.level,
    classesPerWeek: facts.level ? progress.goal : null,
    attended: progress.attended,
    planned: planned?.n ?? 0,
    weekStart: progress.from,
    weekEnd: progress.to,
    met: facts.level !== null && progress.met,
    streak: facts.level ? progress.streak : 0,
    wordsGoal: facts.wordsGoal,
  };
}

/**
 * A goal set or changed applies from this week on: the week's row takes it (past weeks keep
 * theirs). Clearing the goal leaves the history alone.
 */
export async function recordWeekGoal(db: Db | Tx, studentId: string, level: WeeklyGoalLevel | null, now: Date): Promise<void> {
  if (!level) return;
  const facts = await goalFacts(db, studentId);
  const weekStart = weekStartKey(zonedDateKey(now, facts.timezone), facts.weekStart);
  const classesPerWeek = CLASSES_PER_WEEK_OF_GOAL[level];
  await db
    .insert(weeklyGoalWeeks)
    .values({ studentId, weekStart, classesPerWeek })
    .onConflictDoUpdate({ target: [weeklyGoalWeeks.studentId, weeklyGoalWeeks.weekStart], set: { classesPerWeek } });
}

/**
 * After a class log (in its transaction): each attending student whose goal for the class's week
 * is now met gets one "goal met" notification. The week's row is claimed with `met_at` (insert or
 * update where still null), so two logs racing for the same week notify once.
 */
export async function noteWeeklyGoalsMet(tx: Tx, studentIds: readonly string[], classStartAt: Date, now: Date): Promise<void> {
  for (const studentId of studentIds) {
    const facts = await goalFacts(tx, studentId);
    if (!facts.level) continue;
    const goalOf = await goalOfWeeks(tx, studentId, CLASSES_PER_WEEK_OF_GOAL[facts.level]);
    const progress = weeklyGoalProgress({
      attendedAt: await attendedStarts(tx, studentId),
      level: facts.level,
      now: classStartAt,
      timeZone: facts.timezone,
      weekStart: facts.weekStart,
      goalOf,
    });
    const goal = goalOf(progress.weekStartKey);
    if (progress.attended < goal) continue;
    await tx.insert(weeklyGoalWeeks).values({ studentId, weekStart: progress.weekStartKey, classesPerWeek: goal }).onConflictDoNothing();
    const claimed = await tx
      .update(weeklyGoalWeeks)
      .set({ metAt: now })
      .where(
        and(
          eq(weeklyGoalWeeks.studentId, studentId),
          eq(weeklyGoalWeeks.weekStart, progress.weekStartKey),
          isNull(weeklyGoalWeeks.metAt),
          lte(weeklyGoalWeeks.classesPerWeek, progress.attended),
        ),
      )
      .returning({ weekStart: weeklyGoalWeeks.weekStart });
    if (claimed.length === 0) continue;
    await notifyStudent(tx, {
      userId: studentId,
      key: 'weeklyGoalMet',
      params: { classes: progress.attended, streak: goalStreak(progress) },
      now,
    });
  }
}

/** The streak including the week just met (a past week's streak counts back from it). */
const goalStreak = (progress: { streak: number; met: boolean }) => Math.max(progress.streak, 1);
