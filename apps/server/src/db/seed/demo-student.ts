import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { appointments, classes, creditGrants, creditLedger } from '../schema/index.ts';
import { addDaysToKey, weekdayIndexOfKey } from '@parla/domain';
import { schoolDate, schoolHour } from './berlin-time.ts';
import { DAY, HOUR } from './class-plan.ts';

interface Window {
  type: 'group' | 'individual';
  from: Date;
  to: Date;
}

interface Upcoming {
  classId: string;
  lessonId: string;
  startAt: Date;
  type: string;
}

/**
 * Keeps the demo student's calendar useful whenever the server starts: a class within 48
 * hours, one next week, a private class, and at least three upcoming group classes. Runs
 * the same steps as a real booking (seat counter, FIFO grant, ledger row); when every
 * target is already met it does nothing, so a rerun the same day changes nothing.
 */
export async function topUpDemoBookings(
  tx: Tx,
  studentId: string,
  moduleId: string,
  skippedLessonIds: Set<string>,
  now: Date,
): Promise<number> {
  const upcoming: Upcoming[] = await tx
    .select({ classId: classes.id, lessonId: classes.lessonId, startAt: classes.startAt, type: classes.type })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .where(and(eq(appointments.studentId, studentId), eq(appointments.status, 'booked'), gt(classes.startAt, now)));
  // Lessons already attended: a student books what comes next, not a class they just took.
  const attended = await tx
    .selectDistinct({ lessonId: classes.lessonId })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .where(and(eq(appointments.studentId, studentId), eq(appointments.attendance, 'attended')));
  const attendedLessonIds = attended.map((a) => a.lessonId);

  const today = schoolDate(now);
  const isoWeekday = ((weekdayIndexOfKey(today) + 6) % 7) + 1;
  const nextMonday = addDaysToKey(today, 8 - isoWeekday);
  const windows: Window[] = [
    { type: 'group', from: new Date(now.getTime() + HOUR), to: new Date(now.getTime() + 48 * HOUR) },
    { type: 'group', from: schoolHour(nextMonday, 0), to: schoolHour(addDaysToKey(nextMonday, 7), 0) },
    { type: 'individual', from: new Date(now.getTime() + 2 * DAY), to: new Date(now.getTime() + 14 * DAY) },
  ];
  const within = (u: Upcoming, w: Window) => u.type === w.type && u.startAt >= w.from && u.startAt < w.to;
  const anyGroup: Window = { type: 'group', from: new Date(now.getTime() + HOUR), to: new Date(now.getTime() + 28 * DAY) };

  const lessons = { skipped: [...skippedLessonIds], attended: attendedLessonIds };
  const book = (window: Window) => bookFirstFree(tx, studentId, moduleId, lessons, upcoming, window, now);
  let booked = 0;
  for (const window of windows) {
    if (upcoming.some((u) => within(u, window))) continue;
    const made = await book(window);
    if (made) {
      upcoming.push(made);
      booked += 1;
    }
  }
  while (upcoming.filter((u) => within(u, anyGroup)).length < 3) {
    const made = await book(anyGroup);
    if (!made) break;
    upcoming.push(made);
    booked += 1;
  }
  return booked;
}

/**
 * The first free class in the window of a lesson the student has neither taken, skipped nor booked;
 * failing that, of a lesson not skipped nor booked; failing that, of any lesson not skipped.
 */
async function bookFirstFree(
  tx: Tx,
  studentId: string,
  moduleId: string,
  lessons: { skipped: string[]; attended: string[] },
  upcoming: Upcoming[],
  window: Window,
  now: Date,
): Promise<Upcoming | null> {
  const notAgain = [...lessons.skipped, ...upcoming.map((u) => u.lessonId)];
  return (
    (await bookFirstFreeOutside(tx, studentId, moduleId, [...notAgain, ...lessons.attended], upcoming, window, now)) ??
    (await bookFirstFreeOutside(tx, studentId, moduleId, notAgain, upcoming, window, now)) ??
    (await bookFirstFreeOutside(tx, studentId, moduleId, lessons.skipped, upcoming, window, now))
  );
}

async function bookFirstFreeOutside(
  tx: Tx,
  studentId: string,
  moduleId: string,
  excludedLessonIds: string[],
  upcoming: Upcoming[],
  window: Window,
  now: Date,
): Promise<Upcoming | null> {
  const taken = upcoming.map((u) => u.classId);
  const skipped = [...new Set(excludedLessonIds)];
  const [target] = await tx
    .select({ id: classes.id, lessonId: classes.lessonId, startAt: classes.startAt, type: classes.type })
    .from(classes)
    .where(
      and(
        eq(classes.moduleId, moduleId),
        eq(classes.status, 'active'),
        eq(classes.type, window.type),
        gte(classes.startAt, window.from),
        lt(classes.startAt, window.to),
        lt(classes.seatsTaken, classes.capacity),
        // A private class needs its teacher; group classes may still be waiting for one.
        window.type === 'individual' ? isNotNull(classes.teacherId) : undefined,
        taken.length > 0 ? notInArray(classes.id, taken) : undefined,
        skipped.length > 0 ? notInArray(classes.lessonId, skipped) : undefined,
      ),
    )
    .orderBy(asc(classes.startAt))
    .limit(1);
  if (!target) return null;

  const kind = window.type === 'individual' ? 'private' : 'group';
  // FIFO: the unexpired grant that expires first pays.
  const [grant] = await tx
    .select({ id: creditGrants.id })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.studentId, studentId),
        eq(creditGrants.kind, kind),
        gt(creditGrants.remaining, 0),
        gt(creditGrants.expiresAt, now),
      ),
    )
    .orderBy(asc(creditGrants.expiresAt))
    .limit(1)
    .for('update');
  if (!grant) return null;

  const seat = await tx
    .update(classes)
    .set({ seatsTaken: sql`${classes.seatsTaken} + 1` })
    .where(and(eq(classes.id, target.id), lt(classes.seatsTaken, classes.capacity)))
    .returning({ id: classes.id });
  if (seat.length === 0) return null;
  await tx
    .update(creditGrants)
    .set({ remaining: sql`${creditGrants.remaining} - 1` })
    .where(eq(creditGrants.id, grant.id));
  const appointmentId = randomUUID();
  const createdAt = now;
  await tx.insert(appointments).values({ id: appointmentId, classId: target.id, studentId, status: 'booked', creditKind: kind, createdAt });
  await tx.insert(creditLedger).values({ studentId, grantId: grant.id, kind, delta: -1, reason: 'booking', appointmentId, createdAt });
  return { classId: target.id, lessonId: target.lessonId, startAt: target.startAt, type: target.type };
}
