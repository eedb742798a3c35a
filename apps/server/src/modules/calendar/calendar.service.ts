import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { appointments, classes, lessons, modules, users } from '../../db/schema/index.ts';
import type { IcsCalendar, IcsEvent } from './ics-writer.ts';

/** Past classes stay in the feed this long, so last week's lessons do not vanish from calendars. */
const PAST_WINDOW_MS = 30 * 24 * 60 * 60_000;
/** A public, unauthenticated endpoint: bound the work one request can cause. */
const MAX_EVENTS = 2_000;
/** Calendar tokens are 32 random bytes in base64url (43 characters); anything else cannot match. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * Appointment statuses that mean the school (or the teacher) took the class away: the
 * student still sees the event, marked CANCELLED, so subscribed calendars drop it visibly.
 * A student's own cancellation is simply left out.
 */
const CANCELLED_BY_SCHOOL = ['class_cancelled', 'cancelled_by_teacher'] as const;

interface FeedRow {
  uid: string;
  startAt: Date;
  endAt: Date;
  classStatus: string;
  /** Null for a class the user teaches. */
  appointmentStatus: string | null;
  lessonTitle: string;
  moduleName: string;
  teacherFirstName: string | null;
  teacherLastName: string | null;
  seatsTaken: number;
}

export interface FeedOwner {
  id: string;
  locale: string;
}

const teacher = alias(users, 'teacher');

const feedColumns = {
  uid: classes.uid,
  startAt: classes.startAt,
  endAt: classes.endAt,
  classStatus: classes.status,
  lessonTitle: lessons.title,
  moduleName: modules.name,
  teacherFirstName: teacher.firstName,
  teacherLastName: teacher.lastName,
  seatsTaken: classes.seatsTaken,
};

/** The owner of a calendar token, or null: an unknown or rotated token must answer 404. */
export async function findFeedOwner(db: Db, token: string): Promise<FeedOwner | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [owner] = await db.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.calendarToken, token)).limit(1);
  return owner ?? null;
}

async function bookedRows(db: Db, userId: string, since: Date): Promise<FeedRow[]> {
  return db
    .select({ ...feedColumns, appointmentStatus: appointments.status })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .innerJoin(modules, eq(modules.id, classes.moduleId))
    .leftJoin(teacher, eq(teacher.id, classes.teacherId))
    .where(
      and(
        eq(appointments.studentId, userId),
        inArray(appointments.status, ['booked', ...CANCELLED_BY_SCHOOL]),
        gte(classes.startAt, since),
      ),
    )
    .orderBy(asc(classes.startAt))
    .limit(MAX_EVENTS);
}

async function taughtRows(db: Db, userId: string, since: Date): Promise<FeedRow[]> {
  const rows = await db
    .select(feedColumns)
    .from(classes)
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .innerJoin(modules, eq(modules.id, classes.moduleId))
    .leftJoin(teacher, eq(teacher.id, classes.teacherId))
    .where(and(eq(classes.teacherId, userId), gte(classes.startAt, since)))
    .orderBy(asc(classes.startAt))
    .limit(MAX_EVENTS);
  return rows.map((row) => ({ ...row, appointmentStatus: null }));
}

function isCancelled(row: FeedRow): boolean {
  if (row.classStatus === 'cancelled') return true;
  return row.appointmentStatus !== null && row.appointmentStatus !== 'booked';
}

/**
 * One event per class. A student who cancelled and rebooked, or whose class was cancelled and
 * who holds another row for it, has several appointments of one class: the live one wins.
 */
function onePerClass(rows: FeedRow[]): FeedRow[] {
  const byUid = new Map<string, FeedRow>();
  for (const row of rows) {
    const seen = byUid.get(row.uid);
    if (!seen || (isCancelled(seen) && !isCancelled(row))) byUid.set(row.uid, row);
  }
  return [...byUid.values()].sort((a, b) => a.startAt.getTime() - b.startAt.getTime()).slice(0, MAX_EVENTS);
}

function toEvent(row: FeedRow, owner: FeedOwner, config: Config, now: Date): IcsEvent {
  const cancelled = isCancelled(row);
  const base = {
    uid: `${row.uid}@parla.school`,
    stamp: now,
    start: row.startAt,
    end: row.endAt,
    status: cancelled ? ('CANCELLED' as const) : ('CONFIRMED' as const),
  };
  // Times of a class never move (a class is a fixed slot), so cancellation is the only revision.
  const sequence = cancelled ? 1 : 0;
  if (row.appointmentStatus === null) {
    // A class the owner teaches (committed to): link to the teacher's class page, not a seat.
    const link = `${config.areas.teacher}/${owner.locale}/classes/${row.uid}`;
    return {
      ...base,
      summary: `Parla (teaching): ${row.lessonTitle} (${row.moduleName})`,
      description: [cancelled ? 'This class was cancelled.' : null, `Students booked: ${row.seatsTaken}`, `Class details: ${link}`]
        .filter((line): line is string => line !== null)
        .join('\n'),
      url: link,
      sequence,
    };
  }
  const link = `${config.areas.classroom}/${owner.locale}/class/${row.uid}`;
  const teacherName = row.teacherFirstName ? `${row.teacherFirstName} ${row.teacherLastName ?? ''}`.trim() : 'to be confirmed';
  return {
    ...base,
    summary: `Parla: ${row.lessonTitle} (${row.moduleName})`,
    description: [cancelled ? 'This class was cancelled.' : null, `Teacher: ${teacherName}`, `Join the class: ${link}`]
      .filter((line): line is string => line !== null)
      .join('\n'),
    url: link,
    sequence,
  };
}

/**
 * The owner's calendar: classes they booked (and those the school cancelled) plus the
 * classes they teach, from 30 days ago onward. A user may be student and teacher at once.
 */
export async function buildFeed(db: Db, config: Config, owner: FeedOwner, now: Date): Promise<IcsCalendar> {
  const since = new Date(now.getTime() - PAST_WINDOW_MS);
  const [booked, taught] = await Promise.all([bookedRows(db, owner.id, since), taughtRows(db, owner.id, since)]);
  return {
    name: 'Parla classes',
    events: onePerClass([...booked, ...taught]).map((row) => toEvent(row, owner, config, now)),
  };
}
