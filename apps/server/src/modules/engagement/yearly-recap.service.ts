import type { LearningStatus } from '@parla/contracts';
import {
  DomainError,
  bestGoalStreak,
  offeredRecapYear,
  classesPerWeek,
  levelCompletion,
  recapYearAvailable,
  startOfLocalDay,
} from '@parla/domain';
import type { WeeklyGoalLevel } from '@parla/contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, classes, studentProfiles, users, vocabularyCards } from '../../db/schema/index.ts';
import { loadCurriculum } from '../curriculum/curriculum.service.ts';

/** The student's year in numbers (001 §7 yearly summary, decision 086). */
export interface YearlySummary {
  year: number;
  classesAttended: number;
  /** Minutes of the classes attended (their scheduled length); the page shows hours. */
  minutesSpoken: number;
  teachersMet: number;
  /** Practice words whose card became "known" during the year. */
  wordsLearned: number;
  /** Longest run of weeks that met the current weekly goal. */
  bestWeekStreak: number;
  /** CEFR levels at 90% or more whose last attended class fell in the year. */
  levelsFinished: string[];
}

/**
 * Open in December of `year` and January of the next (recap_not_available otherwise, also for a
 * year that is not a whole number): the page and the image answer the same.
 */
export async function yearlySummary(db: Db, studentId: string, year: number, now: Date): Promise<YearlySummary> {
  const [user] = await db
    .select({ timezone: users.timezone, weekStart: users.weekStart, goal: studentProfiles.goal })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(eq(users.id, studentId));
  if (!user || !Number.isInteger(year) || !recapYearAvailable(year, now, user.timezone)) throw new DomainError('recap_not_available');
  const from = startOfLocalDay(`${year}-01-01`, user.timezone);
  const to = startOfLocalDay(`${year + 1}-01-01`, user.timezone);
  const attended = await db
    .select({ startAt: classes.startAt, endAt: classes.endAt, teacherId: classes.teacherId, moduleId: classes.moduleId })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .where(
      and(
        eq(appointments.studentId, studentId),
        eq(appointments.attendance, 'attended'),
        gte(classes.startAt, from),
        lt(classes.startAt, to),
      ),
    );
  const [words] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vocabularyCards)
    .where(
      and(
        eq(vocabularyCards.studentId, studentId),
        eq(vocabularyCards.status, 'known'),
        gte(vocabularyCards.updatedAt, from),
        lt(vocabularyCards.updatedAt, to),
      ),
    );
  const level = (user.goal ?? 'Casual') as WeeklyGoalLevel;
  const goal = classesPerWeek(level) ?? 1;
  return {
    year,
    classesAttended: attended.length,
    minutesSpoken: Math.round(attended.reduce((sum, c) => sum + (c.endAt.getTime() - c.startAt.getTime()), 0) / 60_000),
    teachersMet: new Set(attended.map((c) => c.teacherId).filter(Boolean)).size,
    wordsLearned: words?.n ?? 0,
    bestWeekStreak: bestGoalStreak({
      attendedAt: attended.map((c) => c.startAt),
      goal,
      year,
      timeZone: user.timezone,
      weekStart: user.weekStart,
    }),
    levelsFinished: await levelsFinished(db, studentId, [...new Set(attended.map((c) => c.moduleId))], now),
  };
}

/** The levels of the modules attended in the year that are now at 90% (domain levelCompletion), lowest first. */
async function levelsFinished(db: Db, studentId: string, moduleIds: string[], now: Date): Promise<string[]> {
  if (moduleIds.length === 0) return [];
  const snapshot = await loadCurriculum(db, moduleIds, studentId, now);
  const statusesByLevel = new Map<string, LearningStatus[]>();
  for (const [moduleId, lessons] of snapshot.lessonsByModule) {
    const levelName = snapshot.modules.get(moduleId)?.cefrLevelName;
    if (!levelName) continue;
    const list = statusesByLevel.get(levelName) ?? [];
    for (const lesson of lessons) list.push(lesson.studentStatus ?? 'NOT_TAKEN');
    statusesByLevel.set(levelName, list);
  }
  return [...statusesByLevel]
    .filter(([, statuses]) => levelCompletion(statuses).certificateAvailable)
    .map(([levelName]) => levelName)
    .sort();
}

/** The recap year Today's banner offers the student, in their zone (null outside December and January). */
export async function recapYearOffered(db: Db, studentId: string, now: Date): Promise<number | null> {
  const [user] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, studentId));
  return user ? offeredRecapYear(now, user.timezone) : null;
}
